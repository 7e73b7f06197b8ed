// The imports page (admins): upload a supplier's catalog file, and the recent imports, each with
// its own page. Saved column mappings have a page of their own.
import { useId } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import { useConsoleTitle } from '../layout/use-console-title';
import { ImportsList } from './imports-list';
import { UploadForm } from './upload-form';
import '../items/items.css';
import './imports.css';

export function ImportsPage() {
  const { t } = useTranslation();
  const id = useId();
  const title = t('nav.imports');
  useConsoleTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <p>{t('imports.intro')}</p>
      <div className="catalog-panel">
        <UploadForm />
      </div>
      <section className="catalog-panel" aria-labelledby={`${id}-recent`}>
        <h2 id={`${id}-recent`} className="catalog-panel__title">
          {t('imports.list.title')}
        </h2>
        <ImportsList />
      </section>
      <p>
        <Link to="/imports/mappings">{t('imports.mappingsLink')}</Link>
      </p>
    </>
  );
}
