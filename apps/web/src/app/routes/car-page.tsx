// /car/… (SPEC §2): the catalog's car frame, with the catalog's items, the diagrams' list or the
// search's results under its header, as the route's mode says.
import { lazy } from 'react';
import { carDisplayName } from '@shop/domain';
import { CarFrame, CarItems, PartGroups } from '../../features/catalog';
import type { CarFrameView, CarPageMode } from '../../features/catalog';
import { DiagramList } from '../../features/diagrams';

// Loaded when a search is asked for: its request checks (zod) stay out of the car's lists.
const SearchResults = lazy(() =>
  import('../../features/search').then((m) => ({ default: m.SearchResults })),
);

export type { CarPageMode };

export function CarPage({ mode }: { mode: CarPageMode }) {
  return <CarFrame mode={mode}>{(shown) => <CarContent {...shown} />}</CarFrame>;
}

function CarContent({ car, groups, group, title, view, page, sort, searching, q }: CarFrameView) {
  if (searching) {
    return (
      <SearchResults
        q={q}
        view={view}
        // Over the whole car the results' heading is the page's; in a group it sits under the group's.
        headingLevel={group ? 2 : 1}
        scope={{
          carSlug: car.slug,
          carName: carDisplayName(car),
          groupSlug: group?.slug ?? null,
          groupName: group?.name,
        }}
      />
    );
  }
  if (view === 'diagrams') {
    if (!group) return <PartGroups carSlug={car.slug} groups={groups} view={view} />;
    return <DiagramList carSlug={car.slug} groupSlug={group.slug} title={title} />;
  }
  return (
    <CarItems
      carSlug={car.slug}
      groups={groups}
      group={group?.slug ?? null}
      title={title}
      page={page}
      sort={sort}
    />
  );
}
