// /diagram/:illustration/:position? (SPEC §2): loads the diagram, then shows it (diagram-view.tsx).
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { illustrationSchema } from '@shop/domain';
import { NotFound } from '../../../components/ui/not-found';
import { Spinner } from '../../../components/ui/spinner';
import { useDiagram } from '../api';
import { isNotFound } from '../../../lib/http';
import { selectedPosition } from '../positions';
import { DiagramView } from './diagram-view';

export function DiagramPage() {
  const { t } = useTranslation();
  const params = useParams<'illustration' | 'position'>();
  const illustration = params.illustration ?? '';
  const valid = illustrationSchema.safeParse(illustration).success;
  const { query, forbidden } = useDiagram(illustration, valid);

  if (!valid) return <NotFound message={t('diagrams.notFound')} />;
  if (query.isPending || forbidden) return <Spinner />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFound message={t('diagrams.notFound')} />;
    return (
      <div className="diagram-page__error" role="alert">
        <p>{t('diagrams.loadError')}</p>
        <button type="button" onClick={() => void query.refetch()}>
          {t('diagrams.retry')}
        </button>
      </div>
    );
  }
  return (
    <DiagramView
      key={illustration}
      data={query.data}
      selected={selectedPosition(params.position)}
    />
  );
}
