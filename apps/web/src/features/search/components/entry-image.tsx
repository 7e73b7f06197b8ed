// A found diagram entry's drawing: a small image that opens the full drawing in the modal.
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { carDisplayName, thumbnailPath } from '@shop/domain';
import type { DiagramEntry } from '@shop/domain';
import { useModal } from '../../../components/ui/modal';
import { diagramPath } from '../../../lib/paths';

/** The generated thumbnails are 160 × 120; the grid shows them at half size. */
export const ENTRY_THUMB_WIDTH = 80;
export const ENTRY_THUMB_HEIGHT = 60;

export function EntryImageButton({ entry }: { entry: DiagramEntry }) {
  const { t } = useTranslation();
  const modal = useModal();
  const { diagram } = entry;
  // Ids too short for a thumbnail (SPEC §9) show the drawing itself, scaled down.
  const src = thumbnailPath(diagram.illustration) ?? diagram.image;
  const open = () =>
    modal.open(<EntryDrawing entry={entry} />, {
      label: t('search.entry.drawing', { name: diagram.name }),
    });
  return (
    <button
      type="button"
      className="search-grid__thumb"
      aria-label={t('search.entry.enlarge', { name: diagram.name })}
      onClick={open}
    >
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        width={ENTRY_THUMB_WIDTH}
        height={ENTRY_THUMB_HEIGHT}
      />
    </button>
  );
}

/** The modal's content: the drawing at full width, its name and a link to the chosen position. */
function EntryDrawing({ entry }: { entry: DiagramEntry }) {
  const { t } = useTranslation();
  const { diagram } = entry;
  return (
    <figure className="entry-drawing">
      <img
        className="entry-drawing__image"
        src={diagram.image}
        alt={t('search.entry.drawing', { name: diagram.name })}
      />
      <figcaption className="entry-drawing__caption">
        <span className="entry-drawing__name">
          {diagram.name} · {carDisplayName(diagram.car)} · {diagram.group.name}
        </span>
        {/* The modal closes by itself on the route change this link makes. */}
        <Link to={diagramPath(diagram.illustration, entry.position)}>
          {t('search.entry.open', { position: entry.position })}
        </Link>
      </figcaption>
    </figure>
  );
}
