// A new password the server refuses as too common is told at its field, like the form's own rules
// (only the server holds the list of common passwords).
import { VALIDATION_ERRORS } from '@shop/domain';
import { HttpError } from '../../../lib/http';
import type { FieldErrorState } from './use-field-errors';

/**
 * `call`'s answer; when the server refuses the new password as too common, the field at `path`
 * says so and the answer is undefined. Any other failure goes on to the form's error text.
 */
export async function showingPasswordRefusal<T>(
  fields: FieldErrorState,
  path: string,
  call: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== 'common_password') throw error;
    fields.show(new Map([[path, VALIDATION_ERRORS.too_common]]));
    return undefined;
  }
}
