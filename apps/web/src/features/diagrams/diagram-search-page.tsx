// /diagram/:illustration/search — search within one diagram.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';
import { Breadcrumb } from '../../components/ui/breadcrumb';

export function DiagramSearchPage() {
  const { t } = useTranslation();
  const { illustration = '' } = useParams();
  const title = t('diagrams.searchTitle', { illustration });
  usePageTitle(title);
  return (
    <section className="page-section">
      <Breadcrumb
        items={[
          { label: t('breadcrumb.home'), to: '/' },
          { label: t('diagrams.title', { illustration }), to: `/diagram/${illustration}` },
          { label: title },
        ]}
      />
      <h1>{title}</h1>
    </section>
  );
}
