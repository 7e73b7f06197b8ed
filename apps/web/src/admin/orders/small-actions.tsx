// The order's one-field actions: cancel with a reason, mark a transfer or invoice paid by the
// reference on the bank statement, and clear a flag with a reason.
import { useTranslation } from '../../lib/translate';
import type { AdminOrderDetail } from '@shop/domain';
import { ActionForm, useAnnounce } from './action-form';
import { useOrderAction } from './orders-api';

type OneField = 'cancel' | 'mark-paid' | 'clear-flag';

interface Props {
  detail: AdminOrderDetail;
  action: OneField;
  title: string;
  submit: string;
  label: string;
  maxLength: number;
  done: string;
  hint?: string;
}

/** One action of one required text field: the field's text is its reason or reference. */
function OneFieldForm({ detail, action, title, submit, label, maxLength, done, hint }: Props) {
  const announce = useAnnounce();
  const call = useOrderAction(detail.order.number, action);
  const field = action === 'mark-paid' ? 'reference' : 'reason';
  return (
    <ActionForm
      title={title}
      submit={submit}
      pending={call.isPending}
      error={call.error}
      onSubmit={(form, _key, settled) => {
        const text = String(form.get(field) ?? '').trim();
        const body = field === 'reference' ? { reference: text } : { reason: text };
        call.mutate(body, {
          onSettled: (_answer, error) => settled(!error),
          onSuccess: () => announce(done),
        });
      }}
    >
      {hint ? <p className="console-hint">{hint}</p> : null}
      <label>
        <span>{label}</span>
        <input name={field} required maxLength={maxLength} autoComplete="off" />
      </label>
    </ActionForm>
  );
}

export function CancelForm({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  return (
    <OneFieldForm
      detail={detail}
      action="cancel"
      title={t('orders.actions.cancel')}
      submit={t('orders.actions.cancelSubmit')}
      hint={detail.paidAt ? t('orders.actions.cancelPaid') : t('orders.actions.cancelUnpaid')}
      label={t('orders.actions.reason')}
      maxLength={500}
      done={t('orders.actions.cancelled')}
    />
  );
}

export function MarkPaidForm({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  return (
    <OneFieldForm
      detail={detail}
      action="mark-paid"
      title={t('orders.actions.markPaid')}
      submit={t('orders.actions.markPaidSubmit')}
      label={t('orders.actions.reference')}
      maxLength={40}
      done={t('orders.actions.markedPaid')}
    />
  );
}

export function ClearFlagForm({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  return (
    <OneFieldForm
      detail={detail}
      action="clear-flag"
      title={t('orders.actions.clearFlag')}
      submit={t('orders.actions.clearFlagSubmit')}
      label={t('orders.actions.reason')}
      maxLength={500}
      done={t('orders.actions.flagCleared')}
    />
  );
}
