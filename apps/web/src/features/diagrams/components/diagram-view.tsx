// The diagram page's content: breadcrumb, sibling thumbnails, and the drawing flipping to a parts list.
import { Suspense, lazy, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { usePageTitle } from '../../../lib/page-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Spinner } from '../../../components/ui/spinner';
import { carPath } from '../../../lib/paths';
import { carDisplayName } from '@shop/domain';
import type { DiagramResponse } from '@shop/domain';
import type { DiagramMapProps } from '../map/diagram-map';
import { useSelectPosition } from '../hooks/use-select-position';
import { diagramPositions, entriesAt, linkedPositions } from '../positions';
import { DiagramTable } from './diagram-table';
import { DiagramThumbs } from './diagram-thumbs';
import { PositionButtons } from './position-buttons';
import { PositionPanel } from './position-panel';
import './diagram-page.css';

// Leaflet and its CSS load with this route only, after the page's own code.
const DiagramMap = lazy(() => import('../map/diagram-map'));

type View = 'map' | 'list';

export interface DiagramViewProps {
  data: DiagramResponse;
  /** The base position the URL chose, or null. */
  selected: string | null;
}

export function DiagramView({ data, selected }: DiagramViewProps) {
  const { t } = useTranslation();
  const { diagram, diagrams, diagramItems } = data;
  const [view, setView] = useState<View>('map');
  const views = useRef<HTMLDivElement>(null);
  const select = useSelectPosition(diagram.illustration);
  const linked = useMemo(() => linkedPositions(diagramItems), [diagramItems]);
  const positions = useMemo(() => diagramPositions(diagram, diagramItems), [diagram, diagramItems]);
  const positionLabel = (position: string, hasPart: boolean) =>
    t(hasPart ? 'diagrams.position' : 'diagrams.positionNoPart', { position });

  usePageTitle(diagram.name);
  // From the list, back to the map with that position highlighted and the map in view.
  const pickFromList = (position: string) => {
    setView('map');
    select(position, () => views.current?.scrollIntoView({ block: 'start' }));
  };

  return (
    <article className="diagram-page">
      <Breadcrumb
        items={[
          { label: t('breadcrumb.home'), to: '/' },
          { label: carDisplayName(diagram.car), to: carPath(diagram.car.slug) },
          {
            label: diagram.group.name,
            to: carPath(diagram.car.slug, diagram.group.slug, { view: 'diagrams' }),
          },
          { label: diagram.name },
        ]}
      />
      <header className="diagram-page__header">
        <h1 className="diagram-page__title">{diagram.name}</h1>
        <p className="diagram-page__meta">
          {[
            carDisplayName(diagram.car),
            diagram.group.name,
            ...diagram.model,
            ...diagram.remark,
          ].join(' · ')}
        </p>
        {diagram.description.length > 0 ? (
          // The catalog's description lines (name and car, then the engines) are separate facts.
          <p className="diagram-page__description">{diagram.description.join(' · ')}</p>
        ) : null}
      </header>
      {diagrams.length > 1 ? (
        <DiagramThumbs
          diagrams={diagrams}
          current={diagram.illustration}
          label={t('diagrams.siblings', { group: diagram.group.name })}
          compact
        />
      ) : null}
      <div className="diagram-page__views" ref={views}>
        <div className="diagram-flip" role="group" aria-label={t('diagrams.view.label')}>
          {(['map', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className="diagram-flip__button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {t(`diagrams.view.${v}`)}
            </button>
          ))}
        </div>
        {view === 'map' ? (
          <div className="diagram-page__map-view">
            <div className="diagram-page__drawing">
              <Drawing
                diagram={diagram}
                linked={linked}
                selected={selected}
                onSelect={select}
                label={t('diagrams.mapLabel', { name: diagram.name })}
                positionLabel={positionLabel}
              />
              <p className="diagram-page__help">{t('diagrams.mapHelp')}</p>
              <PositionButtons
                positions={positions}
                linked={linked}
                selected={selected}
                onSelect={(position) => select(position)}
              />
            </div>
            <PositionPanel
              diagram={diagram}
              position={selected}
              entries={selected ? entriesAt(diagramItems, selected) : []}
            />
          </div>
        ) : (
          <div className="diagram-page__list-view">
            <DiagramTable
              diagram={diagram}
              entries={diagramItems}
              selected={selected}
              onPick={pickFromList}
            />
          </div>
        )}
      </div>
    </article>
  );
}

/**
 * The drawing as a picture (in the server's HTML, and while the map's code loads), then as the map.
 * Apart from the page, so only this part draws again once the page is live.
 */
function Drawing(props: DiagramMapProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const preview = (
    <div className="diagram-page__map-placeholder">
      <img
        className="diagram-page__preview"
        src={props.diagram.image}
        alt=""
        fetchPriority="high"
      />
      <Spinner label={t('diagrams.loadingMap')} />
    </div>
  );
  if (!hydrated) return preview;
  return (
    <Suspense fallback={preview}>
      <DiagramMap {...props} />
    </Suspense>
  );
}
