import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreferencesProvider } from '../../lib/preferences';
import { stubShellApi } from '../../lib/testing/shell-api';
import { ChargedVat, Price } from './price';

describe('Price', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows euro cents incl. 25 % VAT as euros by default, outside any provider too', () => {
    render(<Price cents={12345} className="big" />);
    const price = screen.getByText('123.45 €');
    expect(price).toHaveClass('price', 'big');
  });

  it('converts to the chosen currency and VAT', async () => {
    stubShellApi();
    localStorage.setItem('currency', 'SEK'); // euro_rate 11.5
    localStorage.setItem('vat', '0');
    render(
      <PreferencesProvider>
        <Price cents={12500} />
      </PreferencesProvider>,
    );
    // 125.00 € incl. 25 % -> 100.00 € net -> 1,150.00 kr
    expect(await screen.findByText('1,150.00 kr')).toBeInTheDocument();
  });

  it("writes the amount in the page's language: a comma and no-break-space groups in Swedish", async () => {
    stubShellApi();
    localStorage.setItem('currency', 'SEK');
    document.cookie = 'lang=sv; path=/';
    try {
      render(
        <PreferencesProvider>
          <Price cents={12500} />
        </PreferencesProvider>,
      );
      // 125.00 € incl. 25 % -> 1 437,50 kr
      await waitFor(() =>
        expect(document.querySelector('.price')?.textContent).toBe('1\u00a0437,50 kr'),
      );
    } finally {
      document.cookie = 'lang=; max-age=0; path=/';
    }
  });

  it('applies 12 % VAT to the net price', async () => {
    stubShellApi();
    localStorage.setItem('vat', '1200');
    render(
      <PreferencesProvider>
        <Price cents={12500} />
      </PreferencesProvider>,
    );
    expect(await screen.findByText('112.00 €')).toBeInTheDocument();
  });

  it('holds its place (no euro flash) until the chosen currency has loaded', async () => {
    stubShellApi();
    localStorage.setItem('currency', 'GBP'); // euro_rate 0.85
    const { container } = render(
      <PreferencesProvider>
        <Price cents={10000} />
      </PreferencesProvider>,
    );
    expect(container.querySelector('.price')).toHaveAttribute('aria-busy', 'true');
    expect(container).not.toHaveTextContent('€');
    await waitFor(() => expect(container).toHaveTextContent('£85.00'));
  });

  it("shows the VAT an order charges inside ChargedVat, whatever the footer's choice", async () => {
    stubShellApi();
    localStorage.setItem('vat', '0');
    render(
      <PreferencesProvider>
        <Price cents={12500} />
        <ChargedVat vat={2550}>
          <Price cents={12500} />
        </ChargedVat>
        <ChargedVat vat={null}>
          <Price cents={10000} />
        </ChargedVat>
      </PreferencesProvider>,
    );
    // 100.00 € net: 0 % in the footer, 25.5 % for Finland; no destination yet keeps the footer's.
    expect(await screen.findByText('100.00 €')).toBeInTheDocument();
    expect(screen.getByText('125.50 €')).toBeInTheDocument();
    expect(screen.getByText('80.00 €')).toBeInTheDocument();
  });
});
