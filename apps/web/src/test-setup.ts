import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { CHOICE_COOKIES } from '@shop/domain';
import { initI18n } from './i18n';
import { loadPageMessages } from './i18n/page-messages';

// findBy* and waitFor wait for a condition; on a busy 2-core machine a lazy page's first import can
// take longer than Testing Library's default 1 s, so the deadline is generous.
configure({ asyncUtilTimeout: 10_000 });

// The server render's tests run in Node, without a document: the set-up below is the browser's.
const inBrowser = typeof window !== 'undefined';

if (inBrowser) {
  // Every test renders with the English strings, as the user sees them.
  await initI18n('en');
  await Promise.all([loadPageMessages('info'), loadPageMessages('contact')]);
  // jsdom does not lay out or scroll; scrolling is a no-op there (tests spy on it where it matters).
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  // Vitest runs without globals, so Testing Library cannot register its own unmount hook.
  afterEach(() => cleanup());
}

// A display choice is also kept in a cookie: a test's choice must not leak into the next test.
afterEach(() => {
  if (!inBrowser) return;
  for (const name of CHOICE_COOKIES) document.cookie = `${name}=; max-age=0; path=/`;
});
