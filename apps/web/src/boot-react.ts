// React's DOM renderer on its own: evaluated in a task before the app's, so neither is a long one.
export { createRoot, hydrateRoot } from 'react-dom/client';
