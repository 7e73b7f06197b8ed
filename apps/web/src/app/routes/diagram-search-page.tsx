// /diagram/:illustration/search?q= — the positions of one drawing matching a reference or description:
// the search feature's results under the drawing's breadcrumb.
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { illustrationSchema } from '@shop/domain';
import { usePageTitle } from '../../lib/page-title';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { NotFound } from '../../components/ui/not-found';
import { SearchResults } from '../../features/search';
import { diagramPath } from '../../lib/paths';

export function DiagramSearchPage() {
  const { t } = useTranslation();
  const { illustration = '' } = useParams();
  const [params] = useSearchParams();
  const title = t('diagrams.searchTitle', { illustration });
  usePageTitle(title);
  if (!illustrationSchema.safeParse(illustration).success) {
    return <NotFound message={t('diagrams.notFound')} />;
  }
  return (
    <section className="page-section">
      <Breadcrumb
        items={[
          { label: t('breadcrumb.home'), to: '/' },
          { label: t('diagrams.title', { illustration }), to: diagramPath(illustration) },
          { label: title },
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
