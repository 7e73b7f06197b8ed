// The console's users as a table: who, their role, when they were last seen, how many recovery
// codes they have left, when they were added, and the actions on each.
import { useTranslation } from '../../lib/translate';
import type { StaffEnrolmentView, StaffMember } from '@shop/domain';
import { StaffRow } from './staff-row';
import type { RoleChoice } from './staff-roles';

interface Props {
  members: readonly StaffMember[];
  /** The signed-in admin's email: their own row has no role select. */
  ownEmail: string;
  onRoleChanged(member: StaffMember, role: RoleChoice): void;
  onFactor(member: StaffMember, enrolment: StaffEnrolmentView): void;
}

export function StaffTable({ members, ownEmail, onRoleChanged, onFactor }: Props) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const own = ownEmail.toLowerCase();
  return (
    <div className="staff-scroll">
      <table className="staff-table">
        <caption>{t('staff.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.table.name')}</th>
            <th scope="col">{t('staff.table.email')}</th>
            <th scope="col">{t('staff.table.role')}</th>
            <th scope="col">{t('staff.table.lastSeen')}</th>
            <th scope="col">{t('staff.table.codesLeft')}</th>
            <th scope="col">{t('staff.table.added')}</th>
            <th scope="col">{t('staff.table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <StaffRow
              key={member.id}
              member={member}
              own={member.email.toLowerCase() === own}
              when={when}
              onRoleChanged={onRoleChanged}
              onFactor={onFactor}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
