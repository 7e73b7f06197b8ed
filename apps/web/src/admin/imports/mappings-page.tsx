// The column mappings page (admins): the saved mappings, and the editor that saves one under its
// name (a saved name again replaces it). What a save or a delete did is said in the status line,
// which takes the focus, since the button pressed may be gone.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import { Link } from 'react-router';
import type { ImportMapping } from '@shop/domain';
import { useConsoleTitle } from '../layout/use-console-title';
import { focusOnMount } from '../lib/server-message';
import { failureText, useDeleteMapping, useImportMappings, useSaveMapping } from './imports-api';
import { EMPTY_MAPPING, mappingOf, valuesOf } from './mapping-draft';
import type { MappingProblem } from './mapping-draft';
import { MappingForm } from './mapping-form';
import { MappingsList } from './mappings-list';
import '../items/items.css';
import './imports.css';

export function MappingsPage() {
  const { t } = useTranslation();
  const id = useId();
  const title = t('imports.mappings.title');
  useConsoleTitle(title);
  const list = useImportMappings();
  const saveCall = useSaveMapping();
  const deleteCall = useDeleteMapping();
  const busy = saveCall.isPending || deleteCall.isPending;
  const [values, setValues] = useState(EMPTY_MAPPING);
  const [problems, setProblems] = useState<MappingProblem[]>([]);
  const [notice, setNotice] = useState({ text: '', n: 0 });
  const [failure, setFailure] = useState<{ n: number; message: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (notice.n > 0) noticeRef.current?.focus();
  }, [notice]);

  const say = (text: string) => setNotice((was) => ({ text, n: was.n + 1 }));
  const failed = (error: unknown) =>
    setFailure((was) => ({ n: (was?.n ?? 0) + 1, message: failureText(error, t) }));

  const onSubmit = (): readonly MappingProblem[] => {
    if (busy) return [];
    const { mapping, problems: found } = mappingOf(values);
    setProblems(found);
    setFailure(null);
    if (!mapping) return found;
    saveCall.mutate(mapping, {
      onSuccess: () => {
        setValues(EMPTY_MAPPING);
        say(t('imports.mappings.saved', { name: mapping.name }));
      },
      onError: failed,
    });
    return found;
  };

  const onEdit = (mapping: ImportMapping) => {
    setValues(valuesOf(mapping));
    setProblems([]);
    setFailure(null);
    formHeading.current?.focus();
  };

  const onDelete = (mapping: ImportMapping) => {
    if (busy) return;
    setFailure(null);
    deleteCall.mutate(mapping.name, {
      onSuccess: () => say(t('imports.mappings.deleted', { name: mapping.name })),
      onError: failed,
    });
  };

  let saved;
  if (list.isPending) saved = <p role="status">{t('loading')}</p>;
  else if (list.isError)
    saved = (
      <div role="alert">
        <p>{t('imports.mappings.loadError')}</p>
        <button type="button" className="console-button" onClick={() => void list.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  else
    saved = (
      <MappingsList mappings={list.data.mappings} busy={busy} onEdit={onEdit} onDelete={onDelete} />
    );

  return (
    <>
      <p>
        <Link to="/imports">{t('imports.detail.back')}</Link>
      </p>
      <h1>{title}</h1>
      <p>{t('imports.mappings.intro')}</p>
      <p className="import-notice" role="status" tabIndex={-1} ref={noticeRef}>
        {notice.text}
      </p>
      {failure ? (
        <p key={failure.n} role="alert" className="console-error" tabIndex={-1} ref={focusOnMount}>
          {failure.message}
        </p>
      ) : null}
      <section className="catalog-panel" aria-labelledby={`${id}-saved`}>
        <h2 id={`${id}-saved`} className="catalog-panel__title">
          {t('imports.mappings.savedTitle')}
        </h2>
        {saved}
      </section>
      <section className="catalog-panel" aria-labelledby={`${id}-edit`}>
        <h2 id={`${id}-edit`} className="catalog-panel__title" tabIndex={-1} ref={formHeading}>
          {t('imports.mappings.editTitle')}
        </h2>
        <MappingForm
          values={values}
          onChange={setValues}
          onSubmit={onSubmit}
          problems={problems}
          busy={busy}
          headingId={`${id}-edit`}
        />
      </section>
    </>
  );
}
