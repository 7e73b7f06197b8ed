// Public surface of the info feature (static pages).
export { AboutPage, TermsPage } from './info-pages';
