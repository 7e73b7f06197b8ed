// A choice of country by name in the page's language; the option values are ISO codes, which the
// browser's autofill of `country` matches.
import { useId } from 'react';
import type { Country, Language } from '@shop/domain';
import { usePreferences } from '../../lib/preferences';

/** The country's name in `language` ('Ruotsi' for se in Finnish), else the server's name. */
export function countryName(country: Pick<Country, 'slug' | 'name'>, language: Language): string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    return names.of(country.slug.toUpperCase()) ?? country.name;
  } catch {
    return country.name; // not a region code Intl knows
  }
}

/** A name for a country slug among `countries`, for addresses that carry only the slug. */
export function useCountryNames(countries: readonly Pick<Country, 'slug' | 'name'>[] = []) {
  const { language } = usePreferences();
  return (slug: string): string => {
    const known = countries.find((c) => c.slug === slug);
    return countryName(known ?? { slug, name: slug.toUpperCase() }, language);
  };
}

export interface CountrySelectProps {
  label: string;
  countries: readonly Country[];
  /** The chosen country's slug. */
  value: string;
  onChange(country: Country): void;
  autoComplete: string;
}

export function CountrySelect({
  label,
  countries,
  value,
  onChange,
  autoComplete,
}: CountrySelectProps) {
  const id = useId();
  const { language } = usePreferences();
  return (
    <div className="field form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value.toUpperCase()}
        autoComplete={autoComplete}
        onChange={(event) => {
          const chosen = countries.find((c) => c.slug.toUpperCase() === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {countries.map((country) => (
          <option key={country._id} value={country.slug.toUpperCase()}>
            {countryName(country, language)}
          </option>
        ))}
      </select>
    </div>
  );
}
