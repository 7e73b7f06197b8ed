// The pay-by-mobile modal's content (SPEC §2 modals, §4, §8): what to do on the phone, a loader
// while waiting, the status in a live region, the Swish app link on a phone, and Retry. The modal
// is locked (no close, no Escape) while waiting and unlocks on an error.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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
  language: Language;
  onPaid(order: OrderView): void;
}

const STATUS_KEYS: Record<Exclude<PayPhase, typeof PAY_IDLE>, string> = {
  [PAY_WAITING]: 'checkout.mobile.waiting',
  [PAY_RECEIVED]: 'checkout.mobile.received',
  [PAY_ERROR]: 'checkout.mobile.error',
};

export function MobilePaymentDialog({ body, phone, language, onPaid }: MobilePaymentDialogProps) {
  const { t } = useTranslation();
  const { setLocked } = useModal();
  const pay = useMobilePayment({ body, language, onPaid });
  const { phase, start } = pay;
  const onApp = body.openApp === true;

  useEffect(() => start(), [start]);
  useEffect(() => {
    // Opened locked: idle is only the instant before the first attempt starts.
    if (phase !== PAY_IDLE) setLocked(phase === PAY_WAITING);
  }, [phase, setLocked]);

  const status =
    phase === PAY_IDLE
      ? ''
      : t(STATUS_KEYS[phase], { message: pay.message || t('checkout.mobile.unknown') });
  return (
    <div className="mobile-payment">
      <h2>{t('checkout.mobile.title')}</h2>
      <p>{onApp ? t('checkout.mobile.describeApp') : t('checkout.mobile.describe', { phone })}</p>
      {phase === PAY_WAITING ? <Spinner decorative /> : null}
      <p className="mobile-payment__status" role="status" aria-live="polite">
        {status}
      </p>
      <div className="button-row">
        {onApp && phase === PAY_WAITING && pay.appUrl ? (
          <a className="button" href={pay.appUrl}>
            {t('checkout.mobile.openApp')}
          </a>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          disabled={!pay.canRetry}
          onClick={start}
        >
          {t('checkout.mobile.retry')}
        </button>
      </div>
    </div>
  );
}
