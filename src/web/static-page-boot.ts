// The only script of a static public page (the landing page, the legal pages, the ways in): the
// server sent the page complete as HTML, so reading it needs no script. The app (its entry named by
// this script's `data-app`) is imported on the first sign of a person — a touch, a key, the
// pointer, focus — and hydrates the page. Links work as plain links meanwhile (a signed-in page's
// are held like buttons, and a held link the app draws anew is pressed as its copy); a button pressed
// before the app runs (Print, the help chat, a tab) is pressed again once it does, a choice ticked
// meanwhile ticks at once and is handed to the app, and text typed meanwhile is put back into the
// app's (empty) form fields. Imports nothing: it is the whole cost of a visit that only reads.
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
/**
 * Each choice (checkbox, radio) as the page was sent: one ticked before the app runs ticks at once
 * (a person sees it answer), and is handed to the app as a press once it runs (chooseAgain).
 */
const rendered = new Map<HTMLInputElement, boolean>();
/**
 * Each choice as the person left it before the app took it over. Kept as they pressed, not read
 * back later: the app re-rendering the page with its own state sets the boxes back meanwhile.
 */
const chosen = new Map<HTMLInputElement, boolean>();
/** File fields given files before the app ran. */
const filesChosen = new Set<HTMLInputElement>();
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

/** How to find a held element again when the app draws it anew: its kind, its text, its place among its like. */
interface Likeness {
  selector: string;
  text: string;
  index: number;
}
const likenesses = new Map<HTMLElement, Likeness>();

/** The page's elements of `selector` whose text is `text`, in order. */
const alike = (selector: string, text: string) => [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => element.textContent === text);

function likenessOf(element: HTMLElement): Likeness {
  const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
  const selector = href ? `#root a[href="${CSS.escape(href)}"]` : `#root ${element.tagName.toLowerCase()}`;
  const text = element.textContent ?? '';
  return { selector, text, index: alike(selector, text).indexOf(element) };
}

/**
 * What to press again for a held element: itself while on the page; when the app drew it anew (a
 * list refreshed with the app's first reads, a page rendered again in the reader's zone), the
 * element in its place: of the same kind and text (and address, for a link), the same in order.
 */
function pressTarget(held: HTMLElement): HTMLElement | null {
  if (held.isConnected) return held;
  const likeness = likenesses.get(held);
  return likeness ? (alike(likeness.selector, likeness.text)[likeness.index] ?? null) : null;
}

/** Remembers how to find `element` again, while it is still on the page. */
function noteLikeness(element: HTMLElement): void {
  if (!likenesses.has(element)) likenesses.set(element, likenessOf(element));
}

/** Whether the app has yet to take over a held element, or to draw again one it replaced. */
function notYetTheApps(held: HTMLElement): boolean {
  const target = pressTarget(held);
  return target ? !hydrated(target) : likenesses.has(held);
}

/** The choices a person changed before the app ran (as the person left them: the page's own). */
const changedChoices = () => [...chosen].filter(([choice, now]) => rendered.has(choice) && rendered.get(choice) !== now);

/**
 * Hands the app each choice changed before it ran: the app holds what it rendered, so the choice
 * goes back to that and is pressed as the person pressed it (a radio that was chosen, each checkbox).
 */
function chooseAgain(): void {
  const changed = changedChoices().flatMap(([choice, now]) => {
    const target = pressTarget(choice);
    const was = !now;
    return target instanceof HTMLInputElement ? [{ target, was, pressed: choice.type === 'checkbox' || now }] : [];
  });
  for (const { target, was } of changed) target.checked = was;
  for (const { target, pressed } of changed) if (pressed) press(target);
}

async function replayWhenHydrated(deadline: number): Promise<void> {
  const elements = [...typed.keys(), ...filesChosen, ...pressed, ...changedChoices().map(([choice]) => choice)];
  while (Date.now() < deadline && elements.some(notYetTheApps)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Marked in React's render; its forms empty their fields in the commit that follows.
  await new Promise((resolve) => setTimeout(resolve, 100));
  handingOver = true;
  try {
    for (const [field, text] of typed) {
      const target = pressTarget(field);
      if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.value !== text) retype(target, text);
    }
    // A file chosen meanwhile is still in its field: the app is told of it as the browser told the page.
    for (const field of filesChosen) if (field.isConnected && field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
    chooseAgain();
    // Presses held until now (a submit the app enabled before its fields were refilled) go after them.
    for (const held of pressed.splice(0)) {
      const target = pressTarget(held);
      if (target) press(target);
      // A link the app no longer shows still goes where the person pressed, as a plain link would.
      else if (held instanceof HTMLAnchorElement) location.assign(held.href);
    }
  } finally {
    // Whatever a hand-over met, the app has the page from here on: nothing more is held.
    handingOver = false;
    running = true;
  }
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
  noteLikeness(field);
  // A file field's value cannot be set back (the browser refuses): its files are handed over instead.
  // One the app has taken over already got the files itself.
  if (field.type === 'file') {
    if (!hydrated(field)) filesChosen.add(field as HTMLInputElement);
  } else if (field.type !== 'checkbox' && field.type !== 'radio') typed.set(field, field.value);
}

/**
 * On a signed-in page, the app's own links are held too: the app's link carries what the page it
 * opens needs (which fields to point at, where to come back), which a full page load would lose.
 * A public page's links stay plain links. A click meant for a new tab or window is left alone.
 */
const HELD = script?.hasAttribute('data-live') ? 'button, a[href^="/"]:not([target]):not([download])' : 'button';

/**
 * A checkbox or radio pressed before the app runs is left to tick (its click is already applied
 * when this hears it) and noted for the app. One the app has already taken over is the app's own.
 */
function noteChoice(event: MouseEvent): void {
  const choice = event.target;
  if (running || handingOver || !(choice instanceof HTMLInputElement) || !rendered.has(choice)) return;
  if (choice.type === 'radio') for (const [other] of chosen) if (other.type === 'radio' && other.name === choice.name) chosen.delete(other);
  if (hydrated(choice)) chosen.delete(choice);
  else {
    noteLikeness(choice);
    chosen.set(choice, choice.checked);
  }
}

/** A button pressed too early: kept for the app, which alone knows what it does. */
function holdEarlyPress(event: MouseEvent): void {
  if (running || handingOver) return;
  const button = (event.target as Element | null)?.closest?.<HTMLElement>(HELD);
  // Only the page's own (the app's) buttons: the update banner's Reload is plain DOM and works now.
  if (!button?.closest('#root')) return;
  const newTab = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
  if (newTab && button instanceof HTMLAnchorElement) return;
  event.preventDefault();
  event.stopPropagation();
  noteLikeness(button);
  if (!pressed.includes(button)) pressed.push(button);
  start();
}

// main.tsx tells when the app has taken over the page (hydrated): then the buttons work.
if (document.documentElement.dataset.app === 'started') running = true;
else {
  document.addEventListener('app-started', replay, { once: true });
  for (const choice of document.querySelectorAll<HTMLInputElement>('#root input[type="checkbox"], #root input[type="radio"]')) {
    rendered.set(choice, choice.checked);
  }
}
for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
document.addEventListener('click', noteChoice, true);
document.addEventListener('click', holdEarlyPress, true);
document.addEventListener('input', noteTyping, true);
if (script?.hasAttribute('data-live')) void import('./signed-in-boot').then(({ bootSignedIn }) => bootSignedIn(start));
