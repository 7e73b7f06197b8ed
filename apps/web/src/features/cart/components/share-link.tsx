// A saved cart's shareable address in a read-only field, with a copy button that says it copied.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translate';

type CopyState = 'idle' | 'copied' | 'manual';

/** `focus`: the visitor just shared the cart, so the address to copy takes the focus. */
export function ShareLink({ url, focus = false }: { url: string; focus?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  const selectLink = () => field.current?.select();

  useEffect(() => {
    if (!focus) return;
    field.current?.focus();
    field.current?.select();
  }, [focus]);

  const copy = async () => {
    try {
      // Missing outside secure contexts; then the visitor copies the selected text.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      selectLink();
      setState('manual');
    }
  };

  return (
    <div className="share-link">
      <label htmlFor={id} className="share-link__label">
        {t('cart.saved.link')}
      </label>
      <div className="share-link__row">
        <input
          ref={field}
          id={id}
          className="share-link__url"
          type="url"
          readOnly
          value={url}
          onFocus={selectLink}
        />
        <button type="button" className="button" onClick={() => void copy()}>
          {t('cart.saved.copy')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="share-link__status">
        {state === 'copied' ? t('cart.saved.copied') : null}
        {state === 'manual' ? t('cart.saved.copyManually') : null}
      </p>
    </div>
  );
}
