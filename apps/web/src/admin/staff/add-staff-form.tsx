// "Add staff member": name, email, role and a first password the admin hands over. The server
// judges the password (length, common ones) and the address; its refusal is shown as it words it.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import type { NewStaffInput, StaffEnrolmentView, StaffRole } from '@shop/domain';
import { failureText, useAddStaff } from './staff-api';
import { NEW_ROLE_TEXTS } from './staff-roles';

type Field = 'name' | 'email' | 'password';
const EMPTY: NewStaffInput = { name: '', email: '', role: 'staff', password: '' };
// Enough to catch a slip; the server checks the address for real.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The text key of each field's problem. */
const FIELD_PROBLEMS: Readonly<Record<Field, string>> = {
  name: 'staff.add.errors.name',
  email: 'staff.add.errors.email',
  password: 'staff.add.errors.password',
};

function problemsOf(input: NewStaffInput): Field[] {
  const problems: Field[] = [];
  if (input.name.trim().length < 2) problems.push('name');
  if (!EMAIL.test(input.email.trim())) problems.push('email');
  if (!input.password) problems.push('password');
  return problems;
}

interface Props {
  headingId: string;
  onAdded(name: string, enrolment: StaffEnrolmentView): void;
}

export function AddStaffForm({ headingId, onAdded }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddStaff();
  const [input, setInput] = useState<NewStaffInput>(EMPTY);
  const [problems, setProblems] = useState<Field[]>([]);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const found = problemsOf(input);
    setProblems(found);
    setError(null);
    if (found.length) {
      event.currentTarget
        .querySelector<HTMLElement>(`#${CSS.escape(`${id}-${found[0]}`)}`)
        ?.focus();
      return;
    }
    const member = { ...input, name: input.name.trim(), email: input.email.trim() };
    try {
      const enrolment = await add.mutateAsync(member);
      setInput(EMPTY);
      onAdded(member.name, enrolment);
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => {
    const invalid = problems.includes(name);
    return (
      <div className="staff-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          value={input[name]}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-${name}-error` : undefined}
          onChange={(event) => setInput({ ...input, [name]: event.target.value })}
        />
        {invalid ? (
          <p id={`${id}-${name}-error`} className="console-error">
            {t(FIELD_PROBLEMS[name])}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="staff-add" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      {field('name', t('staff.add.name'), 'text', 'off')}
      {field('email', t('staff.add.email'), 'email', 'off')}
      <div className="staff-field">
        <label htmlFor={`${id}-role`}>{t('staff.add.role')}</label>
        <select
          id={`${id}-role`}
          value={input.role}
          onChange={(event) => setInput({ ...input, role: event.target.value as StaffRole })}
        >
          {(['staff', 'admin'] as const).map((role) => (
            <option key={role} value={role}>
              {t(NEW_ROLE_TEXTS[role])}
            </option>
          ))}
        </select>
      </div>
      {field('password', t('staff.add.password'), 'password', 'new-password')}
      <p className="console-hint">{t('staff.add.passwordHint')}</p>
      {/* Always there, so a screen reader announces each new text it gets. */}
      <p role="alert" className="console-error">
        {error}
      </p>
      <button type="submit" className="console-button" disabled={add.isPending}>
        {add.isPending ? t('staff.add.adding') : t('staff.add.submit')}
      </button>
    </form>
  );
}
