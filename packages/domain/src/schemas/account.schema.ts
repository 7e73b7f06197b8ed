// The account calls' schemas (SPEC §5, §7 /api/user): the web's forms and the server's routes parse
// with the same ones. Messages are VALIDATION_ERRORS keys; validation-text.ts words them.
import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../account.js';
import { LANGUAGES } from '../language.js';
import { PASSWORD_WEAKNESS_ERRORS, passwordWeakness } from '../password-strength.js';
import { VALIDATION_ERRORS as E } from '../validation-text.js';
import { emailSchema } from './checkout.schema.js';

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? E.required : E.invalid;

/** A password as typed: never trimmed (spaces are characters too); empty is required. */
const passwordText = z
  .string({ error: typeError })
  .min(1, E.required)
  .max(PASSWORD_MAX_LENGTH, E.too_long);

/**
 * A new password: at least PASSWORD_MIN_LENGTH characters (SPEC §5), neither blank nor one
 * character repeated (password-strength.ts; the server also refuses the common ones).
 */
export const newPasswordSchema = z
  .string({ error: typeError })
  .min(1, E.required)
  .min(PASSWORD_MIN_LENGTH, E.too_short)
  .max(PASSWORD_MAX_LENGTH, E.too_long)
  .superRefine((password, ctx) => {
    const weakness = passwordWeakness(password);
    // Too short is the length check's issue above; the password itself is never echoed.
    if (weakness && weakness !== 'too_short')
      ctx.addIssue({ code: 'custom', message: PASSWORD_WEAKNESS_ERRORS[weakness] });
  });

/** A person's name: at least NAME_MIN_LENGTH characters once trimmed (SPEC §5). */
export const accountNameSchema = z
  .string({ error: typeError })
  .trim()
  .min(1, E.required)
  .min(NAME_MIN_LENGTH, E.too_short)
  .max(NAME_MAX_LENGTH, E.too_long);

const language = z.enum(LANGUAGES, { error: E.invalid }).optional();

/** A token from a mailed link: base64url, 43 characters for 256 bits. */
export const linkTokenSchema = z
  .string({ error: typeError })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, E.invalid);

/** POST /api/user/login. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordText,
  /** Staff only: the six-digit code of their authenticator app, or a recovery code. */
  totp: z.string().trim().max(32).optional(),
});
export type LoginRequest = z.output<typeof loginRequestSchema>;

/** POST /api/user/create; `language` is that of the mails the account gets. */
export const registerRequestSchema = z.object({
  name: accountNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  language,
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;

/** The sign-up form: the request, and a confirmation that equals the password (SPEC §5). */
export const registerFormSchema = registerRequestSchema
  .extend({ confirm: z.string({ error: typeError }) })
  .refine((form) => form.confirm === form.password, { path: ['confirm'], message: E.mismatch });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** POST /api/user/password/forgot. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema, language });
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequestSchema>;

/** POST /api/user/password/reset: the mailed link's token and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema,
  /** Staff only: a mailbox alone never signs them in; their second factor comes too. */
  totp: z.string().trim().max(32).optional(),
});
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;

/** The reset form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirm: z.string({ error: typeError }) })
  .refine((form) => form.confirm === form.password, { path: ['confirm'], message: E.mismatch });

/** POST /api/user/email/confirm: the mailed link's token. */
export const confirmEmailRequestSchema = z.object({ token: linkTokenSchema });

/** POST /api/user/profile. */
export const profileRequestSchema = z.object({ name: accountNameSchema, language });
export type ProfileRequest = z.output<typeof profileRequestSchema>;

/** POST /api/user/email: a new address, confirmed by a link mailed to it; the password proves who asks. */
export const changeEmailRequestSchema = z.object({ email: emailSchema, password: passwordText });
export type ChangeEmailRequest = z.output<typeof changeEmailRequestSchema>;

/** POST /api/user/password: the current password and the new one. */
export const changePasswordRequestSchema = z.object({
  current: passwordText,
  password: newPasswordSchema,
});
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

/** POST /api/user/delete: the password once more. */
export const deleteAccountRequestSchema = z.object({ password: passwordText });
export type DeleteAccountRequest = z.output<typeof deleteAccountRequestSchema>;
