// A staged file's report: the kind of rows, what applying would do (create, update, leave as is),
// the invalid rows, and the problems found, each with its line, column, reason and value.
import type { Ref } from 'react';
import { useTranslation } from '../../lib/translate';
import type { ImportReportJson } from '@shop/domain';
import { KIND_LABELS, formatCount, problemText } from './import-labels';

interface Props {
  report: ImportReportJson;
  /** The heading, which takes the focus when the report first appears. */
  headingRef: Ref<HTMLHeadingElement>;
  headingId: string;
}

export function ImportReport({ report, headingRef, headingId }: Props) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => formatCount(n, i18n.language);
  const figures: [string, number][] = [
    [t('imports.report.rows'), report.rows],
    [t('imports.report.create'), report.create],
    [t('imports.report.update'), report.update],
    [t('imports.report.unchanged'), report.unchanged],
    [t('imports.report.invalid'), report.invalid],
  ];
  const { problems } = report;
  return (
    <section className="catalog-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="catalog-panel__title">
        {t('imports.report.title')}
      </h2>
      <p>
        {report.kind
          ? t('imports.report.kind', { kind: t(KIND_LABELS[report.kind]) })
          : t('imports.report.noKind')}
      </p>
      <dl className="import-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count(value)}</dd>
          </div>
        ))}
      </dl>
      {problems.length === 0 ? (
        <p>{t('imports.report.noProblems')}</p>
      ) : (
        <div className="catalog-scroll">
          <table className="catalog-table">
            <caption>{t('imports.report.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="catalog-number">
                  {t('imports.report.line')}
                </th>
                <th scope="col">{t('imports.report.column')}</th>
                <th scope="col">{t('imports.report.reason')}</th>
                <th scope="col">{t('imports.report.value')}</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem, index) => (
                <tr key={`${problem.line}-${problem.column ?? ''}-${index}`}>
                  <td className="catalog-number">
                    {problem.line === 0 ? t('imports.report.wholeFile') : count(problem.line)}
                  </td>
                  <td>{problem.column === null ? '' : <code>{problem.column}</code>}</td>
                  <td>{problemText(t, problem)}</td>
                  <td>{problem.value === null ? '' : <code>{problem.value}</code>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.invalid > problems.length ? (
        <p className="catalog-count">
          {t('imports.report.more', { count: problems.length, invalid: count(report.invalid) })}
        </p>
      ) : null}
    </section>
  );
}
