// The contact form's state (SPEC §4, §5): its values checked by the domain's one schema (the
// server's too), which errors show (after a field is left, or all at a send), and the send state
// 0 idle, 1 sending, 2 sent. An invalid form is only marked touched, never sent.
import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import { CONTACT_BOUNDS, CONTACT_HONEYPOT_FIELD, contactRequestSchema } from '@shop/domain';
import type { ContactRequest } from '@shop/domain';
import type { TFunction } from '../../lib/translate';
import { fieldErrorText } from '../../components/form/field-error-text';
import { parseForm } from '../../components/form/parse-form';
import { useShownErrors } from '../../components/form/text-field';
import type { FieldErrors } from '../../components/form/text-field';
import { HttpError } from '../../lib/http';
import { usePreferences } from '../../lib/preferences';
import { sendContactMessage } from './api';

/** The visible fields, in the order of the form (the first with an error takes the focus). */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'topic', 'carSlug', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
type ValueName = ContactField | typeof CONTACT_HONEYPOT_FIELD;
export type ContactValues = Record<ValueName, string>;

/** The car choice for a message about no particular car (the schema wants a slug). */
export const NO_CAR = 'other';

export const SEND_STATE = { idle: 0, sending: 1, sent: 2 } as const;
export type SendState = (typeof SEND_STATE)[keyof typeof SEND_STATE];

const EMPTY: ContactValues = {
  name: '',
  email: '',
  phone: '',
  topic: '',
  carSlug: '',
  message: '',
  [CONTACT_HONEYPOT_FIELD]: '',
};

/** The most characters of the fields whose "too long" error tells it. */
const MAX_LENGTHS: Partial<Record<ContactField, number>> = {
  name: CONTACT_BOUNDS.name.max,
  phone: CONTACT_BOUNDS.phone.max,
  message: CONTACT_BOUNDS.message.max,
};

/** The fewest characters of the fields whose "too short" error tells it. */
const MIN_LENGTHS: Partial<Record<ContactField, number>> = {
  name: CONTACT_BOUNDS.name.min,
  phone: CONTACT_BOUNDS.phone.min,
  message: CONTACT_BOUNDS.message.min,
};

/** The parsed message, or each field's first error key (SPEC §5's helper, finer where it can). */
export function checkContact(
  values: ContactValues,
): { data: ContactRequest; errors: FieldErrors } | { data: null; errors: FieldErrors } {
  const parsed = parseForm(contactRequestSchema, values);
  return parsed.data === null
    ? { data: null, errors: parsed.errors }
    : { data: parsed.data, errors: new Map() };
}

/** A failed send in words: the server's message (400, 429), else what went wrong. */
export function sendErrorText(error: unknown, t: TFunction): string {
  if (error instanceof HttpError && error.status === 0) return t('contact.errors.network');
  if (error instanceof HttpError && error.explained && error.message) return error.message;
  return t('contact.errors.unknown');
}

export function useContactForm() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [state, setState] = useState<SendState>(SEND_STATE.idle);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const checked = useMemo(() => checkContact(values), [values]);
  const shown = useShownErrors(checked.errors);
  const controls = useRef(new Map<ContactField, HTMLElement | null>());

  const errorOf = (field: ContactField, label: string): string | undefined => {
    const text = shown.errorOf(field, label);
    const key = checked.errors.get(field);
    // A "too short" error tells the fewest characters, a "too long" one the most.
    return text && key
      ? fieldErrorText(t, key, field, label, MIN_LENGTHS[field], MAX_LENGTHS[field])
      : text;
  };

  const change = (field: ValueName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== CONTACT_HONEYPOT_FIELD) shown.input(field);
    // A changed message is a new one: Send again.
    if (state === SEND_STATE.sent) {
      setState(SEND_STATE.idle);
      setNotice(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state !== SEND_STATE.idle) return;
    if (!checked.data) {
      shown.showAll();
      const first = CONTACT_FIELDS.find((field) => checked.errors.has(field));
      if (first) controls.current.get(first)?.focus();
      return;
    }
    setState(SEND_STATE.sending);
    setError(null);
    sendContactMessage({ ...checked.data, language }).then(
      (answer) => {
        setNotice(answer.message);
        setState(SEND_STATE.sent);
      },
      (failure: unknown) => {
        setError(sendErrorText(failure, t));
        setState(SEND_STATE.idle);
      },
    );
  };

  return {
    values,
    state,
    /** The send button is disabled while the form is invalid (and while sending or sent). */
    disabled: checked.data === null || state !== SEND_STATE.idle,
    error,
    notice,
    errorOf,
    change,
    blur: (field: ContactField) => shown.blur(field),
    /** A ref callback that registers a field's control, to move the focus to it. */
    register: (field: ContactField) => (element: HTMLElement | null) => {
      controls.current.set(field, element);
    },
    submit,
  };
}
