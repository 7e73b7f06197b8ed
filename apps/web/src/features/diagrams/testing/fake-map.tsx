// Stands in for the Leaflet map in jsdom (Leaflet needs real layout): one button per circle, with the
// real circle class names, so tests can pick positions "on the map".
import type { DiagramMapProps } from '../map/diagram-map';
import { markerClassName } from '../positions';

export default function FakeDiagramMap({
  diagram,
  linked,
  selected,
  onSelect,
  label,
  positionLabel,
}: DiagramMapProps) {
  return (
    <div role="region" aria-label={label}>
      {diagram.coordinates.map((c) => (
        <button
          key={c.pos}
          type="button"
          className={markerClassName(c.pos, linked.has(c.pos), c.pos === selected)}
          onClick={() => onSelect(c.pos)}
        >
          {`Circle ${positionLabel(c.pos, linked.has(c.pos))}`}
        </button>
      ))}
    </div>
  );
}
