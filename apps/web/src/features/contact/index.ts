// Public surface of the contact feature.
export { ContactPage } from './contact-page';
