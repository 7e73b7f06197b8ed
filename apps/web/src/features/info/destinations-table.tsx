// The terms' table of the countries the shop delivers to, from the same country, payment and
// threshold data the checkout uses: each country's VAT, free shipping, delivery time and the payment
// methods it can use, so the terms never promise what the checkout does not offer.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translate';
import { formatMoney, freeShippingThreshold, sortCountries, vatPercent } from '@shop/domain';
import { countryName } from '../../components/form/country-select';
import { api } from '../../lib/api-calls';
import { apiGet } from '../../lib/http';
import { usePreferences } from '../../lib/preferences';

/** Each country's usual delivery time; a country not named here reads the general one. */
const DELIVERY_TIMES: Readonly<Record<string, string>> = {
  se: 'info.terms.destinations.days.se',
  fi: 'info.terms.destinations.days.fi',
  no: 'info.terms.destinations.days.no',
  dk: 'info.terms.destinations.days.dk',
  de: 'info.terms.destinations.days.de',
  gb: 'info.terms.destinations.days.gb',
};

export function DestinationsTable() {
  const { t } = useTranslation();
  const { currency, language } = usePreferences();
  const data = useQuery({
    queryKey: ['info', 'destinations', language],
    queryFn: ({ signal }) => apiGet(api.checkoutData, { signal }),
    staleTime: 5 * 60_000,
  });
  if (!data.data) return null;
  const payments = new Map(data.data.payments.map((p) => [p._id, p]));
  return (
    <table className="info__table">
      <caption className="visually-hidden">{t('info.terms.destinations.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('info.terms.destinations.country')}</th>
          <th scope="col">{t('info.terms.destinations.vat')}</th>
          <th scope="col">{t('info.terms.destinations.free')}</th>
          <th scope="col">{t('info.terms.destinations.delivery')}</th>
          <th scope="col">{t('info.terms.destinations.payments')}</th>
        </tr>
      </thead>
      <tbody>
        {sortCountries(data.data.countries).map((country) => {
          const threshold = freeShippingThreshold(country, currency);
          const usable = country.payments
            .map((id) => payments.get(id))
            .filter((p) => p !== undefined && !p.disabled)
            .map((p) => p!.name);
          return (
            <tr key={country._id}>
              <th scope="row">{countryName(country, language)}</th>
              <td>
                {country.vat > 0
                  ? `${vatPercent(country.vat, language)} %`
                  : t('info.terms.destinations.noVat')}
              </td>
              <td>
                {threshold === null
                  ? t('info.terms.destinations.noFree')
                  : formatMoney(threshold, currency, language, { dropZeroCents: true })}
              </td>
              <td>{t(DELIVERY_TIMES[country.slug] ?? 'info.terms.destinations.days.other')}</td>
              <td>{usable.join(', ')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
