// The drawing as a Leaflet map (L.CRS.Simple over the image) with one circle per numbered position.
// Loaded with React.lazy by the diagram page only, so Leaflet and its CSS stay out of other routes.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import L from 'leaflet';
import type { CircleMarker as LeafletCircleMarker, LatLngBounds, ResizeEvent } from 'leaflet';
import { useTranslation } from '../../../lib/translate';
import {
  CircleMarker,
  ImageOverlay,
  MapContainer,
  Tooltip,
  ZoomControl,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import type { Diagram } from '@shop/domain';
import { diagramBounds, markerClassName, markerColour, markerRadius, toLatLng } from '../positions';
import 'leaflet/dist/leaflet.css';
import './diagram-map.css';

export interface DiagramMapProps {
  diagram: Diagram;
  /** Base positions with an item (blue circles); the others are red. */
  linked: ReadonlySet<string>;
  selected: string | null;
  onSelect: (position: string) => void;
  /** Accessible name of the map, e.g. the diagram's name. */
  label: string;
  /** Name of a circle, e.g. 'Position 12', saying so when no part is listed there. */
  positionLabel: (position: string, hasPart: boolean) => string;
}

/** Spec minimum zoom (SPEC §2); quarter steps let fitBounds and the buttons use it. */
const MIN_ZOOM = -2.5;

export default function DiagramMap(props: DiagramMapProps) {
  const { t } = useTranslation();
  const { diagram, label } = props;
  const bounds = useMemo(() => L.latLngBounds(diagramBounds(diagram)), [diagram]);
  return (
    <div className="diagram-map">
      <MapContainer
        key={diagram.illustration}
        className="diagram-map__canvas"
        crs={L.CRS.Simple}
        bounds={bounds}
        maxBounds={bounds.pad(0.5)}
        minZoom={MIN_ZOOM}
        maxZoom={2}
        zoomSnap={0.25}
        zoomDelta={0.5}
        keyboard
        scrollWheelZoom
        // One wheel notch (100px) zooms about ¾ of a level: finer than Leaflet's tile-map default.
        wheelPxPerZoomLevel={120}
        touchZoom
        zoomControl={false}
        attributionControl={false}
      >
        <AfterTheMap>
          <ZoomControl zoomInTitle={t('diagrams.zoomIn')} zoomOutTitle={t('diagrams.zoomOut')} />
          <ImageOverlay url={diagram.image} bounds={bounds} alt={label} />
          <FitBounds bounds={bounds} label={label} />
          <Markers {...props} />
        </AfterTheMap>
      </MapContainer>
    </div>
  );
}

/**
 * The map's layers, drawn in a render of their own that yields to the browser: made in the same
 * task as the map, they made one long task that a tap on a phone had to wait for.
 */
function AfterTheMap({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}

/** Fits the drawing on open and whenever the map's width changes (not on a mobile toolbar's hiding). */
function FitBounds({ bounds, label }: { bounds: LatLngBounds; label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('aria-label', label);
    container.setAttribute('role', 'region');
    map.fitBounds(bounds);
    const onResize = (event: ResizeEvent) => {
      if (event.oldSize.x !== event.newSize.x) map.fitBounds(bounds);
    };
    map.on('resize', onResize);
    // Leaflet only watches the window; the container also changes size with the page's layout.
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(container);
    return () => {
      observer.disconnect();
      map.off('resize', onResize);
    };
  }, [map, bounds, label]);
  return null;
}

/** Makes a circle's SVG path a named button in the tab order that Enter or Space selects. */
function asButton(path: Element, name: string, pressed: boolean, select: () => void): void {
  path.setAttribute('tabindex', '0');
  path.setAttribute('role', 'button');
  path.setAttribute('aria-label', name);
  path.setAttribute('aria-pressed', String(pressed));
  path.addEventListener('keydown', (event) => {
    const { key } = event as KeyboardEvent;
    if (key !== 'Enter' && key !== ' ') return;
    event.preventDefault();
    select();
  });
}

function Markers({ diagram, linked, selected, onSelect, positionLabel }: DiagramMapProps) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  const selectedMarker = useRef<LeafletCircleMarker>(null);
  // A circle chosen from the keyboard is drawn anew: the focus follows it to the new one.
  const refocus = useRef<string | null>(null);
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });

  const selectedCoordinate = diagram.coordinates.find((c) => c.pos === selected);
  // The chosen circle comes to the front and into view (chosen from the buttons or the list).
  useEffect(() => {
    if (!selectedCoordinate) return;
    selectedMarker.current?.bringToFront();
    map.panInside(toLatLng(selectedCoordinate, diagram.height), { padding: [48, 48] });
    if (refocus.current !== selectedCoordinate.pos) return;
    refocus.current = null;
    const path = selectedMarker.current?.getElement();
    if (path instanceof SVGElement) path.focus({ preventScroll: true });
  }, [map, selectedCoordinate, diagram.height]);

  return diagram.coordinates.map((coordinate) => {
    const isLinked = linked.has(coordinate.pos);
    const isSelected = coordinate.pos === selected;
    const colour = markerColour(coordinate.pos, linked);
    return (
      <CircleMarker
        // Leaflet sets a path's class once: a state change makes a new circle.
        key={`${coordinate.pos}:${isLinked}:${isSelected}`}
        ref={isSelected ? selectedMarker : undefined}
        center={toLatLng(coordinate, diagram.height)}
        radius={markerRadius(coordinate, zoom)}
        className={markerClassName(coordinate.pos, isLinked, isSelected)}
        pathOptions={{
          color: colour,
          fillColor: colour,
          weight: isSelected ? 5 : 2,
          opacity: 1,
          fillOpacity: isSelected ? 0.3 : 0.12,
        }}
        eventHandlers={{
          click: (event) => {
            // A click focuses the circle, which is drawn anew: the focus follows it.
            const path = (event.target as LeafletCircleMarker).getElement();
            if (path && path === document.activeElement) refocus.current = coordinate.pos;
            onSelect(coordinate.pos);
          },
          add: (event) => {
            const path = (event.target as LeafletCircleMarker).getElement();
            if (!path) return;
            asButton(path, positionLabel(coordinate.pos, isLinked), isSelected, () => {
              refocus.current = coordinate.pos;
              onSelect(coordinate.pos);
            });
          },
        }}
      >
        <Tooltip direction="top" offset={[0, -8]}>
          {positionLabel(coordinate.pos, isLinked)}
        </Tooltip>
      </CircleMarker>
    );
  });
}
