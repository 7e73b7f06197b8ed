// Shipping estimate icon coloured by days to arrival (SPEC §9), explained in words or a tooltip.
import { estimateColour } from '@shop/domain';
import { useTranslation } from '../../lib/translate';
import { Tooltip } from './tooltip';
import './shipping-estimate.css';

export interface ShippingEstimateProps {
  /** Days until the parcel arrives; null or negative when unknown. */
  days: number | null | undefined;
  /** The arrival date as display text (formatDate), when known. */
  arrival?: string | null;
  /** Shows the explanation beside the icon too (the item page's purchase box). */
  showText?: boolean;
}

export function ShippingEstimate({ days, arrival, showText = false }: ShippingEstimateProps) {
  const { t } = useTranslation();
  const colour = estimateColour(days);
  let text: string;
  if (colour === 'unknown' || days === null || days === undefined) {
    text = t('catalog.estimate.unknown');
  } else if (arrival) {
    text = t('catalog.estimate.arrival', { date: arrival });
  } else {
    text = t('catalog.estimate.days', { count: days });
  }
  const icon = (
    <svg
      className={`shipping-estimate__icon shipping-estimate__icon--${colour}`}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
    >
      <path d="M2 6h11v9H2zM13 9h4.5l3.5 3.5V15h-8z" />
      <circle cx="6" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </svg>
  );
  // Shown in words, the icon is decoration: no tooltip to read the same words twice.
  return (
    <span className={`shipping-estimate shipping-estimate--${colour}`}>
      {showText ? (
        <>
          {icon}
          <span className="shipping-estimate__text">{text}</span>
        </>
      ) : (
        <Tooltip content={text} label={text}>
          {icon}
        </Tooltip>
      )}
    </span>
  );
}
