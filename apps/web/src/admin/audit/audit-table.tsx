// The audit log as a table, newest first. A person or a subject links to the log filtered by it;
// after "load more" the focus goes to the first new row, so the keyboard goes on where reading does.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import type { AuditEntry } from '@shop/domain';
import { AuditChange } from './audit-change';
import { subjectLabel } from './subjects';

interface Props {
  entries: readonly AuditEntry[];
  /** The row to focus once it is there (the first of a page just asked for), or null. */
  focusRow: number | null;
  onFocused(): void;
}

const filterLink = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

export function AuditTable({ entries, focusRow, onFocused }: Props) {
  const { t, i18n } = useTranslation();
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  useEffect(() => {
    if (focusRow === null || focusRow >= entries.length) return;
    rows.current[focusRow]?.focus();
    onFocused();
  }, [focusRow, entries.length, onFocused]);

  return (
    <div className="audit-scroll">
      <table className="audit-table">
        <caption>{t('audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.columns.at')}</th>
            <th scope="col">{t('audit.columns.actor')}</th>
            <th scope="col">{t('audit.columns.action')}</th>
            <th scope="col">{t('audit.columns.subject')}</th>
            <th scope="col">{t('audit.columns.change')}</th>
            <th scope="col">{t('audit.columns.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => {
            const label = subjectLabel(entry.subject.type);
            const subject = `${label ? t(label) : entry.subject.type} ${entry.subject.id}`;
            return (
              <tr
                key={entry.id}
                tabIndex={-1}
                ref={(row) => {
                  rows.current[index] = row;
                }}
              >
                <td>
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                </td>
                <td>
                  <Link
                    to={filterLink({ actor: entry.actor.id ?? entry.actor.email })}
                    title={t('audit.byActor', { email: entry.actor.email })}
                  >
                    {entry.actor.email}
                  </Link>
                </td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  <Link
                    to={filterLink({
                      subjectType: entry.subject.type,
                      subjectId: entry.subject.id,
                    })}
                    title={t('audit.bySubject', { subject })}
                  >
                    {subject}
                  </Link>
                </td>
                <td>
                  <AuditChange before={entry.before} after={entry.after} />
                </td>
                <td>{entry.reason ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
