// A static information page: a title, an introduction and titled sections, all from the info strings.
import { companyAge, FOUNDED_YEAR } from '@shop/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import './info.css';

export interface InfoPageProps {
  /** The page's key under `info.` in the strings. */
  page: 'about' | 'terms';
  sections: readonly string[];
}

export function InfoPage({ page, sections }: InfoPageProps) {
  const { t } = useTranslation();
  const values = { year: FOUNDED_YEAR, age: companyAge(new Date()) };
  const title = t(`info.${page}.title`);
  usePageTitle(title);
  return (
    <article className="info page-narrow">
      <Breadcrumb items={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <h1>{title}</h1>
      <p className="info__intro">{t(`info.${page}.intro`, values)}</p>
      {sections.map((section) => (
        <section key={section} id={section} className="info__section">
          <h2>{t(`info.${page}.${section}.title`)}</h2>
          {t(`info.${page}.${section}.text`, values)
            .split('\n\n')
            .map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
        </section>
      ))}
      <p className="info__contact">
        {t('info.questions')} <Link to="/contact">{t('info.contactLink')}</Link>
      </p>
    </article>
  );
}
