// The settings form: every section edits one draft; "Save changes" sends only what differs from the
// settings the draft started from, so another admin's change to a field left alone is kept.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import { isLanguage } from '@shop/domain';
import type { AdminSettings } from '@shop/domain';
import { CountriesSection } from './countries-section';
import { CurrencyRates } from './currency-rates';
import { MethodSwitches } from './method-switches';
import { failureText, useSaveSettings } from './settings-api';
import { PROBLEM_TEXTS, draftOf, fieldName, patchOf } from './settings-draft';
import type { CountryDraft, FieldProblems, SettingsDraft } from './settings-draft';

type Outcome = { kind: 'status' | 'alert'; text: string } | null;
/** Where the focus goes once the form shows an outcome: a new object each time asks again. */
type FocusRequest = { to: 'problem' | 'save' } | null;

export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const id = useId();
  const save = useSaveSettings();
  const [form, setForm] = useState(() => ({ base: settings, draft: draftOf(settings, language) }));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [focus, setFocus] = useState<FocusRequest>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const { draft } = form;

  useEffect(() => {
    if (focus?.to === 'problem')
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // The button was disabled while saving, which took the focus from it: it gets it back.
    if (focus?.to === 'save') saveRef.current?.focus();
  }, [focus]);

  const edit = (change: (draft: SettingsDraft) => SettingsDraft) => {
    setForm((current) => ({ ...current, draft: change(current.draft) }));
    // An outcome speaks of the form as it was sent, not of the one being edited.
    setOutcome(null);
  };
  const onCountry = (country: string, change: Partial<CountryDraft>) =>
    edit((d) => {
      const was = d.countries[country];
      return was ? { ...d, countries: { ...d.countries, [country]: { ...was, ...change } } } : d;
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const { patch, problems: found } = patchOf(form.base, draft, language);
    setProblems(found);
    if (Object.keys(found).length) {
      setOutcome({ kind: 'alert', text: t('settings.errors.fields') });
      setFocus({ to: 'problem' });
      return;
    }
    if (!patch) return setOutcome({ kind: 'status', text: t('settings.nothingChanged') });
    setOutcome(null);
    try {
      const saved = await save.mutateAsync(patch);
      setForm({ base: saved, draft: draftOf(saved, language) });
      setOutcome({ kind: 'status', text: t('settings.saved') });
    } catch (error) {
      setOutcome({ kind: 'alert', text: failureText(error, t) });
    }
    setFocus({ to: 'save' });
  };

  const dateName = fieldName.minimumArrival;
  const dateProblem = problems[dateName];
  const reasonId = `${id}-reason`;
  return (
    <form ref={formRef} className="settings-form" noValidate onSubmit={onSubmit}>
      <CurrencyRates
        idPrefix={id}
        currencies={form.base.currencies}
        rates={draft.rates}
        problems={problems}
        onRate={(code, text) => edit((d) => ({ ...d, rates: { ...d.rates, [code]: text } }))}
      />
      <section className="settings-section" aria-labelledby={`${id}-arrival`}>
        <h2 id={`${id}-arrival`}>{t('settings.arrival.title')}</h2>
        <div className="settings-field">
          <label htmlFor={`${id}-${dateName}`}>{t('settings.arrival.label')}</label>
          <input
            id={`${id}-${dateName}`}
            type="date"
            min="2000-01-01"
            max="2099-12-31"
            value={draft.minimumArrival}
            aria-invalid={dateProblem ? true : undefined}
            aria-describedby={`${id}-arrival-hint${dateProblem ? ` ${id}-arrival-error` : ''}`}
            onChange={(event) => edit((d) => ({ ...d, minimumArrival: event.target.value }))}
          />
          <p id={`${id}-arrival-hint`} className="console-hint">
            {t('settings.arrival.hint')}
          </p>
          {dateProblem ? (
            <p id={`${id}-arrival-error`} className="console-error">
              {t(PROBLEM_TEXTS[dateProblem])}
            </p>
          ) : null}
        </div>
      </section>
      <CountriesSection
        idPrefix={id}
        settings={form.base}
        countries={draft.countries}
        problems={problems}
        onCountry={onCountry}
      />
      <MethodSwitches
        idPrefix={id}
        settings={form.base}
        transports={draft.transports}
        payments={draft.payments}
        onSwitch={(kind, method, on) =>
          edit((d) => ({ ...d, [kind]: { ...d[kind], [method]: on } }))
        }
      />
      <section className="settings-section settings-save" aria-labelledby={`${id}-save`}>
        <h2 id={`${id}-save`}>{t('settings.save.title')}</h2>
        <div className="settings-field">
          <label htmlFor={reasonId}>{t('settings.save.reason')}</label>
          <input
            id={reasonId}
            maxLength={500}
            autoComplete="off"
            aria-describedby={`${reasonId}-hint`}
            value={draft.reason}
            onChange={(event) => edit((d) => ({ ...d, reason: event.target.value }))}
          />
          <p id={`${reasonId}-hint`} className="console-hint">
            {t('settings.save.reasonHint')}
          </p>
        </div>
        {/* Always there, so a screen reader announces each new text they get. */}
        <p role="alert" className="console-error">
          {outcome?.kind === 'alert' ? outcome.text : ''}
        </p>
        <p role="status" className="settings-saved">
          {outcome?.kind === 'status' ? outcome.text : ''}
        </p>
        <button ref={saveRef} type="submit" className="console-button" disabled={save.isPending}>
          {save.isPending ? t('settings.save.saving') : t('settings.save.submit')}
        </button>
      </section>
    </form>
  );
}
