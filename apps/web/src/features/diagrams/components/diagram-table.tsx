// The list view of a diagram (SPEC §2): Position, Reference, Description, Remark (hidden on narrow
// screens), Quantity (hidden on narrower ones), Model, and Price with add-to-cart.
import { useTranslation } from '../../../lib/translate';
import type { Diagram, DiagramItem } from '@shop/domain';
import { DataGrid } from '../../../components/ui/data-grid';
import type { DataGridColumn } from '../../../components/ui/data-grid';
import { PriceCell } from '../../../components/item-cells/price-cell';

export interface DiagramTableProps {
  diagram: Diagram;
  entries: readonly DiagramItem[];
  selected: string | null;
  /** Chooses a base position (the page then flips back to the map). */
  onPick: (position: string) => void;
}

/** Column classes the stylesheet hides below 720px and 480px. */
export const REMARK_CLASS = 'diagram-table__remark';
export const QUANTITY_CLASS = 'diagram-table__quantity';

const rowKey = (entry: DiagramItem) => `${entry.position}-${entry.index}`;

export function DiagramTable({ diagram, entries, selected, onPick }: DiagramTableProps) {
  const { t } = useTranslation();
  const columns: DataGridColumn<DiagramItem>[] = [
    {
      id: 'position',
      header: t('diagrams.columns.position'),
      className: 'diagram-table__position',
      cell: (entry) => (
        <button
          type="button"
          className="position-button"
          aria-label={t('diagrams.showOnMap', { position: entry.position })}
          aria-current={entry.basePosition === selected ? 'true' : undefined}
          onClick={() => onPick(entry.basePosition)}
        >
          {entry.position}
        </button>
      ),
    },
    {
      id: 'reference',
      header: t('diagrams.columns.reference'),
      rowHeader: true,
      className: 'diagram-table__reference',
      cell: (entry) => entry.reference,
    },
    {
      id: 'description',
      header: t('diagrams.columns.description'),
      cell: (entry) => (
        <>
          {entry.description.join(', ')}
          {entry.item ? <span className="diagram-table__item">{entry.item.name}</span> : null}
        </>
      ),
    },
    {
      id: 'remark',
      header: t('diagrams.columns.remark'),
      className: REMARK_CLASS,
      cell: (entry) => entry.remark.join(', '),
    },
    {
      id: 'quantity',
      header: t('diagrams.columns.quantity'),
      className: QUANTITY_CLASS,
      cell: (entry) => entry.quantity.join(', '),
    },
    {
      id: 'model',
      header: t('diagrams.columns.model'),
      className: 'diagram-table__model',
      cell: (entry) => entry.model.join(', '),
    },
    {
      id: 'price',
      header: t('diagrams.columns.price'),
      className: 'diagram-table__price',
      cell: (entry) =>
        entry.item ? <PriceCell item={entry.item} carSlug={diagram.car.slug} /> : null,
    },
  ];
  return (
    <DataGrid
      columns={columns}
      rows={entries}
      rowKey={rowKey}
      caption={t('diagrams.tableCaption', { name: diagram.name })}
      captionHidden
      empty={t('diagrams.noParts')}
      className="diagram-table"
      rowClassName={(entry) =>
        entry.basePosition === selected ? 'diagram-table__row--selected' : undefined
      }
    />
  );
}
