// Whether the app has taken the page over: false on the server and in the render that hydrates
// its HTML, true from the next render on (and at once in a page the browser rendered alone). For
// what the server should not render (a large drawing below the fold) without a hydration mismatch.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
