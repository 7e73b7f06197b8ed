// A server-rendered page shows its controls before the app behind them is live. A tap on a button
// in that time is held, and the last one is given to its button again once the page is live,
// rather than lost (or, for a form's button, posted by the browser). A choice made in a list box
// is made again then, as the app may have set the box back to its own value, and so is text typed
// into a field: the page still shows it, but the app that takes over holds its own, empty, text.
// Links are left alone: they work without the app.
import { READY_ATTRIBUTE } from './ready-mark';

const BUTTONS = 'button, input[type="submit"], input[type="button"], [role="button"]';
const TEXT_FIELDS =
  'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], ' +
  'input[type="tel"], input[type="number"], input[type="url"], input[type="password"]';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Tells the app a field's text as if typed now: React reads a change only from a value it has not seen. */
function typeAgain(field: TextField, text: string): void {
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Holds taps until the page is live; the function returned stops holding them (the app failed). */
export function replayTapsOnceLive(doc: Document = document): () => void {
  let tapped: HTMLElement | null = null;
  const chosen = new Map<HTMLSelectElement, string>();
  const typed = new Map<TextField, string>();
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
    if (!(button instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    tapped = button;
  };
  const note = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) chosen.set(event.target, event.target.value);
  };
  const noteText = (event: Event) => {
    const field = event.target;
    const isText = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
    if (isText && field.matches(TEXT_FIELDS)) typed.set(field, field.value);
  };
  const live = () => doc.documentElement.hasAttribute(READY_ATTRIBUTE);
  if (live()) return () => undefined;
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('change', note, true);
    doc.removeEventListener('input', noteText, true);
  };
  const observer = new MutationObserver(() => {
    if (!live()) return;
    stop();
    for (const [select, value] of chosen) {
      if (!select.isConnected) continue;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    for (const [field, text] of typed) if (field.isConnected) typeAgain(field, text);
    if (tapped?.isConnected) tapped.click();
  });
  doc.addEventListener('click', hold, true);
  doc.addEventListener('change', note, true);
  doc.addEventListener('input', noteText, true);
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: [READY_ATTRIBUTE] });
  return stop;
}
