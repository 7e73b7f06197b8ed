// One order action as a disclosure with its form: the server's refusal in an alert, the button off
// while the call runs. A submit carries an idempotency key that changes only when the form is
// edited after a success, so a double click or a retry is one action at the server.
import { createContext, useContext, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../lib/translate';
import { serverMessage } from '../lib/server-message';

/** A fresh idempotency key: one per submitted action. */
export const newActionKey = (): string => crypto.randomUUID();

interface Props {
  title: string;
  submit: string;
  pending: boolean;
  error: unknown;
  /** Sends the action with `key`; calls `settled(ok)` once the server answered. */
  onSubmit(form: FormData, key: string, settled: (ok: boolean) => void): void;
  children: ReactNode;
}

export function ActionForm({ title, submit, pending, error, onSubmit, children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // A second click can come before the re-render that disables the button.
  const busy = useRef(false);
  const [key, setKey] = useState(newActionKey);
  const used = useRef(false);
  const submitted = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || busy.current) return;
    busy.current = true;
    onSubmit(new FormData(event.currentTarget), key, (ok) => {
      busy.current = false;
      if (ok) used.current = true;
    });
  };
  // An edit after a success is a new action; the same form sent again is the same one.
  const edited = () => {
    if (!used.current) return;
    used.current = false;
    setKey(newActionKey());
  };
  const message = error ? (serverMessage(error) ?? t('orders.actions.failed')) : null;
  return (
    <details className="orders-action">
      <summary id={`${id}-title`}>{title}</summary>
      <form
        className="console-form"
        aria-labelledby={`${id}-title`}
        onSubmit={submitted}
        onChange={edited}
      >
        {children}
        <p className="console-actions">
          <button type="submit" className="console-button" disabled={pending}>
            {pending ? t('orders.actions.working') : submit}
          </button>
        </p>
        <p className="console-error" role="alert">
          {message}
        </p>
      </form>
    </details>
  );
}

/** Tells what an action did, in the panel's status line, which outlives the action's form. */
export const AnnounceContext = createContext<(text: string) => void>(() => undefined);

export const useAnnounce = () => useContext(AnnounceContext);
