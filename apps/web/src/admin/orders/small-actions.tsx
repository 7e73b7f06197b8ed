// The order's one-field actions: cancel with a reason, mark a transfer or invoice paid by the
// reference on the bank statement, and clear a flag with a reason.
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@shop/domain';
import { ActionForm, useAnnounce } from './action-form';
import { useOrderAction } from './orders-api';

const textOf = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export function CancelForm({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const action = useOrderAction(detail.order.number, 'cancel');
  const announce = useAnnounce();
  return (
    <ActionForm
      title={t('orders.actions.cancel')}
      submit={t('orders.actions.cancelSubmit')}
      pending={action.isPending}
      error={action.error}
      onSubmit={(form, _key, settled) =>
        action.mutate(
          { reason: textOf(form, 'reason') },
          {
            onSettled: (_answer, error) => settled(!error),
            onSuccess: () => announce(t('orders.actions.cancelled')),
          },
        )
      }
    >
      <p className="console-hint">
        {detail.paidAt ? t('orders.actions.cancelPaid') : t('orders.actions.cancelUnpaid')}
      </p>
      <label>
        <span>{t('orders.actions.reason')}</span>
        <input name="reason" required maxLength={500} autoComplete="off" />
      </label>
    </ActionForm>
  );
}

export function MarkPaidForm({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const action = useOrderAction(detail.order.number, 'mark-paid');
  const announce = useAnnounce();
  return (
    <ActionForm
      title={t('orders.actions.markPaid')}
      submit={t('orders.actions.markPaidSubmit')}
      pending={action.isPending}
      error={action.error}
      onSubmit={(form, _key, settled) =>
        action.mutate(
          { reference: textOf(form, 'reference') },
          {
            onSettled: (_answer, error) => settled(!error),
            onSuccess: () => announce(t('orders.actions.markedPaid')),
          },
        )
      }
    >
      <label>
        <span>{t('orders.actions.reference')}</span>
        <input name="reference" required maxLength={40} autoComplete="off" />
      </label>
    </ActionForm>
  );
}

export function ClearFlagForm({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const action = useOrderAction(detail.order.number, 'clear-flag');
  const announce = useAnnounce();
  return (
    <ActionForm
      title={t('orders.actions.clearFlag')}
      submit={t('orders.actions.clearFlagSubmit')}
      pending={action.isPending}
      error={action.error}
      onSubmit={(form, _key, settled) =>
        action.mutate(
          { reason: textOf(form, 'reason') },
          {
            onSettled: (_answer, error) => settled(!error),
            onSuccess: () => announce(t('orders.actions.flagCleared')),
          },
        )
      }
    >
      <label>
        <span>{t('orders.actions.reason')}</span>
        <input name="reason" required maxLength={500} autoComplete="off" />
      </label>
    </ActionForm>
  );
}
