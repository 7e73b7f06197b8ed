// The embedded checkout container (SPEC §2 Checkout): the provider's snippet in place of the
// checkout form, and a way back to the form to pick another payment.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/translate';
import { insertSnippet } from './insert-snippet';

export interface EmbeddedCheckoutProps {
  snippet: string;
  /** Back to the checkout form ("Change payment method"). */
  onBack(): void;
}

export function EmbeddedCheckout({ snippet, onBack }: EmbeddedCheckoutProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the focus was in is gone: the focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    // Once per snippet: a second run (React's development double effects) would start it twice.
    if (!frame.current || shown.current === snippet) return;
    shown.current = snippet;
    insertSnippet(frame.current, snippet);
  }, [snippet]);

  return (
    <section className="embedded-checkout" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('checkout.embedded.title')}
      </h2>
      {/* React renders nothing in here: the provider's snippet owns this element. */}
      <div ref={frame} className="embedded-checkout__frame" data-testid="embedded-checkout" />
      <p>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('checkout.embedded.back')}
        </button>
      </p>
    </section>
  );
}
