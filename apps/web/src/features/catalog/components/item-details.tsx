// The item page's side sections: references, old numbers replaced, related parts, shipping info and
// linked diagrams.
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { carDisplayName, formatMoney, freeShippingThreshold, thumbnailPath } from '@shop/domain';
import type { Diagram, DiagramItem, Item } from '@shop/domain';
import { usePreferences } from '../../../lib/preferences';
import { useCountries } from '../api';
import { diagramPath, itemPath } from '../../../lib/paths';

export function References({ item }: { item: Item }) {
  const { t } = useTranslation();
  const visible = item.references.filter((r) => r.visible);
  if (visible.length === 0) return null;
  return (
    <section className="item-section" aria-labelledby={`refs-${item._id}`}>
      <h2 id={`refs-${item._id}`}>{t('catalog.item.references')}</h2>
      <ul className="item-references">
        {visible.map((reference) => (
          <li key={reference.id}>
            <code>{reference.id}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The old part numbers this item replaces (superseded numbers). */
export function Replaces({ item }: { item: Item }) {
  const { t } = useTranslation();
  if (item.replaces.length === 0) return null;
  return (
    <section className="item-section" aria-labelledby={`replaces-${item._id}`}>
      <h2 id={`replaces-${item._id}`}>{t('catalog.item.replaces')}</h2>
      <ul className="item-references">
        {item.replaces.map((number) => (
          <li key={number}>
            <code>{number}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RelatedParts({ item }: { item: Item }) {
  const { t } = useTranslation();
  if (item.related.length === 0) return null;
  return (
    <section className="item-section" aria-labelledby={`related-${item._id}`}>
      <h2 id={`related-${item._id}`}>{t('catalog.item.related')}</h2>
      <ul className="item-related">
        {item.related.map((related) => (
          <li key={related._id}>
            <Link to={itemPath(related._id)}>{related.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ShippingInfo() {
  const { t } = useTranslation();
  const { currency, language } = usePreferences();
  const countries = useCountries();
  const free = (countries.data ?? []).filter((c) => c.gratis_threshold > 0);
  return (
    <section className="item-section" aria-labelledby="item-shipping-info">
      <h2 id="item-shipping-info">{t('catalog.item.shipping')}</h2>
      <ul className="item-shipping">
        {free.map((country) => (
          <li key={country._id}>
            {t('catalog.item.freeShipping', {
              country: country.name,
              // A round figure in running text: "500 €" rather than "500,00 €".
              amount: formatMoney(
                freeShippingThreshold(country, currency) ?? 0,
                currency,
                language,
                {
                  dropZeroCents: true,
                },
              ),
            })}
          </li>
        ))}
        <li>{t('catalog.item.returns')}</li>
        <li>{t('catalog.item.sameDay')}</li>
      </ul>
    </section>
  );
}

export interface LinkedDiagram {
  diagram: Diagram;
  position: string | null;
}

/** Each diagram with the position this item has in it (its first, when it appears more than once). */
export function linkedDiagrams(
  itemId: string,
  diagrams: readonly Diagram[],
  diagramItems: readonly DiagramItem[],
): LinkedDiagram[] {
  return diagrams.map((diagram) => ({
    diagram,
    position:
      diagramItems.find((d) => d.illustration === diagram.illustration && d.item?._id === itemId)
        ?.position ?? null,
  }));
}

export function LinkedDiagrams({ links }: { links: readonly LinkedDiagram[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <section className="item-section" aria-labelledby="item-diagrams">
      <h2 id="item-diagrams">{t('catalog.item.diagrams')}</h2>
      <ul className="item-diagrams">
        {links.map(({ diagram, position }) => {
          const thumb = thumbnailPath(diagram.illustration);
          return (
            <li key={diagram.illustration}>
              <Link
                to={diagramPath(diagram.illustration, position)}
                className="item-diagrams__link"
              >
                {thumb ? <img src={thumb} alt="" loading="lazy" width={96} height={72} /> : null}
                <span>
                  <span className="item-diagrams__name">{diagram.name}</span>
                  <span className="item-diagrams__meta">
                    {`${carDisplayName(diagram.car)} · ${diagram.group.name}`}
                    {position ? ` · ${t('catalog.item.position', { position })}` : ''}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
