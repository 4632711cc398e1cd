// Prints one element in a window of its own (spec 2 §2 /service-agreement): the copy is made
// static first, so what prints is exactly the filled-in or blank document and none of the page.
import { PRINT_CLOSE_FALLBACK_MS, PRINT_DELAY_MS } from '../../shared/legal';

export const POPUP_BLOCKED_MESSAGE =
  "The print window was blocked. Please allow pop-ups for this site and try again, or use your browser's print shortcut (Ctrl+P, or Cmd+P on a Mac).";

/** Letter-size, black on white; the app's own stylesheet still lays out the grid of fields. */
const PRINT_WINDOW_CSS = `
  body { background: #fff; color: #000; margin: 0; padding: 24px; font-family: Georgia, 'Times New Roman', serif; }
  .print-field-value { display: inline-block; min-width: 12rem; border-bottom: 1px solid #000; min-height: 1.4em; padding: 0 2px; }
  .print-field-value.print-field-long { display: block; min-height: 4.5em; width: 100%; }
  @page { margin: 16mm; }
`;

export type PrintMode = 'as-filled' | 'blank';

/**
 * Opens a window with a static copy of `source` and prints it after PRINT_DELAY_MS (its
 * stylesheet loads meanwhile); the window closes after printing, or PRINT_CLOSE_FALLBACK_MS later
 * where the browser never says printing ended. Returns false, after alerting, when pop-ups are blocked.
 */
export function printInNewWindow(source: HTMLElement, title: string, mode: PrintMode): boolean {
  const popup = window.open('', '_blank', 'width=900,height=1000');
  if (!popup) {
    window.alert(POPUP_BLOCKED_MESSAGE);
    return false;
  }
  const doc = popup.document;
  doc.title = title;
  for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = sheet.href;
    doc.head.append(link);
  }
  const style = doc.createElement('style');
  style.textContent = PRINT_WINDOW_CSS;
  doc.head.append(style);
  doc.body.append(doc.importNode(staticCopy(source, mode), true));

  const close = () => {
    if (!popup.closed) popup.close();
  };
  window.setTimeout(() => {
    popup.addEventListener('afterprint', close);
    popup.focus();
    popup.print();
    window.setTimeout(close, PRINT_CLOSE_FALLBACK_MS);
  }, PRINT_DELAY_MS);
  return true;
}

/** A clone with every form control replaced by its value as text (or an empty line), and no buttons. */
function staticCopy(source: HTMLElement, mode: PrintMode): HTMLElement {
  const copy = source.cloneNode(true) as HTMLElement;
  const live = source.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  const cloned = copy.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  cloned.forEach((control, index) => {
    const original = live[index]!;
    const span = document.createElement('span');
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      const checked = mode === 'as-filled' && (original as HTMLInputElement).checked;
      span.textContent = checked ? '☑' : '☐';
      span.className = 'print-checkbox';
    } else {
      span.textContent = mode === 'as-filled' ? original.value : '';
      span.className = control instanceof HTMLTextAreaElement ? 'print-field-value print-field-long' : 'print-field-value';
    }
    control.replaceWith(span);
  });
  for (const element of copy.querySelectorAll('button, [data-print-omit]')) element.remove();
  return copy;
}
