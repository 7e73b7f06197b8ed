// A server-rendered page shows its controls before the app behind them is live. A tap on a button
// in that time is held, and the last one is given to its button again once the page is live,
// rather than lost (or, for a form's button, posted by the browser). A choice made in a list box
// is made again then, as the app may have set the box back to its own value. Links are left
// alone: they work without the app.
import { READY_ATTRIBUTE } from './ready-mark';

const BUTTONS = 'button, input[type="submit"], input[type="button"], [role="button"]';

/** Holds taps until the page is live; the function returned stops holding them (the app failed). */
export function replayTapsOnceLive(doc: Document = document): () => void {
  let tapped: HTMLElement | null = null;
  const chosen = new Map<HTMLSelectElement, string>();
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
  const live = () => doc.documentElement.hasAttribute(READY_ATTRIBUTE);
  if (live()) return () => undefined;
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('change', note, true);
  };
  const observer = new MutationObserver(() => {
    if (!live()) return;
    stop();
    for (const [select, value] of chosen) {
      if (!select.isConnected) continue;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (tapped?.isConnected) tapped.click();
  });
  doc.addEventListener('click', hold, true);
  doc.addEventListener('change', note, true);
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: [READY_ATTRIBUTE] });
  return stop;
}
