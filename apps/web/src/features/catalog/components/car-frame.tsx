// The car page's frame (SPEC §2): breadcrumb, the car's groups, the list/diagram toggle and header.
// What shows under the header (items, diagrams, search results) is the route's choice: the route
// page composes this frame with the content of the catalog, diagrams or search.
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { MAX_PAGE, carDisplayName, carPageTitle, isSlug, pageNumber } from '@shop/domain';
import type { CarItemGroup, CarResponse, ItemSort } from '@shop/domain';
import { usePageTitle } from '../../../lib/page-title';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { LoadError } from '../../../components/ui/load-error';
import { NotFound } from '../../../components/ui/not-found';
import { Spinner } from '../../../components/ui/spinner';
import { carPath } from '../../../lib/paths';
import type { CarView } from '../../../lib/paths';
import { carSearchPath } from '../../../lib/search-paths';
import { useCar } from '../api';
import { isNotFound } from '../../../lib/http';
import { useItemSort } from '../hooks/use-item-sort';
import { CarHeader } from './car-header';
import { GroupNav } from './group-nav';
import { ItemList } from './item-list';
import { PartGroups } from './part-groups';
import './car-frame.css';

export type CarPageMode = 'items' | 'diagrams' | 'search' | 'diagrams-search';

type CarParams = 'carSlug' | 'groupSlug' | 'page';

/** What the frame shows, for the route to choose the content under the header. */
export interface CarFrameView {
  car: CarResponse['car'];
  groups: CarItemGroup[];
  /** The chosen group, or null for the car's latest updates. */
  group: CarItemGroup | null;
  /** The group's name, or 'Latest updates'. */
  title: string;
  view: CarView;
  page: number;
  sort: ItemSort | null;
  /** On the car's search routes, with the address's query. */
  searching: boolean;
  q: string;
}

export interface CarFrameProps {
  mode: CarPageMode;
  children: (shown: CarFrameView) => ReactNode;
}

/** The toggle's view for a route mode; the search routes keep the view their suffix names. */
function viewOf(mode: CarPageMode): CarView {
  return mode === 'diagrams' || mode === 'diagrams-search' ? 'diagrams' : 'items';
}

export function CarFrame({ mode, children }: CarFrameProps) {
  const { t } = useTranslation();
  const params = useParams<CarParams>();
  const carSlug = params.carSlug ?? '';
  const groupSlug = params.groupSlug ?? null;
  const validSlugs = isSlug(carSlug) && (groupSlug === null || isSlug(groupSlug));
  const car = useCar(validSlugs ? carSlug : undefined);

  if (!validSlugs) {
    return <NotFound message={t('catalog.unknownCar', { car: carSlug })} />;
  }
  if (car.isPending) return <Spinner />;
  if (car.isError) {
    if (isNotFound(car.error)) {
      return <NotFound message={t('catalog.unknownCar', { car: carSlug })} />;
    }
    return (
      <LoadError
        className="car-page__error"
        message={t('catalog.loadError')}
        retryLabel={t('catalog.retry')}
        onRetry={() => void car.refetch()}
      />
    );
  }
  return (
    <CarShown data={car.data} mode={mode} groupSlug={groupSlug} pageParam={params.page}>
      {children}
    </CarShown>
  );
}

interface CarShownProps {
  data: CarResponse;
  mode: CarPageMode;
  groupSlug: string | null;
  pageParam: string | undefined;
  children: CarFrameProps['children'];
}

function CarShown({ data, mode, groupSlug, pageParam, children }: CarShownProps) {
  const { t } = useTranslation();
  const sort = useItemSort();
  const [params] = useSearchParams();
  const { car, groups } = data;
  const group = groupSlug ? (groups.find((g) => g.slug === groupSlug) ?? null) : null;
  const title = group ? group.name : t('catalog.latestUpdates');
  const page = pageParam === undefined ? 1 : pageNumber(pageParam, MAX_PAGE);

  const carName = carDisplayName(car);
  usePageTitle(carPageTitle(car, group?.name));

  if (groupSlug && !group) {
    return <NotFound message={t('catalog.unknownGroup', { group: groupSlug, car: carName })} />;
  }
  if (page === null) return <NotFound message={t('catalog.unknownPage')} />;

  const view = viewOf(mode);
  const searching = mode === 'search' || mode === 'diagrams-search';
  const counts = group ?? data.count;
  const q = params.get('q') ?? '';
  // On the search routes the toggle flips between the car's found items and diagram entries.
  const viewPath = searching
    ? (next: CarView) => carSearchPath(car.slug, group?.slug, next, q.trim())
    : undefined;

  return (
    <div className="car-page">
      <Breadcrumb
        items={[
          { label: t('breadcrumb.home'), to: '/' },
          { label: car.group },
          { label: carName, to: carPath(car.slug) },
          ...(group ? [{ label: group.name, to: carPath(car.slug, group.slug, { view }) }] : []),
        ]}
      />
      <div className="car-page__layout">
        <aside className="car-page__groups">
          <GroupNav carSlug={car.slug} groups={groups} selected={group?.slug ?? null} view={view} />
        </aside>
        <div className="car-page__content">
          <p className="car-page__car">{carName}</p>
          <CarHeader
            title={searching && !group ? null : title}
            items={counts.items}
            diagrams={counts.diagrams}
            carSlug={car.slug}
            groupSlug={group?.slug ?? null}
            view={view}
            viewPath={viewPath}
          />
          {children({ car, groups, group, title, view, page, sort, searching, q })}
        </div>
      </div>
    </div>
  );
}

export interface CarItemsProps {
  carSlug: string;
  groups: readonly CarItemGroup[];
  /** The chosen group's slug, or null for the part groups and the latest updates. */
  group: string | null;
  title: string;
  page: number;
  sort: ItemSort | null;
}

/** The car's item list view: a group's items, or the part groups over the latest updates. */
export function CarItems({ carSlug, groups, group, title, page, sort }: CarItemsProps) {
  if (!group) {
    return (
      <>
        <PartGroups carSlug={carSlug} groups={groups} view="items" />
        <ItemList
          carSlug={carSlug}
          groupSlug={null}
          title={title}
          page={1}
          sort={sort}
          paged={false}
        />
      </>
    );
  }
  return <ItemList carSlug={carSlug} groupSlug={group} title={title} page={page} sort={sort} />;
}
