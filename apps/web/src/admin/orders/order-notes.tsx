// Internal notes on an order: staff read them newest last and add one; customers never see them.
import { useRef } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import type { OrderNote } from '@shop/domain';
import { serverMessage } from '../lib/server-message';
import { useAddNote } from './orders-api';

export function OrderNotes({ number, notes }: { number: string; notes: readonly OrderNote[] }) {
  const { t, i18n } = useTranslation();
  const add = useAddNote(number);
  const field = useRef<HTMLTextAreaElement>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = field.current?.value.trim() ?? '';
    if (!text || add.isPending) return;
    add.mutate(text, {
      onSuccess: () => {
        if (field.current) field.current.value = '';
      },
    });
  };
  const error = add.error ? (serverMessage(add.error) ?? t('orders.actions.failed')) : null;
  return (
    <section aria-labelledby="order-notes">
      <h2 id="order-notes">{t('orders.detail.notes')}</h2>
      {notes.length === 0 ? (
        <p>{t('orders.detail.noNotes')}</p>
      ) : (
        <ul className="orders-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p>{note.text}</p>
              <p className="console-hint">
                {note.author.email} ·{' '}
                <time dateTime={note.at}>{when.format(new Date(note.at))}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form className="console-form orders-notes-form" onSubmit={onSubmit}>
        <label>
          <span>{t('orders.notes.new')}</span>
          <textarea ref={field} name="text" rows={3} maxLength={2000} required />
        </label>
        <p className="console-actions">
          <button type="submit" className="console-button" disabled={add.isPending}>
            {t('orders.notes.add')}
          </button>
        </p>
        <p className="console-error" role="alert">
          {error}
        </p>
      </form>
    </section>
  );
}
