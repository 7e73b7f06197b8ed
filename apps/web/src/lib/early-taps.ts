// A server-rendered page shows its buttons before the app behind them is live. A tap on one in
// that time is held, and the last one is given to its button again once the page is live, rather
// than lost (or, for a form's button, posted by the browser). Links are left alone: they work.
import { READY_ATTRIBUTE } from './ready-mark';

const BUTTONS = 'button, input[type="submit"], input[type="button"], [role="button"]';

/** Holds taps until the page is live; the function returned stops holding them (the app failed). */
export function replayTapsOnceLive(doc: Document = document): () => void {
  let last: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
    if (!(button instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    last = button;
  };
  const live = () => doc.documentElement.hasAttribute(READY_ATTRIBUTE);
  if (live()) return () => undefined;
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('click', hold, true);
  };
  const observer = new MutationObserver(() => {
    if (!live()) return;
    stop();
    if (last?.isConnected) last.click();
  });
  doc.addEventListener('click', hold, true);
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: [READY_ATTRIBUTE] });
  return stop;
}
