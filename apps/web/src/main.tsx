// Entry: the stylesheet, then the app. A page the server rendered is readable before any script
// runs, so its scripts start after the first paint: until then the stylesheet and the page's
// images have the connection to themselves. An empty page needs the app at once.
import './app/styles.css';
import { PAGE_STATE_ID } from './ssr/page-state';
import { replayTapsOnceLive } from './lib/early-taps';

// React's renderer and the app evaluate in tasks of their own, with the browser free between them.
const boot = async () => {
  await import('./boot-react');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('./boot');
};
if (document.getElementById(PAGE_STATE_ID)) {
  const stopHolding = replayTapsOnceLive();
  // Without the app (its code failed to load), the page's forms and links still work as HTML.
  requestAnimationFrame(() => setTimeout(() => boot().catch(stopHolding), 0));
} else void boot();
