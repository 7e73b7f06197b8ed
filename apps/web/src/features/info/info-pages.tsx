// /about and /terms (SPEC §2: returns, electric parts returns, shipping dates, shipping; company).
// The terms follow Swedish and Finnish consumer law: 14-day right of withdrawal with the standard
// withdrawal form, prices including VAT, complaints and the consumer disputes boards.
import { DestinationsTable } from './destinations-table';
import { InfoPage } from './info-page';

export const ABOUT_SECTIONS = ['company', 'range', 'diagrams', 'service', 'customers'] as const;
export const TERMS_SECTIONS = [
  'company',
  'ordering',
  'destinations',
  'prices',
  'payment',
  'shipping',
  'shippingDates',
  'returns',
  'withdrawalForm',
  'electricReturns',
  'complaints',
  'disputes',
] as const;

export function AboutPage() {
  return <InfoPage page="about" sections={ABOUT_SECTIONS} />;
}

export function TermsPage() {
  return (
    <InfoPage
      page="terms"
      sections={TERMS_SECTIONS}
      documents={['withdrawalForm']}
      extras={{ destinations: <DestinationsTable /> }}
    />
  );
}
