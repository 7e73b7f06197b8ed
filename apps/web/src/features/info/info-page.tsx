// A static information page: a title, an introduction and titled sections, all from the info strings,
// with the company's age from the domain rule and the seller's details filled in.
import type { ReactNode } from 'react';
import { companyAge, FOUNDED_YEAR } from '@shop/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translate';
import { usePageTitle } from '../../lib/page-title';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { InfoText } from './info-text';
import { SELLER } from './seller';
import './info.css';
import { renderNow } from '../../lib/request-scope';

export interface InfoPageProps {
  /** The page's key under `info.` in the strings. */
  page: 'about' | 'terms';
  sections: readonly string[];
  /** Sections shown as a boxed document (the withdrawal form), to print or copy. */
  documents?: readonly string[];
  /** What a section shows after its text (the terms' table of countries). */
  extras?: Readonly<Record<string, ReactNode>>;
}

export function InfoPage({ page, sections, documents = [], extras = {} }: InfoPageProps) {
  const { t } = useTranslation();
  const values = { ...SELLER, year: FOUNDED_YEAR, age: companyAge(renderNow()) };
  const title = t(`info.${page}.title`);
  usePageTitle(title);
  return (
    <article className="info page-narrow">
      <Breadcrumb items={[{ label: t('breadcrumb.home'), to: '/' }, { label: title }]} />
      <h1>{title}</h1>
      <p className="info__intro">{t(`info.${page}.intro`, values)}</p>
      <nav className="info__toc" aria-label={t('info.contents')}>
        <ul>
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${section}`}>{t(`info.${page}.${section}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section
          key={section}
          id={section}
          aria-labelledby={`${section}-title`}
          className={documents.includes(section) ? 'info__section info__document' : 'info__section'}
        >
          <h2 id={`${section}-title`}>{t(`info.${page}.${section}.title`)}</h2>
          <InfoText text={t(`info.${page}.${section}.text`, values)} />
          {extras[section]}
        </section>
      ))}
      <p className="info__contact">
        {t('info.questions')} <Link to="/contact">{t('info.contactLink')}</Link>
      </p>
    </article>
  );
}
