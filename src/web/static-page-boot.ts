// The only script of a static public page (the landing page, the terms, the privacy policy): the
// server sent the page complete as HTML, so reading it needs no script. The app (its entry named by
// this script's `data-app`) is imported on the first sign of a person — a touch, a key, the
// pointer, focus — and hydrates the page. Links work as plain links meanwhile; a button pressed
// before the app runs (Print, the help chat) is pressed again once it does. Imports nothing: it is
// the whole cost of a visit that only reads.

/** What starts the app: anything a person does, never a timer (a reader who only reads pays nothing). */
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

const entry = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
/** The buttons pressed before the app ran, in order, to press again once it has. */
const pressed: HTMLElement[] = [];
let started = false;
let running = false;

function start(): void {
  if (started || !entry) return;
  started = true;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
  // main.tsx tells when the app has taken over the page (hydrated): then the buttons work.
  document.addEventListener('app-started', replay, { once: true });
  void import(entry);
}

function replay(): void {
  running = true;
  for (const button of pressed.splice(0)) if (button.isConnected) button.click();
}

/** A button pressed too early: kept for the app, which alone knows what it does. */
function holdEarlyPress(event: MouseEvent): void {
  if (running) return;
  const button = (event.target as Element | null)?.closest?.('button');
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  if (!pressed.includes(button)) pressed.push(button);
  start();
}

for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
document.addEventListener('click', holdEarlyPress, true);
