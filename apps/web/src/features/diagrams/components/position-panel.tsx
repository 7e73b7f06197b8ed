// The info panel of the chosen position (SPEC §2): every entry at that base position, with its item's
// image, reference, price, shipping, description, remarks, models and add-to-cart.
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import type { Diagram, DiagramItem, Item } from '@shop/domain';
import { PriceCell } from '../../../components/item-cells/price-cell';
import { ShipsCell } from '../../../components/item-cells/ships-cell';
import { itemPath } from '../../../lib/paths';

export interface PositionPanelProps {
  diagram: Diagram;
  /** The chosen base position, or null before one is picked. */
  position: string | null;
  /** The entries at `position`, by index. */
  entries: readonly DiagramItem[];
}

export const PANEL_IMAGE_SIZE = 96;

export function PositionPanel({ diagram, position, entries }: PositionPanelProps) {
  const { t } = useTranslation();
  const headingId = 'diagram-position-heading';
  return (
    <section className="position-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="position-panel__title">
        {position ? t('diagrams.position', { position }) : t('diagrams.pickPosition')}
      </h2>
      {position === null ? (
        <p className="position-panel__hint">{t('diagrams.pickHint')}</p>
      ) : entries.length === 0 ? (
        <p className="position-panel__hint">{t('diagrams.noEntries')}</p>
      ) : (
        <ul className="position-panel__entries">
          {entries.map((entry) => (
            <li key={`${entry.position}-${entry.index}`} className="position-entry">
              {entry.item ? (
                <SoldEntry entry={entry} item={entry.item} diagram={diagram} />
              ) : (
                <UnsoldEntry entry={entry} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SoldEntry({ entry, item, diagram }: { entry: DiagramItem; item: Item; diagram: Diagram }) {
  return (
    <article className="position-entry__body" aria-label={item.name}>
      <img
        className="position-entry__image"
        src={item.image}
        alt={item.name}
        loading="lazy"
        decoding="async"
        width={PANEL_IMAGE_SIZE}
        height={PANEL_IMAGE_SIZE}
      />
      <div className="position-entry__main">
        <h3 className="position-entry__name">
          <Link to={itemPath(item._id, diagram.car.slug, diagram.group.slug)}>{item.name}</Link>
        </h3>
        <EntryFacts entry={entry} />
        <div className="position-entry__offer">
          <ShipsCell item={item} />
          <PriceCell item={item} carSlug={diagram.car.slug} />
        </div>
        {item.description ? <p className="position-entry__text">{item.description}</p> : null}
      </div>
    </article>
  );
}

function UnsoldEntry({ entry }: { entry: DiagramItem }) {
  const { t } = useTranslation();
  return (
    <article className="position-entry__body position-entry__body--unsold">
      <div className="position-entry__main">
        <EntryFacts entry={entry} />
        <p className="position-entry__unsold">{t('diagrams.notSold')}</p>
      </div>
    </article>
  );
}

/** Reference, position, quantity, description, remarks and models of one diagram entry. */
function EntryFacts({ entry }: { entry: DiagramItem }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('diagrams.columns.reference'), entry.reference],
    // The label only when it differs from the panel's base position, e.g. '(12a)'.
    [t('diagrams.columns.position'), entry.position === entry.basePosition ? '' : entry.position],
    [t('diagrams.columns.description'), entry.description.join(', ')],
    [t('diagrams.columns.remark'), entry.remark.join(', ')],
    [t('diagrams.columns.model'), entry.model.join(', ')],
    [t('diagrams.columns.quantity'), entry.quantity.join(', ')],
  ];
  return (
    <dl className="position-entry__facts">
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} className="position-entry__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
