// The car page (SPEC §2): breadcrumb, the car's groups, the list/diagram toggle, header and content.
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageSchema, slugSchema } from '@shop/domain';
import type { CarResponse } from '@shop/domain';
import { usePageTitle } from '../../../app/page-title';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { NotFound } from '../../../components/ui/not-found';
import { Spinner } from '../../../components/ui/spinner';
import { DiagramList } from '../../diagrams';
import { SearchResults, carSearchPath } from '../../search';
import { isNotFound, useCar } from '../api';
import { useItemSort } from '../hooks/use-item-sort';
import { carPath } from '../paths';
import type { CarView } from '../paths';
import { CarHeader } from './car-header';
import { GroupNav } from './group-nav';
import { ItemList } from './item-list';
import { PartGroups } from './part-groups';
import './car-page.css';

export type CarPageMode = 'items' | 'diagrams' | 'search' | 'diagrams-search';

type CarParams = 'carSlug' | 'groupSlug' | 'page';

/** The toggle's view for a route mode; the search routes keep the view their suffix names. */
function viewOf(mode: CarPageMode): CarView {
  return mode === 'diagrams' || mode === 'diagrams-search' ? 'diagrams' : 'items';
}

export function CarPage({ mode }: { mode: CarPageMode }) {
  const { t } = useTranslation();
  const params = useParams<CarParams>();
  const carSlug = params.carSlug ?? '';
  const groupSlug = params.groupSlug ?? null;
  const validSlugs =
    slugSchema.safeParse(carSlug).success &&
    (groupSlug === null || slugSchema.safeParse(groupSlug).success);
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
      <div className="car-page__error" role="alert">
        <p>{t('catalog.loadError')}</p>
        <button type="button" onClick={() => void car.refetch()}>
          {t('catalog.retry')}
        </button>
      </div>
    );
  }
  return <CarView data={car.data} mode={mode} groupSlug={groupSlug} pageParam={params.page} />;
}

interface CarViewProps {
  data: CarResponse;
  mode: CarPageMode;
  groupSlug: string | null;
  pageParam: string | undefined;
}

function CarView({ data, mode, groupSlug, pageParam }: CarViewProps) {
  const { t } = useTranslation();
  const sort = useItemSort();
  const [params] = useSearchParams();
  const { car, groups } = data;
  const group = groupSlug ? (groups.find((g) => g.slug === groupSlug) ?? null) : null;
  const title = group ? group.name : t('catalog.latestUpdates');
  const page = pageParam === undefined ? 1 : pageSchema.safeParse(pageParam).data;

  usePageTitle(group ? `${group.name} – ${car.name}` : car.name);

  if (groupSlug && !group) {
    return <NotFound message={t('catalog.unknownGroup', { group: groupSlug, car: car.name })} />;
  }
  if (page === undefined) return <NotFound message={t('catalog.unknownPage')} />;

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
          { label: car.name, to: carPath(car.slug) },
          ...(group ? [{ label: group.name, to: carPath(car.slug, group.slug, { view }) }] : []),
        ]}
      />
      <div className="car-page__layout">
        <aside className="car-page__groups">
          <GroupNav carSlug={car.slug} groups={groups} selected={group?.slug ?? null} view={view} />
        </aside>
        <div className="car-page__content">
          <p className="car-page__car">{car.name}</p>
          <CarHeader
            title={title}
            items={counts.items}
            diagrams={counts.diagrams}
            carSlug={car.slug}
            groupSlug={group?.slug ?? null}
            view={view}
            viewPath={viewPath}
          />
          {searching ? (
            <SearchResults
              q={q}
              view={view}
              headingLevel={2}
              scope={{
                carSlug: car.slug,
                carName: car.name,
                groupSlug: group?.slug ?? null,
                groupName: group?.name,
              }}
            />
          ) : (
            <CarContent
              carSlug={car.slug}
              groups={data.groups}
              group={group?.slug ?? null}
              title={title}
              view={view}
              page={page}
              sort={sort}
            />
          )}
        </div>
      </div>
    </div>
  );
}

interface CarContentProps {
  carSlug: string;
  groups: CarResponse['groups'];
  group: string | null;
  title: string;
  view: CarView;
  page: number;
  sort: ReturnType<typeof useItemSort>;
}

function CarContent({ carSlug, groups, group, title, view, page, sort }: CarContentProps) {
  if (view === 'diagrams') {
    if (!group) return <PartGroups carSlug={carSlug} groups={groups} view={view} />;
    return <DiagramList carSlug={carSlug} groupSlug={group} title={title} />;
  }
  if (!group) {
    return (
      <>
        <PartGroups carSlug={carSlug} groups={groups} view={view} />
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
