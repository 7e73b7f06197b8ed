// /search?q=…[&mode][&carSlug][&illustration] (SPEC §2): the whole shop's results, or those of one car
// or one drawing when the address names it.
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translate';
import { isIllustration, isSlug } from '@shop/domain';
import { usePageTitle } from '../../lib/page-title';
import { SearchResults } from './components/search-results';
import { searchPath } from '../../lib/search-paths';
import type { SearchView } from '../../lib/search-paths';
import { checkQuery, readMode } from './search-query';

export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const mode = params.get('mode');
  const carSlug = params.get('carSlug') || null;
  const illustration = params.get('illustration') || null;
  const { view, diagramMode } = readMode(mode, illustration);
  const check = checkQuery(q);
  usePageTitle(check.ok ? t('search.title', { q: check.q }) : t('search.titleEmpty'));

  // A malformed limit could never match: say so rather than send it.
  if (carSlug && !isSlug(carSlug)) {
    return <Unknown message={t('search.unknownCar', { car: carSlug })} />;
  }
  if (illustration && !isIllustration(illustration)) {
    return <Unknown message={t('search.unknownDiagram', { illustration })} />;
  }

  const viewPath = (next: SearchView) =>
    searchPath({
      q: check.ok ? check.q : q,
      mode: next === 'diagrams' ? 'diagrams' : null,
      carSlug,
    });

  return (
    <div className="page-section search-page">
      <SearchResults
        q={q}
        view={view}
        scope={{ carSlug, illustration }}
        diagramMode={diagramMode}
        // One drawing's positions have no item view.
        viewPath={illustration ? undefined : viewPath}
        scopeNote
      />
    </div>
  );
}

function Unknown({ message }: { message: string }) {
  return (
    <div className="page-section search-page">
      <p className="notice notice--warning" role="alert">
        {message}
      </p>
    </div>
  );
}
