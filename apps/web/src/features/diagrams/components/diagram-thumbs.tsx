// Thumbnails of diagrams, sorted by name, each linking to its diagram page (car page, sibling strip).
import { Link } from 'react-router';
import { thumbnailPath } from '@shop/domain';
import type { Diagram } from '@shop/domain';
import { diagramPath } from '../../../lib/paths';
import './diagram-thumbs.css';

/** Thumbnail size in CSS pixels: the generated thumbnails are 160 × 120. */
export const THUMB_WIDTH = 160;
export const THUMB_HEIGHT = 120;

/** By name, then illustration id, whatever order the server sent. */
export function sortByName(diagrams: readonly Diagram[]): Diagram[] {
  return [...diagrams].sort(
    (a, b) =>
      a.name.localeCompare(b.name, undefined, { numeric: true }) ||
      a.illustration.localeCompare(b.illustration),
  );
}

export interface DiagramThumbsProps {
  diagrams: readonly Diagram[];
  /** Accessible name of the list. */
  label: string;
  /** The illustration on screen (marked aria-current), if any. */
  current?: string;
  /** Smaller tiles, e.g. the sibling strip above a diagram. */
  compact?: boolean;
}

export function DiagramThumbs({ diagrams, label, current, compact = false }: DiagramThumbsProps) {
  return (
    <ul className={`diagram-thumbs${compact ? ' diagram-thumbs--compact' : ''}`} aria-label={label}>
      {sortByName(diagrams).map((diagram) => (
        <li key={diagram.illustration}>
          <DiagramThumb diagram={diagram} current={diagram.illustration === current} />
        </li>
      ))}
    </ul>
  );
}

function DiagramThumb({ diagram, current }: { diagram: Diagram; current: boolean }) {
  const src = thumbnailPath(diagram.illustration);
  return (
    <Link
      to={diagramPath(diagram.illustration)}
      className="diagram-thumbs__link"
      aria-current={current ? 'page' : undefined}
    >
      {src ? (
        <img
          className="diagram-thumbs__image"
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
        />
      ) : (
        // Ids under 9 characters have no thumbnail (SPEC §9): a tile with the id keeps the grid even.
        <span className="diagram-thumbs__image diagram-thumbs__fallback" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32">
            <path d="M4 4h16v16H4zM8 9h2v2H8zm5 0h3v1h-3zm-5 5h2v2H8zm5 0h3v1h-3z" />
          </svg>
        </span>
      )}
      <span className="diagram-thumbs__name">{diagram.name}</span>
    </Link>
  );
}
