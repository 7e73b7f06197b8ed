// The pay-by-mobile modal's content (SPEC §2 modals, §4, §8): what to do on the phone, a loader
// while waiting, the status in a live region, the Swish app link on a phone, and Retry. The modal
// is locked (no close, no Escape) while waiting and unlocks on an error. Focus starts on the
// heading (Retry is disabled while waiting) and moves to Retry after an error.
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/translate';
import type { TFunction } from '../../../lib/translate';
import type { Language, MobilePaymentRequestInput, OrderView } from '@shop/domain';
import { useModal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import {
  PAY_ERROR,
  PAY_IDLE,
  PAY_RECEIVED,
  PAY_WAITING,
  useMobilePayment,
} from './use-mobile-payment';
import type { PayPhase } from './use-mobile-payment';

export interface MobilePaymentDialogProps {
  /** The order draft as POSTed (with `openApp` on a phone). */
  body: MobilePaymentRequestInput;
  /** The payer's number, as the description names it. */
  phone: string;
  /** What Swish charges, formatted (kronor); null when not known. */
  amount: string | null;
  language: Language;
  onPaid(order: OrderView): void;
}

const STATUS_KEYS: Record<Exclude<PayPhase, typeof PAY_IDLE>, string> = {
  [PAY_WAITING]: 'checkout.mobile.waiting',
  [PAY_RECEIVED]: 'checkout.mobile.received',
  [PAY_ERROR]: 'checkout.mobile.error',
};

/** The description: on a phone the app link, else the payer's number; with the amount if known. */
function describe(t: TFunction, onApp: boolean, phone: string, amount: string | null) {
  const key = onApp ? 'checkout.mobile.describeApp' : 'checkout.mobile.describe';
  return t(amount ? key : `${key}Plain`, { phone, amount });
}

export function MobilePaymentDialog(props: MobilePaymentDialogProps) {
  const { body, phone, amount, language, onPaid } = props;
  const { t } = useTranslation();
  const { setLocked } = useModal();
  const pay = useMobilePayment({ body, language, onPaid });
  const { phase, start } = pay;
  const onApp = body.openApp === true;
  const heading = useRef<HTMLHeadingElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  const statusId = useId();

  useEffect(() => start(), [start]);
  useEffect(() => {
    // Opened locked: idle is only the instant before the first attempt starts.
    if (phase !== PAY_IDLE) setLocked(phase === PAY_WAITING);
  }, [phase, setLocked]);
  // Before the modal's own focus lands on the first button: nothing here is usable while waiting.
  useLayoutEffect(() => heading.current?.focus(), []);
  // After an error Retry is what to do next (and Escape works from there).
  useEffect(() => {
    if (phase === PAY_ERROR) retry.current?.focus();
  }, [phase]);

  const message = pay.conflict
    ? t('checkout.review.errors.order_conflict', { button: t('checkout.mobile.retry') })
    : pay.linesRefused
      ? t('checkout.review.errors.invalid_lines')
      : pay.message || t('checkout.mobile.unknown');
  const status = phase === PAY_IDLE ? '' : t(STATUS_KEYS[phase], { message });
  const error = phase === PAY_ERROR;
  const waitingForApp = onApp && phase === PAY_WAITING;
  return (
    <div className="mobile-payment">
      <h2 ref={heading} tabIndex={-1}>
        {t('checkout.mobile.title')}
      </h2>
      <p>{describe(t, onApp, phone, amount)}</p>
      {phase === PAY_WAITING ? <Spinner decorative /> : null}
      <p
        id={statusId}
        className={
          error ? 'mobile-payment__status mobile-payment__status--error' : 'mobile-payment__status'
        }
        role="status"
        aria-live="polite"
      >
        {status}
      </p>
      {waitingForApp && !pay.appUrl ? (
        <p className="mobile-payment__preparing">{t('checkout.mobile.preparingApp')}</p>
      ) : null}
      <div className="button-row">
        {waitingForApp && pay.appUrl ? (
          <a className="button" href={pay.appUrl}>
            {t('checkout.mobile.openApp')}
          </a>
        ) : null}
        <button
          ref={retry}
          type="button"
          className="button button--secondary"
          disabled={!pay.canRetry}
          aria-describedby={error ? statusId : undefined}
          onClick={() => {
            // Retry is disabled at once: the focus waits on the heading instead of the page.
            heading.current?.focus();
            start();
          }}
        >
          {t('checkout.mobile.retry')}
        </button>
      </div>
    </div>
  );
}
