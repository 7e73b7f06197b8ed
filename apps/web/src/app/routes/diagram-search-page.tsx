// /diagram/:illustration/search?q= — the positions of one drawing matching a reference or description:
// the search feature's results under the drawing's breadcrumb, headed by the drawing's name.
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translate';
import { isIllustration } from '@shop/domain';
import { usePageTitle } from '../../lib/page-title';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { NotFound } from '../../components/ui/not-found';
import { useDiagram } from '../../features/diagrams';
import { SearchResults } from '../../features/search';
import { diagramPath } from '../../lib/paths';

export function DiagramSearchPage() {
  const { t } = useTranslation();
  const { illustration = '' } = useParams();
  const [params] = useSearchParams();
  const valid = isIllustration(illustration);
  // The drawing's name for the heading; until it is known (or if it cannot be), a plain heading.
  const { query } = useDiagram(illustration, valid);
  const name = query.data?.diagram.name;
  const title = name ? t('diagrams.searchTitle', { name }) : t('diagrams.searchTitlePlain');
  usePageTitle(title);
  if (!valid) {
    return <NotFound message={t('diagrams.notFound')} />;
  }
  return (
    <section className="page-section">
      <Breadcrumb
        items={[
          { label: t('breadcrumb.home'), to: '/' },
          { label: name ?? t('diagrams.title', { illustration }), to: diagramPath(illustration) },
          { label: t('search.titleEmpty') },
        ]}
      />
      <h1>{title}</h1>
      <SearchResults
        q={params.get('q')}
        view="diagrams"
        scope={{ illustration }}
        headingLevel={2}
      />
    </section>
  );
}
