// The car page's diagram mode (SPEC §2 "Diagram list"): the group's diagrams as thumbnails by name.
import { useTranslation } from '../../../lib/translate';
import { LoadError } from '../../../components/ui/load-error';
import { NotFound } from '../../../components/ui/not-found';
import { Spinner } from '../../../components/ui/spinner';
import { useCarDiagrams } from '../api';
import { isNotFound } from '../../../lib/http';
import { DiagramThumbs } from './diagram-thumbs';

export interface DiagramListProps {
  carSlug: string;
  groupSlug: string;
  /** Accessible name of the list, e.g. the group's name. */
  title: string;
}

export function DiagramList({ carSlug, groupSlug, title }: DiagramListProps) {
  const { t } = useTranslation();
  const { query, forbidden } = useCarDiagrams(carSlug, groupSlug);

  if (query.isPending || forbidden) return <Spinner />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFound message={query.error.message} />;
    return (
      <LoadError
        className="diagram-list__error"
        message={t('diagrams.loadError')}
        retryLabel={t('diagrams.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { diagrams } = query.data;
  if (diagrams.length === 0) return <p className="diagram-list__empty">{t('diagrams.empty')}</p>;
  return <DiagramThumbs diagrams={diagrams} label={t('diagrams.listLabel', { group: title })} />;
}
