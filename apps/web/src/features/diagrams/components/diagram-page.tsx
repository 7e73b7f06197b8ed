// /diagram/:illustration/:position? (SPEC §2): loads the diagram, then shows it (diagram-view.tsx).
import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { isIllustration } from '@shop/domain';
import { LoadError } from '../../../components/ui/load-error';
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
  const valid = isIllustration(illustration);
  const { query, forbidden } = useDiagram(illustration, valid);

  if (!valid) return <NotFound message={t('diagrams.notFound')} />;
  if (query.isPending || forbidden) return <Spinner />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFound message={t('diagrams.notFound')} />;
    return (
      <LoadError
        className="diagram-page__error"
        message={t('diagrams.loadError')}
        retryLabel={t('diagrams.retry')}
        onRetry={() => void query.refetch()}
      />
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
