import '@testing-library/jest-dom/vitest';
import { initI18n } from './i18n';

// Every test renders with the English strings, as the user sees them.
await initI18n('en');
