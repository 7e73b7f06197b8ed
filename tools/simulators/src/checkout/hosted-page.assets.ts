// The snippet the merchant embeds, and the script and style files the simulator serves with it.
// No inline script anywhere: the shop's CSP allows the provider's origin, not inline code.

/** The message the hosted page posts to size its iframe. */
const RESIZE = 'klarna-checkout:resize';

const attr = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Klarna's html_snippet: a container, the loader script and the iframe of the hosted page. */
export function htmlSnippet(origin: string, orderId: string): string {
  const page = `${origin}/checkout/${encodeURIComponent(orderId)}`;
  return (
    '<div id="klarna-checkout-container" style="overflow-x: hidden;">' +
    `<script src="${attr(page)}/loader.js" async></script>` +
    `<iframe id="klarna-checkout-iframe" name="klarna-checkout-iframe" title="Checkout" ` +
    `src="${attr(page)}" style="width:100%;height:640px;border:0" ` +
    `allow="payment"></iframe>` +
    '</div>'
  );
}

/**
 * The loader runs in the merchant's page: it sizes the checkout iframe to the height the hosted
 * page reports, taking messages only from the simulator's origin and from that iframe's window.
 * It sets the frame's look through the CSSOM too, which a strict style-src does not block (the
 * snippet's style attributes it does).
 */
export function loaderScript(origin: string): string {
  return `// Embedded checkout loader: sizes the checkout iframe to its content.
(function () {
  'use strict';
  if (window.__checkoutLoader) return;
  window.__checkoutLoader = true;
  var ORIGIN = ${JSON.stringify(origin)};
  function frames() {
    return document.querySelectorAll('iframe#klarna-checkout-iframe');
  }
  function style() {
    var all = frames();
    for (var i = 0; i < all.length; i++) {
      all[i].style.width = '100%';
      all[i].style.border = '0';
      if (!all[i].style.height) all[i].style.height = '640px';
    }
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== ORIGIN) return;
    var data = event.data;
    if (!data || data.type !== ${JSON.stringify(RESIZE)} || typeof data.height !== 'number') return;
    var height = Math.max(200, Math.min(4000, Math.ceil(data.height)));
    style();
    var all = frames();
    for (var i = 0; i < all.length; i++) {
      if (all[i].contentWindow === event.source) all[i].style.height = height + 'px';
    }
  });
  style();
  document.addEventListener('DOMContentLoaded', style);
})();
`;
}

/**
 * Runs inside the hosted page: reports its content's height to the embedding page. The height is
 * no secret, so any parent may read it ('*'); the loader is the one that checks who sent it.
 */
export const FRAME_SCRIPT = `// Hosted checkout page: tells the embedding page how tall it is.
(function () {
  'use strict';
  if (window.parent === window) return;
  function post() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    window.parent.postMessage({ type: ${JSON.stringify(RESIZE)}, height: height }, '*');
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(document.body);
  window.addEventListener('load', post);
  post();
})();
`;

export const PAGE_STYLE = `body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1rem; color: #1a1a1a; background: #fff; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
table { border-collapse: collapse; width: 100%; margin-bottom: 1rem; }
th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #ddd; }
td.amount, th.amount { text-align: right; font-variant-numeric: tabular-nums; }
fieldset { border: 1px solid #ccc; margin: 0 0 1rem; padding: 0.5rem 1rem; }
label { display: block; margin: 0.5rem 0 0.125rem; font-weight: 600; }
input[type='text'], input[type='email'], input[type='tel'] { width: 100%; max-width: 28rem; padding: 0.375rem; font: inherit; box-sizing: border-box; }
.error { color: #a00000; border: 2px solid #a00000; padding: 0.5rem; margin-bottom: 1rem; }
.actions { display: flex; gap: 1rem; flex-wrap: wrap; }
button { font: inherit; padding: 0.5rem 1.25rem; cursor: pointer; }
button.primary { background: #ffb3c7; border: 1px solid #17120f; color: #17120f; }
:focus-visible { outline: 3px solid #0a4fd6; outline-offset: 2px; }
`;
