// A form's values through the domain's zod schema (the same one the server's handler uses): the
// parsed value, or each field's first error key by its path (SPEC §5's error helper).
import { validationErrorKey } from '@shop/domain';
import type { ValidationErrorKey } from '@shop/domain';
import type { FieldErrors } from './text-field';

/** What parseForm needs of a zod schema (so this file does not depend on zod's types). */
export interface SafeParser<T> {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: { path: PropertyKey[]; message: string; code: string }[] };
      };
}

/** The parsed value, or each field's first error key. */
export function parseForm<T>(
  schema: SafeParser<T>,
  values: unknown,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors = new Map<string, ValidationErrorKey>();
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!errors.has(path)) errors.set(path, validationErrorKey(issue));
  }
  return { data: null, errors };
}
