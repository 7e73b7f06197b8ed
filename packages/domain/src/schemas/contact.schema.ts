// The contact form's one schema (SPEC §5, §7 POST api/email/contact): the web's form and the
// server's route parse with it. Messages are the VALIDATION_ERRORS keys; validation-text.ts words
// them. Nothing a header could carry gets through: the one-line fields refuse control characters
// (CR, LF and the like), the email is a single plain address, and the topic is one of four words.
import { z } from 'zod';
import { LANGUAGES } from '../language.js';
import { SLUG_PATTERN } from '../patterns.js';
import { VALIDATION_ERRORS as E } from '../validation-text.js';
import { emailSchema } from './checkout.schema.js';

export const CONTACT_TOPICS = ['order', 'car', 'website', 'misc'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** SPEC §5's minima, and maxima a real message stays well within. */
export const CONTACT_BOUNDS = {
  name: { min: 2, max: 100 },
  phone: { min: 3, max: 30 },
  message: { min: 5, max: 5000 },
} as const;

/**
 * The hidden field people never see nor fill: a value in it marks a bot, which is answered as if
 * it had succeeded (Epic Stack's honeypot idea).
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** Control characters, line and paragraph separators and bidi overrides: never in a one-line field. */
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** In the message, tab and line breaks are text; other control characters and bidi overrides are dropped. */
const MESSAGE_CONTROLS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
const dropControls = (value: string) =>
  value.replace(MESSAGE_CONTROLS, (ch) => (ch === '\t' || ch === '\n' || ch === '\r' ? ch : ''));

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? E.required : E.invalid;

/** Trimmed one-line text within `bounds`: empty is required, then too short, too long, invalid. */
function line(bounds: { min: number; max: number }) {
  return z
    .string({ error: typeError })
    .trim()
    .min(1, { error: E.required, abort: true })
    .min(bounds.min, E.too_short)
    .max(bounds.max, E.too_long)
    .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), E.invalid);
}

/** Whether a honeypot value counts as filled (anything but absent, null or blank). */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** POST /api/email/contact. Unknown fields are ignored. */
export const contactRequestSchema = z.object({
  name: line(CONTACT_BOUNDS.name),
  // A single address: no list, no display name, no line break (emailSchema's pattern).
  email: emailSchema,
  phone: line(CONTACT_BOUNDS.phone),
  topic: z.enum(CONTACT_TOPICS, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? E.required
        : E.invalid,
  }),
  message: z
    .string({ error: typeError })
    .overwrite(dropControls)
    .trim()
    .min(1, { error: E.required, abort: true })
    .min(CONTACT_BOUNDS.message.min, E.too_short)
    .max(CONTACT_BOUNDS.message.max, E.too_long),
  carSlug: z
    .string({ error: typeError })
    .trim()
    .toLowerCase()
    .min(1, { error: E.required, abort: true })
    .regex(SLUG_PATTERN, E.invalid),
  /** The honeypot: hidden in the form, left empty by people. */
  [CONTACT_HONEYPOT_FIELD]: z.unknown().optional(),
  /** The language of the acknowledgement; unset: the request's. */
  language: z.enum(LANGUAGES, { error: E.invalid }).optional(),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;
