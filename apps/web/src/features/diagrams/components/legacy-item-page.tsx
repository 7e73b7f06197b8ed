// /item/:legacyItem/car/:legacyCar/group/:legacyGroup — old links (SPEC §2): the item is looked up by
// its legacy id, then this history entry is replaced with the item's page in that car and group.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { digitsNumber, isSlug } from '@shop/domain';
import { LoadError } from '../../../components/ui/load-error';
import { NotFound } from '../../../components/ui/not-found';
import { Spinner } from '../../../components/ui/spinner';
import { itemPath } from '../../../lib/paths';
import { useLegacyItem } from '../api';
import { isNotFound } from '../../../lib/http';

type LegacyParams = 'legacyItem' | 'legacyCar' | 'legacyGroup';

export function LegacyItemPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { legacyItem = '', legacyCar = '', legacyGroup = '' } = useParams<LegacyParams>();
  const valid = digitsNumber(legacyItem) !== null && isSlug(legacyCar) && isSlug(legacyGroup);
  const { query, forbidden } = useLegacyItem(legacyItem, legacyCar, legacyGroup, valid);
  const itemId = query.data?.item._id;

  useEffect(() => {
    if (itemId) void navigate(itemPath(itemId, legacyCar, legacyGroup), { replace: true });
  }, [itemId, legacyCar, legacyGroup, navigate]);

  if (!valid) return <NotFound message={t('diagrams.legacyNotFound')} />;
  if (query.isError && !forbidden) {
    if (isNotFound(query.error)) return <NotFound message={t('diagrams.legacyNotFound')} />;
    return (
      <LoadError
        className="legacy-item__error"
        message={t('diagrams.loadError')}
        retryLabel={t('diagrams.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Spinner />;
}
