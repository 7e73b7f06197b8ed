// A friendly "not found" view with a way back home.
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translate';

export function NotFound({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <section className="not-found page-narrow">
      <h1>{t('notFound.title')}</h1>
      <p>{message ?? t('notFound.message')}</p>
      <p>
        <Link className="button" to="/">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
