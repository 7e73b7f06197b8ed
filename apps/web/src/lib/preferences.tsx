// Display preferences: currency and VAT (local storage), language (cookie + reload), SPEC §1, §4, §9.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import {
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  DEFAULT_VAT,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_SECONDS,
  STORAGE_KEYS,
  VISIBLE_CURRENCIES,
  findCurrency,
  initialCurrencyCode,
  initialVatChoice,
  isVisibleCurrencyCode,
  languageOfCookie,
  pageLanguageOf,
  parseVatChoice,
} from '@shop/domain';
import type { Currency, Language, VatChoice } from '@shop/domain';
import { api } from './api-calls';
import { reloadPage, storageGet, storageSet } from './browser';
import { readCookie } from './http';
import { pageHost, requestScope } from './request-scope';
import { createShellResource, useShellResource } from './shell-resource';

export interface Preferences {
  currency: Currency;
  /** The visible currencies (SEK, EUR, NOK, GBP) the server knows, in that order. */
  currencies: Currency[];
  vat: VatChoice;
  language: Language;
  /** False while the chosen non-euro currency's rate is still loading (prices wait for it). */
  ready: boolean;
  setCurrency(code: string): void;
  setVat(v: VatChoice): void;
  setLanguage(l: Language): void;
}

// Outside a provider (isolated component tests) the defaults apply: EUR, 25 % VAT, English.
const PreferencesContext = createContext<Preferences>({
  currency: DEFAULT_CURRENCY,
  currencies: [DEFAULT_CURRENCY],
  vat: DEFAULT_VAT,
  language: DEFAULT_LANGUAGE,
  ready: true,
  setCurrency: () => undefined,
  setVat: () => undefined,
  setLanguage: () => undefined,
});

export function usePreferences(): Preferences {
  return useContext(PreferencesContext);
}

/**
 * The language this page was loaded in, as the server rendered its head: `?lang=` (where hreflang
 * alternates point), else the lang cookie, else the site's domain (SPEC §9). A `?lang=` that
 * differs from the stored choice becomes the choice, so the API (which reads the cookie first)
 * answers in the page's language.
 */
export function pageLanguage(): Language {
  const scope = requestScope();
  if (scope) return scope.language;
  const query = new URLSearchParams(window.location.search).get(LANG_COOKIE);
  const cookie = readCookie(LANG_COOKIE);
  const chosen = languageOfCookie(query);
  if (chosen !== null && chosen !== languageOfCookie(cookie)) writeLanguageCookie(chosen);
  return pageLanguageOf({ query, cookie, host: window.location.host });
}

/** Writes the language cookie for one year (SPEC §9). */
export function writeLanguageCookie(language: Language): void {
  document.cookie = `${LANG_COOKIE}=${language}; max-age=${LANG_COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}

function isCurrency(v: unknown): v is Currency {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  return (
    typeof c.code === 'string' &&
    typeof c.symbol === 'string' &&
    typeof c.euro_rate === 'number' &&
    typeof c.exponent === 'number'
  );
}

/** The visible currencies of the server's list, in the order SEK, EUR, NOK, GBP. */
export function visibleCurrencies(list: unknown): Currency[] {
  const known = Array.isArray(list) ? list.filter(isCurrency) : [];
  return VISIBLE_CURRENCIES.flatMap((code) => known.filter((c) => c.code === code).slice(0, 1));
}

/** The server's currencies, once per visit; a failure leaves the euro alone (no retry: prices wait). */
export const currenciesResource = createShellResource(api.currencies, {
  retry: () => false,
  staleMs: Infinity,
});

/**
 * A display choice: its cookie (which the server reads to render the same prices), else local
 * storage, where choices made before the cookie existed live.
 */
function storedChoice(key: string): string | null {
  const cookie = readCookie(key);
  if (cookie !== null || typeof document === 'undefined') return cookie;
  const stored = storageGet(key);
  if (stored !== null) storeChoice(key, stored);
  return stored;
}

/** Keeps a display choice in local storage and in a cookie for the server's render. */
function storeChoice(key: string, value: string): void {
  storageSet(key, value);
  document.cookie = `${key}=${encodeURIComponent(value)}; max-age=${LANG_COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
}

function initialCode(): string {
  const saved = storedChoice(STORAGE_KEYS.currency);
  return isVisibleCurrencyCode(saved) ? saved : initialCurrencyCode(pageHost());
}

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const list = useShellResource(currenciesResource);
  const [code, setCode] = useState(initialCode);
  const [language] = useState(pageLanguage);
  // Until the visitor chooses, the VAT follows their country as the language does.
  const [vat, setVatState] = useState<VatChoice>(() =>
    parseVatChoice(storedChoice(STORAGE_KEYS.vat), initialVatChoice(language, pageHost())),
  );

  // Another tab changed a choice: follow it, so all tabs show the same prices.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.currency && isVisibleCurrencyCode(event.newValue)) {
        setCode(event.newValue);
      } else if (event.key === STORAGE_KEYS.vat) {
        setVatState(parseVatChoice(event.newValue, initialVatChoice(language, pageHost())));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [language]);

  const setCurrency = useCallback((next: string) => {
    if (!isVisibleCurrencyCode(next)) return;
    setCode(next);
    storeChoice(STORAGE_KEYS.currency, next);
  }, []);

  const setVat = useCallback((next: VatChoice) => {
    setVatState(next);
    storeChoice(STORAGE_KEYS.vat, String(next));
  }, []);

  const setLanguage = useCallback((next: Language) => {
    writeLanguageCookie(next);
    reloadPage();
  }, []);

  // null while loading; the euro alone when the call failed, so prices still show.
  const loaded = useMemo(() => (list.isPending ? null : visibleCurrencies(list.data)), [list]);

  const value = useMemo<Preferences>(() => {
    const currencies = loaded && loaded.length > 0 ? loaded : [DEFAULT_CURRENCY];
    return {
      currency: findCurrency(currencies, code),
      currencies,
      vat,
      language,
      ready: loaded !== null || code === DEFAULT_CURRENCY.code,
      setCurrency,
      setVat,
      setLanguage,
    };
  }, [loaded, code, vat, language, setCurrency, setVat, setLanguage]);

  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
