// Whether the page the server rendered has been taken over. React hydrates each lazy part (the
// frame, the page) after the one around it, whose effects run first: a cache update made in
// between (a live event the boot script heard) would reach a part still being hydrated, which would
// then not match the server's HTML. What must wait, waits for this: the page's own part mounted
// (lazy-page.tsx) and every element under the root taken over by React.
import { useEffect } from 'react';

let mounted = false;
let hydrated = false;
const waiting: (() => void)[] = [];
/** Longest wait, after which what waits runs anyway (an element React never takes over). */
const WAIT_MS = 5000;
const POLL_MS = 50;

/** React marks each element it has taken over (`__reactFiber$…`). */
const takenOver = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

function allTakenOver(): boolean {
  const root = document.getElementById('root');
  return !root || [...root.querySelectorAll('*')].every(takenOver);
}

function release(): void {
  hydrated = true;
  for (const run of waiting.splice(0)) run();
}

function poll(deadline: number): void {
  if (hydrated) return;
  if (Date.now() > deadline || (mounted && allTakenOver())) release();
  else setTimeout(() => poll(deadline), POLL_MS);
}

/** Rendered at the end of a lazy page's boundary: its effect runs once the page is in place. */
export function PageHydrated() {
  useEffect(() => {
    mounted = true;
  }, []);
  return null;
}

/** Runs `run` once the page has been taken over (at once after that), in call order. */
export function afterPageHydrated(run: () => void): void {
  if (hydrated) {
    run();
    return;
  }
  if (!waiting.length) poll(Date.now() + WAIT_MS);
  waiting.push(run);
}
