import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { companyAge, FOUNDED_YEAR } from '@shop/domain';
import { AboutPage, TermsPage } from './info-pages';
import { InfoText } from './info-text';

function renderAt(path: string, page: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

describe('the info pages', () => {
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
    expect(screen.getByText(/All prices include VAT/)).toBeInTheDocument();
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
