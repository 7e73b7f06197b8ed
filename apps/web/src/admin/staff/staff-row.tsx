// One console user: their details, a role select and "New authenticator". Either change waits for a
// confirmation below the row (with an optional reason for a role), and a refusal is shown there.
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../lib/translate';
import type { StaffEnrolmentView, StaffMember } from '@shop/domain';
import { ROLE_LABELS } from '../sections';
import { failureText, useChangeRole, useRenewFactor } from './staff-api';
import { CONFIRM_TEXTS, ROLE_CHOICES, ROLE_CHOICE_TEXTS } from './staff-roles';
import type { RoleChoice } from './staff-roles';

const COLUMNS = 7;

type Pending = { kind: 'role'; role: RoleChoice } | { kind: 'factor' } | null;

interface Props {
  member: StaffMember;
  /** The signed-in admin: no role change of their own (the server refuses it too). */
  own: boolean;
  when: Intl.DateTimeFormat;
  onRoleChanged(member: StaffMember, role: RoleChoice): void;
  onFactor(member: StaffMember, enrolment: StaffEnrolmentView): void;
}

export function StaffRow({ member, own, when, onRoleChanged, onFactor }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const changeRole = useChangeRole();
  const renewFactor = useRenewFactor();
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const factorButton = useRef<HTMLButtonElement>(null);
  const busy = changeRole.isPending || renewFactor.isPending;

  const cancel = () => {
    const back = pending?.kind === 'factor' ? factorButton : select;
    setPending(null);
    setReason('');
    setError(null);
    back.current?.focus();
  };

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending || busy) return;
    setError(null);
    try {
      if (pending.kind === 'role') {
        const trimmed = reason.trim();
        await changeRole.mutateAsync({
          id: member.id,
          role: pending.role,
          ...(trimmed ? { reason: trimmed } : {}),
        });
        setPending(null);
        setReason('');
        onRoleChanged(member, pending.role);
      } else {
        const enrolment = await renewFactor.mutateAsync(member.id);
        setPending(null);
        onFactor(member, enrolment);
      }
    } catch (failure) {
      setError(failureText(failure, t));
    }
  };

  const shownRole: RoleChoice = pending?.kind === 'role' ? pending.role : member.role;
  const question =
    pending?.kind === 'role'
      ? t(CONFIRM_TEXTS[pending.role], { name: member.name })
      : t(own ? 'staff.factor.confirmOwn' : 'staff.factor.confirm', { name: member.name });
  return (
    <>
      <tr>
        <th scope="row">{member.name}</th>
        <td>{member.email}</td>
        <td>
          {own ? (
            t('staff.table.ownRole', { role: t(ROLE_LABELS[member.role]) })
          ) : (
            <>
              <label htmlFor={`${id}-role`} className="visually-hidden">
                {t('staff.table.roleOf', { name: member.name })}
              </label>
              <select
                id={`${id}-role`}
                ref={select}
                value={shownRole}
                disabled={busy}
                onChange={(event) => {
                  const role = event.target.value as RoleChoice;
                  setError(null);
                  setPending(role === member.role ? null : { kind: 'role', role });
                }}
              >
                {ROLE_CHOICES.map((role) => (
                  <option key={role} value={role}>
                    {t(ROLE_CHOICE_TEXTS[role])}
                  </option>
                ))}
              </select>
            </>
          )}
        </td>
        <td>
          {member.lastSeen ? (
            <time dateTime={member.lastSeen}>{when.format(new Date(member.lastSeen))}</time>
          ) : (
            t('staff.table.never')
          )}
        </td>
        <td>{member.recoveryCodesLeft}</td>
        <td>
          <time dateTime={member.createdAt}>{when.format(new Date(member.createdAt))}</time>
        </td>
        <td>
          <button
            ref={factorButton}
            type="button"
            className="console-button console-button--quiet"
            disabled={busy}
            aria-label={t('staff.factor.buttonFor', { name: member.name })}
            onClick={() => {
              setError(null);
              setPending({ kind: 'factor' });
            }}
          >
            {t('staff.factor.button')}
          </button>
        </td>
      </tr>
      {pending ? (
        <tr className="staff-confirm-row">
          <td colSpan={COLUMNS}>
            <form className="staff-confirm" onSubmit={onConfirm} aria-labelledby={`${id}-question`}>
              <p id={`${id}-question`}>{question}</p>
              {pending.kind === 'role' ? (
                <div className="staff-field">
                  <label htmlFor={`${id}-reason`}>{t('staff.change.reason')}</label>
                  <input
                    id={`${id}-reason`}
                    maxLength={500}
                    autoComplete="off"
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                  />
                </div>
              ) : null}
              {error ? (
                <p role="alert" className="console-error">
                  {error}
                </p>
              ) : null}
              <p className="console-actions">
                <button type="submit" className="console-button" disabled={busy}>
                  {pending.kind === 'role'
                    ? t('staff.change.confirm')
                    : t('staff.factor.confirmButton')}
                </button>
                <button
                  type="button"
                  className="console-button console-button--quiet"
                  onClick={cancel}
                >
                  {t('staff.change.cancel')}
                </button>
              </p>
            </form>
          </td>
        </tr>
      ) : null}
    </>
  );
}
