// /contact: the contact page's title, introduction and a link to the terms; no contact form yet.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';

export function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.title'));
  return (
    <section className="page-narrow">
      <h1>{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <p>
        <Link to="/terms">{t('contact.termsLink')}</Link>
      </p>
    </section>
  );
}
