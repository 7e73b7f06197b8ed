// What can be done with an import the server holds: apply it (every row, only when none is invalid,
// or only the valid rows) after a confirmation, or cancel it. Nothing is offered once it is settled.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { ImportApplyMode, ImportSummary } from '@shop/domain';
import { focusOnMount, serverMessage, statusOf } from '../lib/server-message';
import { failureText, useApplyImport, useCancelImport } from './imports-api';

interface Props {
  summary: ImportSummary;
  /** Reads the import again: a refusal may mean it moved on meanwhile. */
  onRefresh(): void;
}

export function ImportActions({ summary, onRefresh }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const applyCall = useApplyImport();
  const cancelCall = useCancelImport();
  const [confirming, setConfirming] = useState<ImportApplyMode | null>(null);
  const [failure, setFailure] = useState<{ n: number; message: string } | null>(null);
  // "Go back" returns the focus to the button that asked, once it is there again.
  const returnTo = useRef<ImportApplyMode | null>(null);
  const buttons = useRef<Partial<Record<ImportApplyMode, HTMLButtonElement | null>>>({});
  const busy = applyCall.isPending || cancelCall.isPending;
  const { report, state } = summary;

  const fail = (error: unknown, conflict: string) => {
    const message = statusOf(error) === 409 ? (serverMessage(error) ?? t(conflict)) : null;
    if (statusOf(error) === 409) onRefresh();
    setFailure((was) => ({ n: (was?.n ?? 0) + 1, message: message ?? failureText(error, t) }));
  };

  useEffect(() => {
    if (confirming || !returnTo.current) return;
    buttons.current[returnTo.current]?.focus();
    returnTo.current = null;
  }, [confirming]);

  const ask = (mode: ImportApplyMode) => {
    setFailure(null);
    setConfirming(mode);
  };
  const back = () => {
    returnTo.current = confirming;
    setConfirming(null);
  };
  const apply = (mode: ImportApplyMode) => {
    if (busy) return;
    setFailure(null);
    applyCall.mutate(
      { id: summary.id, mode },
      {
        onSuccess: () => setConfirming(null),
        onError: (error) => {
          setConfirming(null);
          fail(error, mode === 'all' ? 'imports.errors.hasProblems' : 'imports.errors.notStaged');
        },
      },
    );
  };
  const cancel = () => {
    if (busy) return;
    setFailure(null);
    setConfirming(null);
    cancelCall.mutate(summary.id, {
      onError: (error) => fail(error, 'imports.errors.notCancellable'),
    });
  };

  const alert = failure ? (
    <p key={failure.n} role="alert" className="console-error" tabIndex={-1} ref={focusOnMount}>
      {failure.message}
    </p>
  ) : null;
  // A refusal may come with the import's move on (cancelled meanwhile): its words stay.
  if (state !== 'staging' && state !== 'staged') return alert;
  const invalid = report?.invalid ?? 0;
  const valid = report ? report.create + report.update + report.unchanged : 0;
  const staged = state === 'staged' && report !== null;

  if (staged && confirming) {
    return (
      <section className="catalog-panel import-confirm" aria-labelledby={`${id}-confirm`}>
        <h2 id={`${id}-confirm`} className="catalog-panel__title" tabIndex={-1} ref={focusOnMount}>
          {t('imports.confirm.title')}
        </h2>
        <p>
          {t('imports.confirm.changes', { create: report.create, update: report.update })}{' '}
          {confirming === 'valid' ? t('imports.confirm.skipped', { count: invalid }) : null}
        </p>
        <p className="console-actions">
          <button
            type="button"
            className="console-button"
            disabled={busy}
            onClick={() => apply(confirming)}
          >
            {applyCall.isPending
              ? t('imports.actions.applying')
              : confirming === 'all'
                ? t('imports.confirm.yes')
                : t('imports.confirm.yesValid')}
          </button>
          <button
            type="button"
            className="console-button console-button--quiet"
            disabled={busy}
            onClick={back}
          >
            {t('imports.confirm.back')}
          </button>
        </p>
      </section>
    );
  }

  return (
    <section className="catalog-panel" aria-labelledby={`${id}-actions`}>
      <h2 id={`${id}-actions`} className="catalog-panel__title">
        {t('imports.actions.title')}
      </h2>
      {staged && invalid > 0 ? (
        <p id={`${id}-hint`} className="console-hint">
          {valid > 0 ? t('imports.actions.invalidHint') : t('imports.actions.nothingValid')}
        </p>
      ) : null}
      <p className="console-actions">
        {staged ? (
          <button
            type="button"
            className="console-button"
            disabled={busy || invalid > 0}
            aria-describedby={invalid > 0 ? `${id}-hint` : undefined}
            ref={(button) => {
              buttons.current.all = button;
            }}
            onClick={() => ask('all')}
          >
            {t('imports.actions.apply')}
          </button>
        ) : null}
        {staged && invalid > 0 && valid > 0 ? (
          <button
            type="button"
            className="console-button"
            disabled={busy}
            ref={(button) => {
              buttons.current.valid = button;
            }}
            onClick={() => ask('valid')}
          >
            {t('imports.actions.applyValid')}
          </button>
        ) : null}
        <button
          type="button"
          className="console-button console-button--quiet"
          disabled={busy}
          onClick={cancel}
        >
          {cancelCall.isPending ? t('imports.actions.cancelling') : t('imports.actions.cancel')}
        </button>
      </p>
      {alert}
    </section>
  );
}
