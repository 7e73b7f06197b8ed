// The upload: a file, an optional saved mapping, "Upload". While the bytes go up a bar shows how
// much has been sent and the upload can be stopped; once the server has it, its import's page opens.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link, useNavigate } from 'react-router';
import { focusOnMount } from '../lib/server-message';
import { KIND_LABELS, percentOf } from './import-labels';
import { failureText, useImportAnswered, useImportMappings } from './imports-api';
import { isAbort, uploadImportFile } from './upload-file';

interface Sending {
  fileName: string;
  sent: number;
  total: number;
}

export function UploadForm() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const answered = useImportAnswered();
  const mappings = useImportMappings();
  const [mapping, setMapping] = useState('');
  const [missingFile, setMissingFile] = useState(false);
  const [sending, setSending] = useState<Sending | null>(null);
  const [failure, setFailure] = useState<{ n: number; message: string } | null>(null);
  const stop = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const uploading = sending !== null;

  // Leaving the page stops an upload no one is left to follow.
  useEffect(() => () => stop.current?.abort(), []);
  // "Upload" is disabled under the keyboard's focus: the focus goes on to what can be used now.
  useEffect(() => {
    if (uploading) stopButton.current?.focus();
  }, [uploading]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    const file = fileInput.current?.files?.[0];
    setFailure(null);
    if (!file) {
      setMissingFile(true);
      fileInput.current?.focus();
      return;
    }
    setMissingFile(false);
    const controller = new AbortController();
    stop.current = controller;
    setSending({ fileName: file.name, sent: 0, total: file.size });
    uploadImportFile({
      file,
      mapping: mapping || null,
      signal: controller.signal,
      onProgress: (sent, total) => setSending({ fileName: file.name, sent, total }),
    }).then(
      (answer) => {
        stop.current = null;
        answered(answer);
        void navigate(`/imports/${encodeURIComponent(answer.import.id)}`);
      },
      (error: unknown) => {
        stop.current = null;
        setSending(null);
        const message = isAbort(error) ? t('imports.upload.stopped') : failureText(error, t);
        setFailure((was) => ({ n: (was?.n ?? 0) + 1, message }));
      },
    );
  };

  const percent = sending ? (percentOf(sending.sent, sending.total) ?? 0) : 0;
  const saved = mappings.data?.mappings ?? [];
  const fileHint = `${id}-file-hint`;
  const fileProblem = `${id}-file-problem`;
  return (
    <form className="import-upload" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="catalog-panel__title">
        {t('imports.upload.title')}
      </h2>
      <div className="catalog-fields">
        <div className="catalog-field catalog-field--wide">
          <label htmlFor={`${id}-file`}>{t('imports.upload.file')}</label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            name="file"
            type="file"
            accept=".csv,.jsonl,.ndjson,text/csv,application/x-ndjson"
            disabled={uploading}
            aria-invalid={missingFile || undefined}
            aria-describedby={missingFile ? `${fileHint} ${fileProblem}` : fileHint}
            onChange={() => setMissingFile(false)}
          />
          <p id={fileHint} className="console-hint">
            {t('imports.upload.fileHint')}
          </p>
          {missingFile ? (
            <p id={fileProblem} className="console-error">
              {t('imports.upload.noFile')}
            </p>
          ) : null}
        </div>
        <div className="catalog-field">
          <label htmlFor={`${id}-mapping`}>{t('imports.upload.mapping')}</label>
          <select
            id={`${id}-mapping`}
            name="mapping"
            value={mapping}
            disabled={uploading}
            aria-describedby={`${id}-mapping-hint`}
            onChange={(e) => setMapping(e.target.value)}
          >
            <option value="">{t('imports.upload.noMapping')}</option>
            {saved.map((one) => (
              <option key={one.name} value={one.name}>
                {t('imports.upload.mappingOption', {
                  name: one.name,
                  kind: t(KIND_LABELS[one.kind]),
                })}
              </option>
            ))}
          </select>
          <p id={`${id}-mapping-hint`} className="console-hint">
            {mappings.isError ? t('imports.upload.mappingsError') : t('imports.upload.mappingHint')}{' '}
            <Link to="/imports/mappings">{t('imports.upload.editMappings')}</Link>
          </p>
        </div>
      </div>
      <p className="console-actions">
        <button type="submit" className="console-button" disabled={uploading}>
          {sending ? t('imports.upload.sending') : t('imports.upload.submit')}
        </button>
        {sending ? (
          <button
            ref={stopButton}
            type="button"
            className="console-button console-button--quiet"
            onClick={() => stop.current?.abort()}
          >
            {t('imports.upload.stop')}
          </button>
        ) : null}
      </p>
      {sending ? (
        <div className="import-progress">
          <p role="status">{t('imports.upload.started', { file: sending.fileName })}</p>
          <progress
            max={100}
            value={percent}
            aria-label={t('imports.upload.progress', { file: sending.fileName })}
            aria-valuetext={t('imports.upload.percent', { percent })}
          />
          <p aria-hidden="true">{t('imports.upload.percent', { percent })}</p>
        </div>
      ) : null}
      {failure ? (
        <p key={failure.n} role="alert" className="console-error" tabIndex={-1} ref={focusOnMount}>
          {failure.message}
        </p>
      ) : null}
    </form>
  );
}
