// Whether the page's script has taken over. A page the server rendered ahead paints before its
// script; a submit button in it stays disabled until then, so a quick tap on a slow phone is
// never lost to a plain form post (React renders the server's value while hydrating, then this).
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
