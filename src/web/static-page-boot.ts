// The only script of a static public page (the landing page, the legal pages, the ways in): the
// server sent the page complete as HTML, so reading it needs no script. The app (its entry named by
// this script's `data-app`) is imported on the first sign of a person — a touch, a key, the
// pointer, focus — and hydrates the page. Links work as plain links meanwhile (a signed-in page's
// are held like buttons, and a held link the app draws anew is pressed as its copy); a button pressed
// before the app runs (Print, the help chat, a tab) is pressed again once it does, and text typed
// meanwhile is put back into the app's (empty) form fields. Imports nothing: it is
// the whole cost of a visit that only reads.
//
// A signed-in page the server rendered with all it reads names it alone too, marked `data-live`:
// then signed-in-boot.ts also registers the service worker and opens the live socket, and the
// app starts on the first live event that changes the page as on the first sign of a person
// (decision 0040). A signed-in page still loading some of its reads names it beside the app's own
// script: the app then starts at once, and this only holds what is pressed or typed before the
// app has taken the page over.

/** What starts the app: anything a person does, never a timer (a reader who only reads pays nothing). */
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const entry = script?.dataset.app;
/** The buttons pressed before the app ran, in order, to press again once it has. */
const pressed: HTMLElement[] = [];
/** Fields typed in before the app ran, with their text: the app's forms start empty, so it goes back in. */
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
let started = false;
/** Whether the app has the page and everything held is handed over: from then on, hands off. */
let running = false;
/** While the held presses are pressed again, they go through. */
let handingOver = false;

function start(): void {
  if (started || !entry) return;
  started = true;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
  // A signed-in page's own chunks, fetched beside the app's entry rather than after it has run.
  for (const chunk of script?.dataset.preload?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = chunk;
    document.head.append(link);
  }
  void import(entry);
}

function replay(): void {
  void replayWhenHydrated(Date.now() + HYDRATION_WAIT_MS);
}

/** Longest wait for React to take over an element, after which it is pressed or typed in anyway. */
const HYDRATION_WAIT_MS = 5000;

/**
 * React takes a page over in passes (each lazily loaded part after the frame), and an event on a
 * part not yet taken over is lost; React marks each element it has taken over (`__reactProps$…`).
 */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * What to press again for a held element: itself while on the page; for a link the app drew again
 * (a list refreshed with the app's first reads), the page's link to the same place.
 */
function pressTarget(held: HTMLElement): HTMLElement | null {
  if (held.isConnected) return held;
  const href = held instanceof HTMLAnchorElement ? held.getAttribute('href') : null;
  return href ? document.querySelector<HTMLElement>(`#root a[href="${CSS.escape(href)}"]`) : null;
}

/** Whether the app has yet to take over a held element, or to draw again a held link it replaced. */
function notYetTheApps(held: HTMLElement): boolean {
  const target = pressTarget(held);
  return target ? !hydrated(target) : held instanceof HTMLAnchorElement;
}

async function replayWhenHydrated(deadline: number): Promise<void> {
  const elements = [...typed.keys(), ...pressed];
  while (Date.now() < deadline && elements.some(notYetTheApps)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Marked in React's render; its forms empty their fields in the commit that follows.
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const [field, text] of typed) if (field.isConnected && field.value !== text) retype(field, text);
  // Presses held until now (a submit the app enabled before its fields were refilled) go after them.
  handingOver = true;
  for (const held of pressed.splice(0)) {
    const target = pressTarget(held);
    if (target) press(target);
    // A link the app no longer shows still goes where the person pressed, as a plain link would.
    else if (held instanceof HTMLAnchorElement) location.assign(held.href);
  }
  handingOver = false;
  running = true;
}

/** A press as the app's widgets listen for it: tabs switch on the mouse going down, buttons on the click. */
function press(button: HTMLElement): void {
  button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
  button.click();
}

/** Puts `text` back as if typed: through the element's own value setter, so React sees the input event. */
function retype(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function noteTyping(event: Event): void {
  const field = event.target;
  if (running || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (field.type !== 'checkbox' && field.type !== 'radio') typed.set(field, field.value);
}

/**
 * On a signed-in page, the app's own links are held too: the app's link carries what the page it
 * opens needs (which fields to point at, where to come back), which a full page load would lose.
 * A public page's links stay plain links. A click meant for a new tab or window is left alone.
 */
const HELD = script?.hasAttribute('data-live')
  ? 'button, label, input[type="checkbox"], input[type="radio"], a[href^="/"]:not([target]):not([download])'
  : 'button, label, input[type="checkbox"], input[type="radio"]';

/** A button pressed too early: kept for the app, which alone knows what it does. */
function holdEarlyPress(event: MouseEvent): void {
  if (running || handingOver) return;
  // A choice (a radio, a checkbox, their label) too: the app's state, not the page's, must hold it.
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(HELD);
  // Only the page's own (the app's) buttons: the update banner's Reload is plain DOM and works now.
  if (!button?.closest('#root')) return;
  const newTab = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
  if (newTab && button instanceof HTMLAnchorElement) return;
  event.preventDefault();
  event.stopPropagation();
  if (!pressed.includes(button)) pressed.push(button);
  start();
}

// main.tsx tells when the app has taken over the page (hydrated): then the buttons work.
if (document.documentElement.dataset.app === 'started') running = true;
else document.addEventListener('app-started', replay, { once: true });
for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
document.addEventListener('click', holdEarlyPress, true);
document.addEventListener('input', noteTyping, true);
if (script?.hasAttribute('data-live')) void import('./signed-in-boot').then(({ bootSignedIn }) => bootSignedIn(start));
