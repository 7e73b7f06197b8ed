// The staff page (admins): the console's users with their roles and authenticators, and a form to
// add one. A new authenticator (a new member's, or a renewed one) is shown alone until "Done", so
// nothing on the page can replace it before it has been read.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translate';
import type { StaffEnrolmentView, StaffMember } from '@shop/domain';
import { useConsoleTitle } from '../layout/use-console-title';
import { useStaff } from '../layout/staff-context';
import { AddStaffForm } from './add-staff-form';
import { EnrolmentPanel } from './enrolment-panel';
import { useRefreshStaff, useStaffList } from './staff-api';
import { DONE_TEXTS } from './staff-roles';
import type { RoleChoice } from './staff-roles';
import { StaffTable } from './staff-table';
import './staff.css';

interface Shown {
  name: string;
  enrolment: StaffEnrolmentView;
  own: boolean;
}

export function StaffPage() {
  const { t } = useTranslation();
  const title = t('nav.staff');
  useConsoleTitle(title);
  const id = useId();
  const me = useStaff();
  const list = useStaffList();
  const refresh = useRefreshStaff();
  const [shown, setShown] = useState<Shown | null>(null);
  const [notice, setNotice] = useState('');
  // A new object each time, so the same target can be asked for twice.
  const [focus, setFocus] = useState<{ to: 'list' | 'notice' } | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focus?.to === 'list') listHeading.current?.focus();
    if (focus?.to === 'notice') noticeRef.current?.focus();
  }, [focus]);

  const isMe = (member: StaffMember) => member.email.toLowerCase() === me.email.toLowerCase();
  const onRoleChanged = (member: StaffMember, role: RoleChoice) => {
    setNotice(t(DONE_TEXTS[role], { name: member.name }));
    setFocus({ to: 'notice' });
  };
  const onFactor = (member: StaffMember, enrolment: StaffEnrolmentView) => {
    // One's own old session has ended: asking now would sign out before the key is read.
    if (!isMe(member)) refresh();
    setNotice('');
    setShown({ name: member.name, enrolment, own: isMe(member) });
  };
  const onAdded = (name: string, enrolment: StaffEnrolmentView) => {
    setNotice('');
    setShown({ name, enrolment, own: false });
  };
  const onDone = () => {
    if (shown?.own) refresh();
    setShown(null);
    setFocus({ to: 'list' });
  };

  let content;
  if (shown) {
    content = (
      <EnrolmentPanel
        name={shown.name}
        enrolment={shown.enrolment}
        own={shown.own}
        onDone={onDone}
      />
    );
  } else {
    let table;
    if (list.isPending) table = <p role="status">{t('loading')}</p>;
    else if (list.isError)
      table = (
        <div role="alert">
          <p>{t('staff.loadError')}</p>
          <button type="button" className="console-button" onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </div>
      );
    else
      table = (
        <StaffTable
          members={list.data}
          ownEmail={me.email}
          onRoleChanged={onRoleChanged}
          onFactor={onFactor}
        />
      );
    content = (
      <>
        <section className="staff-section" aria-labelledby={`${id}-list`}>
          <h2 id={`${id}-list`} ref={listHeading} tabIndex={-1}>
            {t('staff.table.title')}
          </h2>
          {table}
        </section>
        <section className="staff-section" aria-labelledby={`${id}-add`}>
          <h2 id={`${id}-add`}>{t('staff.add.title')}</h2>
          <AddStaffForm headingId={`${id}-add`} onAdded={onAdded} />
        </section>
      </>
    );
  }

  return (
    <>
      <h1>{title}</h1>
      <p>{t('staff.intro')}</p>
      <p role="status" className="staff-notice" ref={noticeRef} tabIndex={-1}>
        {notice}
      </p>
      {content}
    </>
  );
}
