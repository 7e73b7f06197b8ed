// /about and /terms: static text (SPEC §2: returns, electric parts returns, shipping dates, shipping; company).
import { InfoPage } from './info-page';

export const ABOUT_SECTIONS = ['company', 'range', 'diagrams', 'customers'] as const;
export const TERMS_SECTIONS = [
  'ordering',
  'prices',
  'shipping',
  'shippingDates',
  'returns',
  'electricReturns',
  'warranty',
] as const;

export function AboutPage() {
  return <InfoPage page="about" sections={ABOUT_SECTIONS} />;
}

export function TermsPage() {
  return <InfoPage page="terms" sections={TERMS_SECTIONS} />;
}
