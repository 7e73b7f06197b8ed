// The console's plain pages: a page only an admin may use, and an address the console does not know.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import { useConsoleTitle } from '../layout/use-console-title';
import { useStaff } from '../layout/staff-context';
import { mayUse } from '../sections';
import type { Section } from '../sections';

/** The section's page for a role that may use it; a plain refusal for another (an old link). */
export function RoleGate({ section, children }: { section: Section; children: ReactNode }) {
  const { t } = useTranslation();
  const staff = useStaff();
  if (mayUse(staff.role, section)) return children;
  return <Refusal title={t('adminOnly.title')} text={t('adminOnly.text')} />;
}

export function ConsoleNotFound() {
  const { t } = useTranslation();
  return <Refusal title={t('notFound.title')} text={t('notFound.text')} />;
}

function Refusal({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  useConsoleTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </>
  );
}
