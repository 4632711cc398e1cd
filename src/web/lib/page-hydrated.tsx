// Whether the page's own content (inside its lazy page's boundary, lazy-page.tsx) has been taken
// over. React hydrates that boundary after the frame around it, whose effects run first: a cache
// update made in between (a live event the boot script heard) would reach a part still being
// hydrated, which would then not match the server's HTML. What must wait, waits for this.
import { useEffect } from 'react';

let hydrated = false;
const waiting: (() => void)[] = [];
/** Longest wait, after which what waits runs anyway (a page with no lazy boundary). */
const WAIT_MS = 5000;

function release(): void {
  hydrated = true;
  for (const run of waiting.splice(0)) run();
}

/** Rendered at the end of a lazy page's boundary: its effect runs once the page is in place. */
export function PageHydrated() {
  useEffect(release, []);
  return null;
}

/** Runs `run` once the page's content has been taken over (at once after that), in call order. */
export function afterPageHydrated(run: () => void): void {
  if (hydrated) {
    run();
    return;
  }
  if (!waiting.length) setTimeout(release, WAIT_MS);
  waiting.push(run);
}
