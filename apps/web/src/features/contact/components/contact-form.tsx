// The contact form (SPEC §2, §4, §5): name, email, phone, topic, car and message, a hidden honeypot
// for bots, and the Send button with its states: Send, a spinner while sending, 'Sent!' after.
import {
  CONTACT_BOUNDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_TOPICS,
  carDisplayName,
} from '@shop/domain';
import type { ContactTopic } from '@shop/domain';
import { useTranslation } from '../../../lib/translate';
import { TextField } from '../../../components/form/text-field';
import { useCarGroups } from '../../../lib/car-groups';
import { NO_CAR, SEND_STATE, useContactForm } from '../use-contact-form';
import { SelectField, TextAreaField } from './choice-fields';

/** Each topic's label (literal keys, so the i18n check sees them). */
const TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = {
  order: 'contact.topics.order',
  car: 'contact.topics.car',
  website: 'contact.topics.website',
  misc: 'contact.topics.misc',
};

/** The cars of the catalog by make, and the choice of no particular car. */
function CarOptions() {
  const { t } = useTranslation();
  const groups = useCarGroups();
  return (
    <>
      {(groups.data ?? []).map((group) => (
        <optgroup key={group.name} label={group.name}>
          {group.cars.map((car) => (
            <option key={car.slug} value={car.slug}>
              {carDisplayName(car)}
            </option>
          ))}
        </optgroup>
      ))}
      <option value={NO_CAR}>{t('contact.fields.noCar')}</option>
    </>
  );
}

/** The field people never see: a bot that fills it is answered as if sent, and nothing is sent on. */
function Honeypot({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor="contact-website">{t('contact.fields.honeypot')}</label>
      <input
        id="contact-website"
        name={CONTACT_HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function SendLabel({ state }: { state: number }) {
  const { t } = useTranslation();
  if (state === SEND_STATE.sending) {
    return (
      <>
        <span className="contact-form__spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('contact.sending')}</span>
      </>
    );
  }
  return <>{state === SEND_STATE.sent ? t('contact.sent') : t('contact.send')}</>;
}

export function ContactForm() {
  const { t } = useTranslation();
  const form = useContactForm();
  const label = {
    name: t('contact.fields.name'),
    email: t('contact.fields.email'),
    phone: t('contact.fields.phone'),
    topic: t('contact.fields.topic'),
    carSlug: t('contact.fields.car'),
    message: t('contact.fields.message'),
  };
  return (
    <form
      className="contact-form"
      method="post"
      noValidate
      aria-busy={form.state === SEND_STATE.sending}
      onSubmit={form.submit}
    >
      <div className="contact-form__grid">
        <TextField
          name="name"
          label={label.name}
          autoComplete="name"
          value={form.values.name}
          inputRef={form.register('name')}
          error={form.errorOf('name', label.name)}
          onChange={(value) => form.change('name', value)}
          onBlur={() => form.blur('name')}
        />
        <TextField
          name="email"
          type="email"
          label={label.email}
          autoComplete="email"
          value={form.values.email}
          inputRef={form.register('email')}
          error={form.errorOf('email', label.email)}
          onChange={(value) => form.change('email', value)}
          onBlur={() => form.blur('email')}
        />
        <TextField
          name="phone"
          type="tel"
          label={label.phone}
          autoComplete="tel"
          value={form.values.phone}
          inputRef={form.register('phone')}
          error={form.errorOf('phone', label.phone)}
          onChange={(value) => form.change('phone', value)}
          onBlur={() => form.blur('phone')}
        />
        <SelectField
          name="topic"
          label={label.topic}
          placeholder={t('contact.fields.chooseTopic')}
          value={form.values.topic}
          selectRef={form.register('topic')}
          error={form.errorOf('topic', label.topic)}
          onChange={(value) => form.change('topic', value)}
          onBlur={() => form.blur('topic')}
        >
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(TOPIC_LABELS[topic])}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="carSlug"
          label={label.carSlug}
          placeholder={t('contact.fields.chooseCar')}
          value={form.values.carSlug}
          selectRef={form.register('carSlug')}
          error={form.errorOf('carSlug', label.carSlug)}
          onChange={(value) => form.change('carSlug', value)}
          onBlur={() => form.blur('carSlug')}
        >
          <CarOptions />
        </SelectField>
      </div>
      <TextAreaField
        name="message"
        label={label.message}
        maxLength={CONTACT_BOUNDS.message.max}
        value={form.values.message}
        textAreaRef={form.register('message')}
        error={form.errorOf('message', label.message)}
        onChange={(value) => form.change('message', value)}
        onBlur={() => form.blur('message')}
      />
      <Honeypot
        value={form.values[CONTACT_HONEYPOT_FIELD]}
        onChange={(value) => form.change(CONTACT_HONEYPOT_FIELD, value)}
      />
      <p role="alert" className={form.error ? 'contact-form__error' : 'contact-form__empty'}>
        {form.error}
      </p>
      <div className="contact-form__actions">
        <button type="submit" className="button" aria-disabled={form.disabled}>
          <SendLabel state={form.state} />
        </button>
        <p role="status" className="contact-form__notice">
          {form.notice}
        </p>
      </div>
    </form>
  );
}
