// One button per position under the drawing: the keyboard's way to every circle (aria-pressed marks
// the chosen one; the colour dot repeats the circle's blue or red).
import { useTranslation } from '../../../lib/translate';

export interface PositionButtonsProps {
  positions: readonly string[];
  linked: ReadonlySet<string>;
  selected: string | null;
  onSelect: (position: string) => void;
}

export function PositionButtons({ positions, linked, selected, onSelect }: PositionButtonsProps) {
  const { t } = useTranslation();
  if (positions.length === 0) return null;
  return (
    <div className="position-buttons" role="group" aria-label={t('diagrams.positions')}>
      {positions.map((position) => (
        <button
          key={position}
          type="button"
          className={`position-button position-button--${linked.has(position) ? 'linked' : 'unlinked'}`}
          aria-pressed={position === selected}
          aria-label={t('diagrams.position', { position })}
          onClick={() => onSelect(position)}
        >
          {position}
        </button>
      ))}
    </div>
  );
}
