// The name of each kind of audit subject, as the console shows it.
import type { AuditSubject } from '@shop/domain';

export const SUBJECT_LABELS: Readonly<Record<AuditSubject, string>> = {
  order: 'audit.subjects.order',
  item: 'audit.subjects.item',
  setting: 'audit.subjects.setting',
  user: 'audit.subjects.user',
  import: 'audit.subjects.import',
};

// The domain's list would bring its schemas (and zod) into the console's bundle; the record's type
// keeps these in step with it.
export const SUBJECTS = Object.keys(SUBJECT_LABELS) as AuditSubject[];

/** The text key of a subject type's name; null for a type this console does not know yet. */
export const subjectLabel = (type: string): string | null =>
  (SUBJECT_LABELS as Readonly<Record<string, string>>)[type] ?? null;
