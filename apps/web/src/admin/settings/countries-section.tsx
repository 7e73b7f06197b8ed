// Each country's VAT and free-shipping threshold in a table, then per country the shipping and
// payment methods it offers, one disclosure each so six countries' boxes do not fill the page.
import { useTranslation } from '../../lib/translate';
import type { AdminSettings } from '@shop/domain';
import { DecimalField } from './decimal-field';
import { fieldName, toggled } from './settings-draft';
import type { CountryDraft, FieldProblems } from './settings-draft';

type Method = { _id: string; name: string };

interface Props {
  idPrefix: string;
  settings: AdminSettings;
  countries: Record<string, CountryDraft>;
  problems: FieldProblems;
  onCountry(id: string, change: Partial<CountryDraft>): void;
}

export function CountriesSection({ idPrefix, settings, countries, problems, onCountry }: Props) {
  const { t } = useTranslation();
  const headingId = `${idPrefix}-countries`;
  const hintId = `${idPrefix}-threshold-hint`;
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.countries.title')}</h2>
      <p className="console-hint" id={hintId}>
        {t('settings.countries.intro')}
      </p>
      <div className="settings-scroll">
        <table className="settings-table">
          <caption>{t('settings.countries.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('settings.countries.country')}</th>
              <th scope="col">{t('settings.countries.vat')}</th>
              <th scope="col">{t('settings.countries.threshold')}</th>
            </tr>
          </thead>
          <tbody>
            {settings.countries.map((country) => {
              const draft = countries[country._id];
              if (!draft) return null;
              const vat = fieldName.vat(country._id);
              const threshold = fieldName.threshold(country._id);
              return (
                <tr key={country._id}>
                  <th scope="row">{country.name}</th>
                  <td>
                    <DecimalField
                      id={`${idPrefix}-${vat}`}
                      label={t('settings.countries.vatIn', { country: country.name })}
                      value={draft.vat}
                      problem={problems[vat]}
                      hintId={hintId}
                      onChange={(text) => onCountry(country._id, { vat: text })}
                    />
                  </td>
                  <td>
                    <DecimalField
                      id={`${idPrefix}-${threshold}`}
                      label={t('settings.countries.thresholdIn', { country: country.name })}
                      value={draft.threshold}
                      problem={problems[threshold]}
                      hintId={hintId}
                      onChange={(text) => onCountry(country._id, { threshold: text })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>{t('settings.countries.methodsTitle')}</h3>
      {settings.countries.map((country) => {
        const draft = countries[country._id];
        if (!draft) return null;
        const box = (kind: 'transports' | 'payments', legend: string, methods: Method[]) => (
          <fieldset className="settings-checks">
            <legend>{legend}</legend>
            {methods.map((method) => (
              <label key={method._id}>
                <input
                  type="checkbox"
                  checked={draft[kind].includes(method._id)}
                  onChange={(event) =>
                    onCountry(country._id, {
                      [kind]: toggled(draft[kind], method._id, event.target.checked),
                    })
                  }
                />{' '}
                {method.name}
              </label>
            ))}
          </fieldset>
        );
        return (
          <details key={country._id} className="settings-country">
            <summary>
              {country.name}{' '}
              <span className="console-hint">
                {t('settings.countries.offered', {
                  transports: draft.transports.length,
                  allTransports: settings.transports.length,
                  payments: draft.payments.length,
                  allPayments: settings.payments.length,
                })}
              </span>
            </summary>
            {box(
              'transports',
              t('settings.countries.transportsIn', { country: country.name }),
              settings.transports,
            )}
            {box(
              'payments',
              t('settings.countries.paymentsIn', { country: country.name }),
              settings.payments,
            )}
          </details>
        );
      })}
    </section>
  );
}
