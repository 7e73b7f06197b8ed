// Why an order could not be placed, with a way back to the checkout for what is fixed there.
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translate';
import { placeErrorKind } from './use-place-order';

/** Errors the checkout page fixes: they link back to it. */
const FIXED_IN_CHECKOUT = new Set([
  'invalid_lines',
  'transport_not_allowed',
  'payment_not_allowed',
  'invalid_request',
]);

export interface PlaceErrorProps {
  error: unknown;
  className?: string;
  /** False on the checkout page itself. */
  linkBack?: boolean;
  /** The label of the button that tries again (Place order by default, Next on the checkout). */
  button?: string;
}

export function PlaceError({ error, className, linkBack = true, button }: PlaceErrorProps) {
  const { t } = useTranslation();
  const kind = placeErrorKind(error);
  return (
    <div className={className} role="alert">
      <p>
        {t(`checkout.review.errors.${kind}`, {
          message: error instanceof Error ? error.message : '',
          button: button ?? t('checkout.review.submit'),
        })}
      </p>
      {linkBack && FIXED_IN_CHECKOUT.has(kind) ? (
        <Link to="/checkout">{t('checkout.backToCheckout')}</Link>
      ) : null}
    </div>
  );
}
