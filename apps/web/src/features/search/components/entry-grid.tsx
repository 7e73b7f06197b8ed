// Found diagram entries (SPEC §2): image (opens the drawing), Diag. (diagram name and position),
// Description (linked), Reference, Ships, Price; Diag., Description and Reference sort in the browser.
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { normaliseReference } from '@shop/domain';
import type { DiagramEntry } from '@shop/domain';
import type { DataGridColumn } from '../../../components/ui/data-grid';
import { PriceCell } from '../../../components/item-cells/price-cell';
import { ShipsCell } from '../../../components/item-cells/ships-cell';
import { itemPath } from '../../../lib/paths';
import { diagramPath } from '../../../lib/paths';
import { textCompare } from '../search-query';
import { SearchGrid } from './search-grid';
import { EntryImageButton } from './entry-image';

export const entryKey = (entry: DiagramEntry) => `${entry.diagram.illustration}|${entry.position}`;

/** What the Description column shows: the entry's own text, else its item's name. */
export function entryDescription(entry: DiagramEntry): string {
  return entry.description.join(', ') || entry.item?.name || '';
}

function useColumns(): DataGridColumn<DiagramEntry>[] {
  const { t, i18n } = useTranslation();
  const byText = textCompare(i18n.language);
  return [
    {
      id: 'image',
      header: t('search.columns.image'),
      headerHidden: true,
      className: 'search-grid__image',
      cell: (entry) => <EntryImageButton entry={entry} />,
    },
    {
      id: 'diagram',
      header: t('search.columns.diagram'),
      sortable: true,
      className: 'search-grid__diagram',
      compare: (a, b) => byText(a.diagram.name, b.diagram.name) || byText(a.position, b.position),
      cell: (entry) => (
        <Link to={diagramPath(entry.diagram.illustration, entry.position)}>
          {entry.diagram.name}{' '}
          <span className="search-grid__detail">
            {t('search.entry.position', { position: entry.position })}
          </span>
        </Link>
      ),
    },
    {
      id: 'description',
      header: t('search.columns.description'),
      sortable: true,
      rowHeader: true,
      className: 'search-grid__name',
      compare: (a, b) => byText(entryDescription(a), entryDescription(b)),
      cell: (entry) => <DescriptionCell entry={entry} />,
    },
    {
      id: 'reference',
      header: t('search.columns.reference'),
      sortable: true,
      className: 'search-grid__reference',
      compare: (a, b) => byText(normaliseReference(a.reference), normaliseReference(b.reference)),
      cell: (entry) => entry.reference,
    },
    {
      id: 'ships',
      header: t('search.columns.ships'),
      className: 'search-grid__ships',
      cell: (entry) => (entry.item ? <ShipsCell item={entry.item} /> : null),
    },
    {
      id: 'price',
      header: t('search.columns.price'),
      className: 'search-grid__price',
      cell: (entry) =>
        entry.item ? <PriceCell item={entry.item} carSlug={entry.diagram.car.slug} /> : null,
    },
  ];
}

/** Linked to the item within the diagram's car and group; a position without an item says so. */
function DescriptionCell({ entry }: { entry: DiagramEntry }) {
  const { t } = useTranslation();
  const text = entryDescription(entry);
  const { item, diagram } = entry;
  if (!item) {
    return (
      <>
        <Link to={diagramPath(diagram.illustration, entry.position)}>{text || '–'}</Link>
        <span className="search-grid__detail">{t('search.entry.notSold')}</span>
      </>
    );
  }
  return (
    <>
      <Link to={itemPath(item._id, diagram.car.slug, diagram.group.slug)}>{text}</Link>
      {/* The item's own name, when the drawing calls it something else. */}
      {text.toLocaleLowerCase() !== item.name.toLocaleLowerCase() ? (
        <span className="search-grid__detail">{item.name}</span>
      ) : null}
    </>
  );
}

export interface EntryGridProps {
  entries: readonly DiagramEntry[];
  caption: string;
}

export function EntryGrid({ entries, caption }: EntryGridProps) {
  const columns = useColumns();
  return (
    <SearchGrid
      columns={columns}
      rows={entries}
      rowKey={entryKey}
      caption={caption}
      className="search-grid--entries"
    />
  );
}
