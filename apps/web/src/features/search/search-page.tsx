// /search?q=…[&mode&carSlug&illustration]: the heading names the query (results arrive with the search issue).
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title';

export const MIN_QUERY_LENGTH = 3;

export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const valid = q.length >= MIN_QUERY_LENGTH;
  const title = valid ? t('search.title', { q }) : t('search.titleEmpty');
  usePageTitle(title);
  return (
    <section className="page-section">
      <h1>{title}</h1>
      {!valid && (
        <p className="notice" role="status">
          {t('search.invalidQuery')}
        </p>
      )}
    </section>
  );
}
