import { describe, expect, it } from 'vitest';
import { formErrorKey } from '../validation-text.js';
import { CONTACT_TOPICS, contactRequestSchema, honeypotFilled } from './contact.schema.js';

const MESSAGE = {
  name: 'Sara Sandberg',
  email: 'sara@example.se',
  phone: '070-123 45 67',
  topic: 'car',
  message: 'Passar bromsoket till min PV544?',
  carSlug: 'volvo-pv544',
};

/** path -> message of each issue, or the parsed value. */
function parse(value: unknown) {
  const result = contactRequestSchema.safeParse(value);
  if (result.success) return result.data;
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('contactRequestSchema', () => {
  it('trims, lower-cases the car slug and drops unknown fields', () => {
    expect(
      parse({ ...MESSAGE, name: ' Sara Sandberg ', carSlug: 'Volvo-PV544', admin: true }),
    ).toEqual(MESSAGE);
  });

  it('accepts each topic and a language', () => {
    for (const topic of CONTACT_TOPICS)
      expect(parse({ ...MESSAGE, topic })).toMatchObject({ topic });
    expect(parse({ ...MESSAGE, language: 'fi' })).toMatchObject({ language: 'fi' });
  });

  it.each([
    ['name', undefined, 'validation.error.required'],
    ['name', '', 'validation.error.required'],
    ['name', 'S', 'validation.error.too_short'],
    ['name', 'x'.repeat(101), 'validation.error.too_long'],
    ['name', 'Eve\r\nBcc: x@example.com', 'validation.error.invalid'],
    ['name', 'Eve\u202Eevil', 'validation.error.invalid'],
    ['email', undefined, 'validation.error.required'],
    ['email', 'sara@', 'validation.error.email'],
    ['email', 'a@example.se,b@example.se', 'validation.error.email'],
    ['email', 'sara@example.se\nBcc: x@example.com', 'validation.error.email'],
    ['phone', undefined, 'validation.error.required'],
    ['phone', '12', 'validation.error.too_short'],
    ['phone', '070\n123', 'validation.error.invalid'],
    ['topic', undefined, 'validation.error.required'],
    ['topic', '', 'validation.error.required'],
    ['topic', 'other', 'validation.error.invalid'],
    ['message', undefined, 'validation.error.required'],
    ['message', 'Hej', 'validation.error.too_short'],
    ['message', '\u0000\u0001   ', 'validation.error.required'],
    ['message', 'x'.repeat(5001), 'validation.error.too_long'],
    ['carSlug', undefined, 'validation.error.required'],
    ['carSlug', '', 'validation.error.required'],
    ['carSlug', 'pv 544', 'validation.error.invalid'],
    ['language', 'de', 'validation.error.invalid'],
  ])('%s = %j gives %s', (field, value, key) => {
    expect(parse({ ...MESSAGE, [field]: value })).toEqual({ [field]: key });
  });

  it('keeps line breaks in the message and drops other control characters', () => {
    expect(parse({ ...MESSAGE, message: 'Hej\r\nPV544\tfram\u0007' })).toMatchObject({
      message: 'Hej\r\nPV544\tfram',
    });
  });

  it("gives SPEC §5's form error keys", () => {
    const result = contactRequestSchema.safeParse({ ...MESSAGE, name: '', email: 'x', topic: 'y' });
    const keys = result.error?.issues.map((issue) => formErrorKey(issue));
    expect(keys).toEqual([
      'validation.error.required',
      'validation.error.email',
      'validation.error.invalid',
    ]);
  });
});

describe('honeypotFilled', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['  ', false],
    ['http://spam.example', true],
    [0, true],
    [false, true],
  ])('%j -> %s', (value, filled) => {
    expect(honeypotFilled(value)).toBe(filled);
  });
});
