import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from './browser';
import type * as BrowserModule from './browser';
import {
  PreferencesProvider,
  pageLanguage,
  usePreferences,
  writeLanguageCookie,
} from './preferences';
import { resetShellResources } from './shell-resource';
import { stubShellApi } from './testing/shell-api';

vi.mock('./browser', async (importOriginal) => ({
  ...(await importOriginal<typeof BrowserModule>()),
  reloadPage: vi.fn(),
}));

function Probe() {
  const prefs = usePreferences();
  return (
    <div>
      <output aria-label="currency">{prefs.currency.code}</output>
      <output aria-label="currencies">{prefs.currencies.map((c) => c.code).join(',')}</output>
      <output aria-label="vat">{prefs.vat}</output>
      <output aria-label="language">{prefs.language}</output>
      <output aria-label="ready">{String(prefs.ready)}</output>
      <button onClick={() => prefs.setCurrency('NOK')}>nok</button>
      <button onClick={() => prefs.setCurrency('USD')}>usd</button>
      <button onClick={() => prefs.setVat(1200)}>vat12</button>
      <button onClick={() => prefs.setLanguage('fi')}>fi</button>
    </div>
  );
}

const shown = (name: string) => screen.getByLabelText(name).textContent;

describe('preferences', () => {
  beforeEach(() => {
    resetShellResources();
    localStorage.clear();
    document.cookie = 'lang=; max-age=0; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(reloadPage).mockClear();
  });

  it('loads the currencies, keeps only SEK, EUR, NOK and GBP, and defaults to the host and 25 %', async () => {
    const fetchMock = stubShellApi();
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(shown('currencies')).toBe('SEK,EUR,NOK,GBP'));
    expect(fetchMock).toHaveBeenCalledWith('/api/currencies', expect.anything());
    expect(shown('currency')).toBe('EUR'); // jsdom's host is localhost: no country domain
    expect(shown('vat')).toBe('2500');
    expect(shown('language')).toBe('en');
  });

  it("starts a Finnish visitor at Finland's 25,5 % VAT until they choose, then keeps the choice", async () => {
    stubShellApi();
    document.cookie = 'lang=fi; path=/';
    const user = userEvent.setup();
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    expect(shown('vat')).toBe('2550');
    await user.click(screen.getByRole('button', { name: 'vat12' }));
    expect(shown('vat')).toBe('1200');
    expect(localStorage.getItem('vat')).toBe('1200');
  });

  it('restores the saved currency and VAT from local storage once the rates are in', async () => {
    stubShellApi();
    localStorage.setItem('currency', 'SEK');
    localStorage.setItem('vat', '0');
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    expect(shown('ready')).toBe('false'); // the SEK rate is not known yet
    await waitFor(() => expect(shown('currency')).toBe('SEK'));
    expect(shown('ready')).toBe('true');
    expect(shown('vat')).toBe('0');
  });

  it('ignores saved values that are not valid choices', async () => {
    stubShellApi();
    localStorage.setItem('currency', 'USD');
    localStorage.setItem('vat', '1700');
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(shown('currencies')).toBe('SEK,EUR,NOK,GBP'));
    expect(shown('currency')).toBe('EUR');
    expect(shown('vat')).toBe('2500');
  });

  it('saves a new currency and VAT choice under the keys currency and vat', async () => {
    stubShellApi();
    const user = userEvent.setup();
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(shown('currencies')).toBe('SEK,EUR,NOK,GBP'));
    await user.click(screen.getByRole('button', { name: 'nok' }));
    await user.click(screen.getByRole('button', { name: 'vat12' }));
    expect(shown('currency')).toBe('NOK');
    expect(shown('vat')).toBe('1200');
    expect(localStorage.getItem('currency')).toBe('NOK');
    expect(localStorage.getItem('vat')).toBe('1200');

    await user.click(screen.getByRole('button', { name: 'usd' })); // not offered: ignored
    expect(shown('currency')).toBe('NOK');
    expect(localStorage.getItem('currency')).toBe('NOK');
  });

  it('falls back to the euro when the currency call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    localStorage.setItem('currency', 'GBP');
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(shown('ready')).toBe('true'));
    expect(shown('currency')).toBe('EUR');
  });

  it('follows a choice made in another tab', async () => {
    stubShellApi();
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    await waitFor(() => expect(shown('currencies')).toBe('SEK,EUR,NOK,GBP'));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'currency', newValue: 'GBP' }));
    });
    expect(shown('currency')).toBe('GBP');
  });

  it('reads the language from the lang cookie; a new choice sets the cookie and reloads', async () => {
    stubShellApi();
    document.cookie = 'lang=sv; path=/';
    const user = userEvent.setup();
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    expect(shown('language')).toBe('sv');
    await user.click(screen.getByRole('button', { name: 'fi' }));
    expect(document.cookie).toContain('lang=fi');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("takes 'se' in the cookie as Swedish and an unknown value as unset (the domain decides)", () => {
    document.cookie = 'lang=se; path=/';
    expect(pageLanguage()).toBe('sv');
    document.cookie = 'lang=de; path=/';
    expect(pageLanguage()).toBe('en'); // jsdom's host, localhost, has no country domain
  });

  it('writes the language cookie for the whole site for one year (SPEC §9)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    writeLanguageCookie('fi');
    spy.mockRestore();
    expect(written).toEqual([`lang=fi; max-age=${365 * 24 * 60 * 60}; path=/; SameSite=Lax`]);
    expect(pageLanguage()).toBe('fi');
  });

  it('starts in the ?lang= of the address (hreflang links) and keeps it as the choice', () => {
    document.cookie = 'lang=sv; path=/';
    window.history.replaceState(null, '', '/item/abc?lang=fi');
    try {
      expect(pageLanguage()).toBe('fi');
      expect(document.cookie).toContain('lang=fi');
      window.history.replaceState(null, '', '/item/abc?lang=xx'); // unknown: the cookie decides
      expect(pageLanguage()).toBe('fi');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
