// The address modal (SPEC §2 modals): one address of the draft edited in a dialog, checked by the
// same schema as the checkout; Save stores it, Cancel leaves the draft as it was.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/translate';
import { useModal } from '../../../components/ui/modal';
import { AddressFields } from '../../../components/form/address-fields';
import { useShownErrors } from '../../../components/form/text-field';
import { draftActions, draftStore } from '../model/draft-store';
import type { AddressDraft, AddressKind } from '../model/draft-store';
import { checkOrderDraft, toOrderDraft } from '../model/order-draft';
import type { DraftContext } from '../model/order-draft';

export interface AddressEditorProps {
  kind: AddressKind;
  /** What the draft becomes an order with (the checks follow the destination). */
  context: DraftContext;
  /** The address's country, as shown. */
  countryName: string;
}

export function AddressEditor({ kind, context, countryName }: AddressEditorProps) {
  const { t } = useTranslation();
  const modal = useModal();
  const [address, setAddress] = useState<AddressDraft>(() => draftStore.get()[kind]);
  const edited = { ...draftStore.get(), [kind]: { ...draftStore.get()[kind], ...address } };
  const all = checkOrderDraft(toOrderDraft(edited, context)).errors;
  const own = new Map([...all].filter(([path]) => path.startsWith(`${kind}.`)));
  const errors = useShownErrors(own);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (own.size > 0) return;
    draftActions.setAddress(kind, address);
    modal.close();
  };

  return (
    <form className="address-editor" noValidate onSubmit={onSubmit}>
      <h2>{t(`checkout.review.edit.${kind}`)}</h2>
      <AddressFields
        kind={kind}
        legend={t(`checkout.details.${kind === 'billingAddress' ? 'billing' : 'shipping'}`)}
        address={address}
        errors={errors}
        autofillSection={kind === 'shippingAddress' ? 'shipping' : undefined}
        onChange={(field, value) => setAddress((current) => ({ ...current, [field]: value }))}
        // The country the check uses: the destination, unless a separate billing address names its own.
        postalCountry={
          kind === 'billingAddress' && edited.shippingAddress.enabled
            ? address.country || context.countrySlug
            : context.countrySlug
        }
        country={
          <p className="checkout-address__country">
            {t('checkout.details.countryIs', { country: countryName })}
          </p>
        }
      />
      <div className="button-row">
        <button type="submit" className="button" disabled={own.size > 0}>
          {t('checkout.review.edit.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={modal.close}>
          {t('checkout.review.edit.cancel')}
        </button>
      </div>
    </form>
  );
}
