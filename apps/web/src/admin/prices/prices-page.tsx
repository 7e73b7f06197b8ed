// The bulk price page (admins): the form, its preview (nothing changes yet), apply with the
// preview's token, then undo from the audit row. Every button waits while a call is under way; a
// price moved since the preview (409) asks for a new preview.
import { useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import type { BulkPricePreview, BulkPriceRequest, PriceChangeResult } from '@shop/domain';
import { useConsoleTitle } from '../layout/use-console-title';
import { Field } from '../items/item-fields';
import { focusOnMount, serverMessage, statusOf } from '../lib/server-message';
import { BulkForm } from './bulk-form';
import { auditLinkOf, EMPTY_BULK_FORM, requestOf } from './bulk-request';
import type { BulkProblem } from './bulk-request';
import { PreviewTable } from './preview-table';
import { useBulkApply, useBulkPreview, useBulkUndo } from './prices-api';
import '../items/items.css';

type Flow =
  | { step: 'edit' }
  | { step: 'previewed'; request: BulkPriceRequest; preview: BulkPricePreview }
  | { step: 'applied'; token: string; result: PriceChangeResult }
  | { step: 'undone'; token: string; undo: PriceChangeResult };

interface Failure {
  n: number;
  message: string;
  /** Apply found a price moved since the preview: preview this request again. */
  again?: BulkPriceRequest;
}

export function PricesPage() {
  const { t } = useTranslation();
  const title = t('nav.prices');
  useConsoleTitle(title);
  const previewCall = useBulkPreview();
  const applyCall = useBulkApply();
  const undoCall = useBulkUndo();
  const busy = previewCall.isPending || applyCall.isPending || undoCall.isPending;
  const [values, setValues] = useState(EMPTY_BULK_FORM);
  const [problems, setProblems] = useState<BulkProblem[]>([]);
  const [reason, setReason] = useState('');
  const [flow, setFlow] = useState<Flow>({ step: 'edit' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const fail = (message: string, again?: BulkPriceRequest) =>
    setFailure((was) => ({ n: (was?.n ?? 0) + 1, message, ...(again ? { again } : {}) }));
  const failed = (error: unknown) => fail(serverMessage(error) ?? t('prices.callError'));

  const onChange = (next: typeof values) => {
    setValues(next);
    // A preview stands for the form as it was: an edited form needs a new one.
    if (flow.step === 'previewed') setFlow({ step: 'edit' });
  };

  const preview = (request: BulkPriceRequest) => {
    setFailure(null);
    previewCall.mutate(request, {
      onSuccess: (answer) => setFlow({ step: 'previewed', request, preview: answer }),
      onError: failed,
    });
  };

  const onPreview = (): readonly BulkProblem[] => {
    if (busy) return [];
    const { request, problems: found } = requestOf(values);
    setProblems(found);
    if (request) preview(request);
    else setFailure(null);
    return found;
  };

  const onApply = () => {
    if (busy || flow.step !== 'previewed') return;
    const { request, preview: shown } = flow;
    setFailure(null);
    const body = {
      ...request,
      token: shown.token,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    };
    applyCall.mutate(body, {
      onSuccess: (result) => {
        setReason('');
        setFlow({ step: 'applied', token: shown.token, result });
      },
      onError: (error) => {
        if (statusOf(error) !== 409) return failed(error);
        setFlow({ step: 'edit' });
        fail(t('prices.stale'), request);
      },
    });
  };

  const onUndo = () => {
    if (busy || flow.step !== 'applied') return;
    const { token, result } = flow;
    setFailure(null);
    undoCall.mutate(result.auditId, {
      onSuccess: (undo) => setFlow({ step: 'undone', token, undo }),
      onError: failed,
    });
  };

  let outcome = null;
  if (flow.step === 'previewed') {
    const { changes } = flow.preview;
    outcome = (
      <section key={flow.preview.token} className="catalog-panel" aria-labelledby="bulk-preview">
        <h2 id="bulk-preview" className="catalog-panel__title">
          {t('prices.previewTitle')}
        </h2>
        <p role="status" tabIndex={-1} ref={focusOnMount}>
          {changes.length ? t('prices.count', { count: changes.length }) : t('prices.noChanges')}
        </p>
        {changes.length ? (
          <>
            <PreviewTable changes={changes} />
            <Field
              label={t('prices.reason')}
              name="reason"
              value={reason}
              onChange={setReason}
              hint={t('prices.reasonHint')}
              maxLength={500}
              wide
            />
            <p className="console-actions">
              <button type="button" className="console-button" disabled={busy} onClick={onApply}>
                {applyCall.isPending ? t('prices.applying') : t('prices.apply')}
              </button>
            </p>
          </>
        ) : null}
      </section>
    );
  } else if (flow.step === 'applied') {
    const { result } = flow;
    outcome = (
      <section key="applied" className="catalog-panel" aria-labelledby="bulk-applied">
        <h2 id="bulk-applied" className="catalog-panel__title">
          {t('prices.appliedTitle')}
        </h2>
        <p role="status" tabIndex={-1} ref={focusOnMount}>
          {result.applied
            ? t('prices.applied', { count: result.changes.length })
            : t('prices.alreadyApplied', { count: result.changes.length })}
        </p>
        <p className="console-actions">
          <button type="button" className="console-button" disabled={busy} onClick={onUndo}>
            {undoCall.isPending ? t('prices.undoing') : t('prices.undo')}
          </button>
          <Link to={auditLinkOf(flow.token)}>{t('prices.auditLink')}</Link>
        </p>
      </section>
    );
  } else if (flow.step === 'undone') {
    outcome = (
      <section key="undone" className="catalog-panel" aria-labelledby="bulk-undone">
        <h2 id="bulk-undone" className="catalog-panel__title">
          {t('prices.undoneTitle')}
        </h2>
        <p role="status" tabIndex={-1} ref={focusOnMount}>
          {t('prices.undone', { count: flow.undo.changes.length })}
        </p>
        <p>
          <Link to={auditLinkOf(flow.token)}>{t('prices.auditLink')}</Link>
        </p>
      </section>
    );
  }

  return (
    <>
      <h1>{title}</h1>
      <p>{t('prices.intro')}</p>
      <BulkForm
        values={values}
        onChange={onChange}
        onSubmit={onPreview}
        problems={problems}
        busy={busy}
      />
      {failure ? (
        <div
          key={failure.n}
          role="alert"
          className="catalog-panel"
          tabIndex={-1}
          ref={focusOnMount}
        >
          <p className="console-error">{failure.message}</p>
          {failure.again ? (
            <button
              type="button"
              className="console-button"
              disabled={busy}
              onClick={() => failure.again && preview(failure.again)}
            >
              {t('prices.previewAgain')}
            </button>
          ) : null}
        </div>
      ) : null}
      {outcome}
    </>
  );
}
