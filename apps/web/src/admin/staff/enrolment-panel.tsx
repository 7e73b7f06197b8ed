// A new authenticator, shown once: the otpauth link an app reads, the key to type in grouped in
// fours, and the ten recovery codes. The server never shows them again, so the panel says so and
// stays until "Done"; its heading takes the focus, so a screen reader starts at the top.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/translate';
import type { StaffEnrolmentView } from '@shop/domain';

/** A base32 key in groups of four, as authenticator apps let it be typed: "JBSW Y3DP EHPK 3PXP". */
export function groupedKey(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

interface Props {
  /** Whose authenticator it is. */
  name: string;
  enrolment: StaffEnrolmentView;
  /** The signed-in admin's own: their session ends with the old authenticator. */
  own: boolean;
  onDone(): void;
}

export function EnrolmentPanel({ name, enrolment, own, onDone }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="staff-enrolment" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('staff.enrolment.title', { name })}
      </h2>
      <p className="console-notice">
        <strong>{t('staff.enrolment.onceTitle')}</strong> {t('staff.enrolment.once')}
      </p>
      {own ? <p className="console-notice">{t('staff.enrolment.own')}</p> : null}
      <h3>{t('staff.enrolment.linkTitle')}</h3>
      <p>{t('staff.enrolment.linkHint')}</p>
      <p className="staff-secret">
        <code>{enrolment.otpauthUrl}</code>
      </p>
      <h3>{t('staff.enrolment.keyTitle')}</h3>
      <p>{t('staff.enrolment.keyHint')}</p>
      <p className="staff-secret staff-key">
        <code>{groupedKey(enrolment.secret)}</code>
      </p>
      <h3 id={`${id}-codes`}>{t('staff.enrolment.codesTitle')}</h3>
      <p>{t('staff.enrolment.codesHint', { count: enrolment.recoveryCodes.length })}</p>
      <ol className="staff-codes" aria-labelledby={`${id}-codes`}>
        {enrolment.recoveryCodes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="console-button" onClick={onDone}>
        {t('staff.enrolment.done')}
      </button>
    </section>
  );
}
