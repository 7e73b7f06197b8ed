// The footer's VAT, currency and language choices (SPEC §1): labelled native selects.
import { useId } from 'react';
import { VAT_CHOICES, VISIBLE_CURRENCIES, parseVatChoice, vatPercent } from '@shop/domain';
import { useTranslation } from '../../lib/translate';
import { usePreferences } from '../../lib/preferences';
import { LanguageSelect } from './language-select';

export function PreferenceSelects() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const vatId = useId();
  const currencyId = useId();
  const symbols = new Map(prefs.currencies.map((c) => [c.code, c.symbol]));

  return (
    <div className="footer__prefs">
      <div className="field">
        <label htmlFor={vatId}>{t('footer.vat')}</label>
        <select
          id={vatId}
          value={prefs.vat}
          onChange={(event) => prefs.setVat(parseVatChoice(event.target.value))}
        >
          {VAT_CHOICES.map((vat) => (
            <option key={vat} value={vat}>
              {t('footer.vatRate', { rate: vatPercent(vat, prefs.language) })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={currencyId}>{t('footer.currency')}</label>
        <select
          id={currencyId}
          value={prefs.currency.code}
          onChange={(event) => prefs.setCurrency(event.target.value)}
        >
          {VISIBLE_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {symbols.has(code) ? `${code} (${symbols.get(code)})` : code}
            </option>
          ))}
        </select>
      </div>
      <LanguageSelect value={prefs.language} onChoose={prefs.setLanguage} />
    </div>
  );
}
