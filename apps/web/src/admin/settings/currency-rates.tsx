// The currencies and their euro rates: how much of each one euro buys. The euro's own rate is 1
// and stays so (the server refuses another), so it is text, not a field.
import { useTranslation } from '../../lib/translate';
import type { AdminSettings } from '@shop/domain';
import { DecimalField } from './decimal-field';
import { BASE_CURRENCY, fieldName } from './settings-draft';
import type { FieldProblems } from './settings-draft';

interface Props {
  idPrefix: string;
  currencies: AdminSettings['currencies'];
  rates: Record<string, string>;
  problems: FieldProblems;
  onRate(code: string, text: string): void;
}

export function CurrencyRates({ idPrefix, currencies, rates, problems, onRate }: Props) {
  const { t } = useTranslation();
  const headingId = `${idPrefix}-currencies`;
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.currencies.title')}</h2>
      <p className="console-hint">{t('settings.currencies.intro')}</p>
      <div className="settings-scroll">
        <table className="settings-table">
          <caption>{t('settings.currencies.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('settings.currencies.code')}</th>
              <th scope="col">{t('settings.currencies.symbol')}</th>
              <th scope="col">{t('settings.currencies.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {currencies.map((currency) => {
              const name = fieldName.rate(currency.code);
              return (
                <tr key={currency.code}>
                  <th scope="row">{currency.code}</th>
                  <td>{currency.symbol}</td>
                  <td>
                    {currency.code === BASE_CURRENCY ? (
                      <>
                        1 <span className="console-hint">{t('settings.currencies.base')}</span>
                      </>
                    ) : (
                      <DecimalField
                        id={`${idPrefix}-${name}`}
                        label={t('settings.currencies.rateOf', { code: currency.code })}
                        value={rates[currency.code] ?? ''}
                        problem={problems[name]}
                        onChange={(text) => onRate(currency.code, text)}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
