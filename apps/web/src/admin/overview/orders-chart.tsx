// Orders and revenue per day as bars, with the same figures as a table for screen readers and
// for reading exact values. Revenue stays per currency: sums are never converted.
import { useTranslation } from '../../lib/translate';
import type { AdminOverview } from '@shop/domain';
import { formatAmount, languageOr } from '@shop/domain';

const HEIGHT = 120;
const BAR = 14;
const GAP = 4;

export function OrdersChart({ days }: { days: AdminOverview['days'] }) {
  const { t, i18n } = useTranslation();
  const language = languageOr(i18n.language);
  const most = Math.max(1, ...days.map((d) => d.orders));
  const dayName = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const label = (date: string) => dayName.format(new Date(`${date}T00:00:00Z`));
  const revenue = (day: AdminOverview['days'][number]) =>
    day.revenue
      .map((r) => `${formatAmount(r.amount, r.exponent, language)} ${r.currency}`)
      .join(', ') || '–';
  const total = days.reduce((n, d) => n + d.orders, 0);
  const width = days.length * (BAR + GAP);
  return (
    <section aria-labelledby="overview-chart">
      <h2 id="overview-chart">{t('overview.chart', { count: total })}</h2>
      <svg
        className="overview-chart"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={t('overview.chartLabel', { count: total })}
        preserveAspectRatio="none"
      >
        {days.map((day, index) => {
          const height = Math.round((day.orders / most) * (HEIGHT - 4));
          return (
            <rect
              key={day.date}
              x={index * (BAR + GAP)}
              y={HEIGHT - height}
              width={BAR}
              height={height}
            >
              <title>{`${label(day.date)}: ${t('overview.orders', { count: day.orders })}`}</title>
            </rect>
          );
        })}
      </svg>
      <details>
        <summary>{t('overview.asTable')}</summary>
        <div className="audit-scroll">
          <table className="audit-table">
            <caption>{t('overview.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('overview.day')}</th>
                <th scope="col">{t('overview.ordersColumn')}</th>
                <th scope="col">{t('overview.revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    <time dateTime={day.date}>{label(day.date)}</time>
                  </th>
                  <td>{day.orders}</td>
                  <td>{revenue(day)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
