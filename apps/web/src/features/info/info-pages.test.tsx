import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyAge, FOUNDED_YEAR } from '@shop/domain';
import type { CheckoutData } from '@shop/domain';
import { createQueryClient } from '../../lib/query-client';
import { stubFetch } from '../../lib/testing/fake-server';
import { AboutPage, TermsPage } from './info-pages';
import { InfoText } from './info-text';

function renderAt(path: string, page: React.ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const option = (id: string, name: string) => ({
  _id: id,
  slug: id,
  name,
  icon_uri: '',
  price: 0,
  external: false,
  disabled: false,
});

/** Sweden with Swish, Finland without, Britain without VAT or free shipping. */
const SHOP: CheckoutData = {
  countries: [
    {
      _id: 'FI',
      slug: 'fi',
      name: 'Finland',
      vat: 2550,
      gratis_threshold: 50_000,
      transports: [],
      payments: ['invoice'],
    },
    {
      _id: 'SE',
      slug: 'se',
      name: 'Sweden',
      vat: 2500,
      gratis_threshold: 50_000,
      transports: [],
      payments: ['swish', 'invoice'],
    },
    {
      _id: 'GB',
      slug: 'gb',
      name: 'United Kingdom',
      vat: 0,
      gratis_threshold: 0,
      transports: [],
      payments: ['bank-transfer'],
    },
  ],
  transports: [],
  payments: [
    option('swish', 'Swish'),
    option('invoice', 'Invoice'),
    option('bank-transfer', 'Bank transfer'),
  ],
} as unknown as CheckoutData;

afterEach(() => vi.unstubAllGlobals());

describe('the info pages', () => {
  it('/terms lists every country delivered to with its VAT, free shipping, delivery time and only its payments', async () => {
    stubFetch(({ path }) => (path === '/api/checkout' ? { body: SHOP } : undefined));
    renderAt('/terms', <TermsPage />);
    const table = await screen.findByRole('table', {
      name: 'VAT, free shipping, delivery time and payment methods per country',
    });
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.textContent;
    expect(row('Sweden')).toBe('Sweden25 %500 €1–3 working daysSwish, Invoice');
    expect(row('Finland')).toBe('Finland25.5 %500 €2–5 working daysInvoice');
    expect(row('United Kingdom')).toBe('United KingdomNo VAT–4–8 working daysBank transfer');
    expect(
      screen.getByText(/Norway: prices to Norway include Norwegian VAT at 25 %/),
    ).toBeInTheDocument();
  });

  it('/terms has the sections of the spec and of consumer law, each linked from the contents', () => {
    renderAt('/terms', <TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    const sections = [
      'The company',
      'Prices and VAT',
      'Shipping',
      'Shipping dates',
      'Returns within 14 days',
      'Standard withdrawal form',
      'Returns of electric parts',
      'Complaints',
      'Disputes',
    ];
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const name of sections) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      expect(within(contents).getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^#/),
      );
    }
    expect(screen.getByRole('region', { name: 'Returns within 14 days' })).toHaveAttribute(
      'id',
      'returns',
    );
  });

  it('fills the seller into the terms and the standard withdrawal form, with no placeholder left', () => {
    const { container } = renderAt('/terms', <TermsPage />);
    expect(container.textContent).not.toMatch(/{{|}}/);
    const form = screen.getByRole('region', { name: 'Standard withdrawal form' });
    const lines = within(form)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines[0]).toBe(
      'To Nordic Parts AB, Verkstadsgatan 12, 417 07 Göteborg, Sweden, info@nordicparts.se:',
    );
    expect(lines).toContain('Signature of consumer(s) (only if this form is notified on paper),');
    expect(
      screen.getByText(/All prices include the VAT of the country we deliver to/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Allmänna reklamationsnämnden/)).toBeInTheDocument();
    expect(screen.getByText(/Kuluttajariitalautakunta/)).toBeInTheDocument();
  });

  it("/about tells the company's age by the domain rule", () => {
    renderAt('/about', <AboutPage />);
    const age = companyAge(new Date());
    expect(screen.getByText(new RegExp(`since ${FOUNDED_YEAR}: for ${age} years`))).toBeVisible();
    for (const name of ['The company', 'Shipping and returns']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });
});

describe('InfoText', () => {
  it('makes paragraphs of blank-line blocks and lists of dashed lines', () => {
    const { container } = render(<InfoText text={'One.\n\n– a\n– b\n\nTwo\nlines.'} />);
    expect([...container.children].map((el) => el.tagName)).toEqual(['P', 'UL', 'P']);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
  });
});
