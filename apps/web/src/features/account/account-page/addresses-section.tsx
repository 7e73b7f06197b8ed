// Saved addresses, which prefill the checkout: listed, added, changed and deleted in place.
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translate';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { addressSummary } from '../../../lib/address-draft';
import { useDeleteAddress, useSavedAddresses } from '../api';
import { errorText } from '../forms/form-state';
import { AddressForm } from './address-form';

/** Which form is open: none, a new address, or the one with this id. */
type Editing = null | 'new' | string;

export function AddressesSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const addresses = useSavedAddresses();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(null);
    // The form is gone: the focus goes back to a control that stays.
    requestAnimationFrame(() => addButton.current?.focus());
  };
  return (
    <section className="account-section card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.addresses.title')}</h2>
      {addresses.isError ? (
        <LoadError
          message={t('account.addresses.loadError')}
          retryLabel={t('account.retry')}
          onRetry={() => void addresses.refetch()}
        />
      ) : !addresses.data ? (
        <Spinner />
      ) : addresses.data.length === 0 ? (
        <p>{t('account.addresses.none')}</p>
      ) : (
        <ul className="account-list">
          {addresses.data.map((saved) =>
            editing === saved.id ? (
              <li key={saved.id}>
                <AddressForm saved={saved} onDone={close} />
              </li>
            ) : (
              <li key={saved.id} className="account-list__item">
                <span>{addressSummary(saved.address)}</span>
                <span className="button-row">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('account.addresses.editOne', {
                      address: addressSummary(saved.address),
                    })}
                    onClick={() => setEditing(saved.id)}
                  >
                    {t('account.addresses.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={remove.isPending}
                    aria-label={t('account.addresses.deleteOne', {
                      address: addressSummary(saved.address),
                    })}
                    onClick={() =>
                      // The address and its buttons go: the focus waits on the add button.
                      remove.mutate(saved.id, { onSettled: () => addButton.current?.focus() })
                    }
                  >
                    {t('account.addresses.delete')}
                  </button>
                </span>
              </li>
            ),
          )}
        </ul>
      )}
      {remove.isError ? <p role="alert">{errorText(remove.error, t)}</p> : null}
      {editing === 'new' ? (
        <AddressForm saved={null} onDone={close} />
      ) : (
        <button
          ref={addButton}
          type="button"
          className="button button--secondary"
          onClick={() => setEditing('new')}
        >
          {t('account.addresses.add')}
        </button>
      )}
    </section>
  );
}
