// Shown inside the layout when a page fails to render or its code cannot load (e.g. after a deploy).
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../components/ui/not-found';
import { reloadPage } from './browser';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="page-narrow" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.message')}</p>
      <p className="button-row">
        <button type="button" className="button" onClick={reloadPage}>
          {t('routeError.reload')}
        </button>
        <Link className="button button--secondary" to="/">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
