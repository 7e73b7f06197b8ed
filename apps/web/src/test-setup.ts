import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from './i18n';

// Every test renders with the English strings, as the user sees them.
await initI18n('en');

// jsdom does not lay out or scroll; scrolling is a no-op there (tests spy on it where it matters).
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

// Vitest runs without globals, so Testing Library cannot register its own unmount hook.
afterEach(() => cleanup());
