import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffEnrolmentView, StaffMember } from '@shop/domain';
import { staffSession } from '../lib/staff-session';
import {
  ADMIN,
  STAFF_TOKEN,
  callsTo,
  refusal,
  renderConsole,
  resetStaffSession,
  stubSignedIn,
} from '../testing/console-harness';
import type { ConsoleAnswer, ConsoleCall } from '../testing/console-harness';
import { groupedKey } from './enrolment-panel';

beforeEach(() => {
  resetStaffSession();
  staffSession.start(STAFF_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

const member = (id: string, name: string, role: 'staff' | 'admin', more: Partial<StaffMember>) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  role,
  createdAt: '2026-01-05T09:00:00.000Z',
  lastSeen: null,
  recoveryCodesLeft: 10,
  ...more,
});
const MEMBERS: StaffMember[] = [
  member('a1', 'Astrid Admin', 'admin', { lastSeen: '2026-03-10T12:00:00.000Z' }),
  member('b2', 'Bo Boss', 'admin', { recoveryCodesLeft: 7 }),
  member('s3', 'Sven Staff', 'staff', { lastSeen: '2026-03-09T08:30:00.000Z' }),
];
const ENROLMENT: StaffEnrolmentView = {
  id: 'n4',
  otpauthUrl:
    'otpauth://totp/Nordic%20Parts:nils%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  recoveryCodes: Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`),
};

const LAST_ADMIN = 'The shop needs at least one admin. Make someone else admin first.';

/** The fake staff API; `own` answers the changes first. */
function stubStaff(own: (call: ConsoleCall) => ConsoleAnswer | undefined = () => undefined) {
  return stubSignedIn(ADMIN, (call) => {
    if (!call.path.startsWith('/api/admin/staff')) return undefined;
    const answer = own(call);
    if (answer) return answer;
    return call.method === 'GET' ? { body: MEMBERS } : undefined;
  });
}

const sentTo = (fetchMock: ReturnType<typeof stubStaff>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://shop.test');
      return url.pathname === path && (init?.method ?? 'GET') === method;
    })
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('the staff page', () => {
  it('lists the console users with their role, last sign-in and codes left', async () => {
    stubStaff();
    renderConsole('/admin/staff');
    const table = await screen.findByRole('table', { name: 'Staff members and admins' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'Email',
      'Role',
      'Last seen',
      'Recovery codes left',
      'Added',
      'Actions',
    ]);
    const own = rowOf('Astrid Admin');
    expect(own).toHaveTextContent('admin (you)');
    expect(within(own).queryByRole('combobox')).toBeNull();
    const bo = rowOf('Bo Boss');
    expect(within(bo).getByRole('combobox', { name: 'Role of Bo Boss' })).toHaveValue('admin');
    expect(bo).toHaveTextContent('Never');
    expect(within(bo).getAllByRole('cell')[3]).toHaveTextContent('7');
    const sven = rowOf('Sven Staff');
    expect(sven).toHaveTextContent('sven@example.com');
    expect(within(sven).getByRole('combobox')).toHaveValue('staff');
    expect(within(sven).getAllByRole('cell')[2]!.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-03-09T08:30:00.000Z',
    );
  });

  it('changes a role after a confirmation, and shows the last-admin refusal', async () => {
    const fetchMock = stubStaff((call) => {
      if (call.method !== 'PATCH') return undefined;
      return call.path.endsWith('/b2')
        ? { status: 409, body: { code: 'last_admin', message: LAST_ADMIN } }
        : { status: 204 };
    });
    renderConsole('/admin/staff');
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Sven Staff' }),
      'Admin',
    );
    const confirm = screen.getByRole('form', { name: /^Make Sven Staff an admin\?/ });
    expect(sentTo(fetchMock, 'PATCH', '/api/admin/staff/s3')).toHaveLength(0);
    await user.type(within(confirm).getByLabelText('Reason (optional)'), 'Runs the shop now');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const notice = await screen.findByText('Sven Staff is now an admin.');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveFocus();
    expect(sentTo(fetchMock, 'PATCH', '/api/admin/staff/s3')).toEqual([
      { role: 'admin', reason: 'Runs the shop now' },
    ]);
    expect(screen.queryByRole('form', { name: /^Make Sven Staff/ })).toBeNull();
    // The list is read again after the change.
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/staff')).toHaveLength(2));

    const bo = screen.getByRole('combobox', { name: 'Role of Bo Boss' });
    await user.selectOptions(bo, 'Remove access (customer)');
    const removal = screen.getByRole('form', { name: /^Remove the console access of Bo Boss\?/ });
    await user.click(within(removal).getByRole('button', { name: 'Confirm' }));
    expect(await within(removal).findByRole('alert')).toHaveTextContent(LAST_ADMIN);
    expect(sentTo(fetchMock, 'PATCH', '/api/admin/staff/b2')).toEqual([{ role: 'customer' }]);
    await user.click(within(removal).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(LAST_ADMIN)).toBeNull();
    expect(bo).toHaveValue('admin');
    expect(bo).toHaveFocus();
  });

  it('adds a staff member and shows the authenticator once; Done hides it for good', async () => {
    const fetchMock = stubStaff((call) => {
      if (call.method !== 'POST') return undefined;
      const body = call.body as { email: string };
      return body.email === 'sven@example.com'
        ? refusal(409, 'address_taken')
        : { status: 201, body: ENROLMENT };
    });
    renderConsole('/admin/staff');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add staff member' });
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));
    const name = within(form).getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter a name of at least two characters.');
    expect(name).toHaveFocus();
    expect(within(form).getByLabelText('First password')).toHaveAccessibleDescription(
      'Enter a first password.',
    );
    expect(sentTo(fetchMock, 'POST', '/api/admin/staff')).toHaveLength(0);

    await user.type(name, ' Nils Ny ');
    await user.type(within(form).getByLabelText('Email'), 'sven@example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Admin');
    await user.type(within(form).getByLabelText('First password'), 'Ny-Vinterdack-2026');
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(await within(form).findByText('address_taken')).toHaveAttribute('role', 'alert');

    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'nils@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));
    const heading = await screen.findByRole('heading', { name: 'Authenticator for Nils Ny' });
    expect(heading).toHaveFocus();
    expect(sentTo(fetchMock, 'POST', '/api/admin/staff').at(-1)).toEqual({
      name: 'Nils Ny',
      email: 'nils@example.com',
      role: 'admin',
      password: 'Ny-Vinterdack-2026',
    });
    expect(screen.getByText('Shown only once.')).toBeVisible();
    expect(screen.getByText(ENROLMENT.otpauthUrl)).toBeVisible();
    expect(
      screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP', { selector: 'code' }),
    ).toBeVisible();
    const codes = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(ENROLMENT.recoveryCodes);
    // Nothing else on the page while the key is shown: nothing can replace it unread.
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add staff member' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('heading', { name: 'Authenticator for Nils Ny' })).toBeNull();
    expect(screen.queryByText(/JBSW/)).toBeNull();
    expect(screen.queryByText('abcd0-efgh0')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Console users' })).toHaveFocus();
    expect(await screen.findByRole('table')).toBeVisible();
    expect(
      within(screen.getByRole('form', { name: 'Add staff member' })).getByLabelText('Name'),
    ).toHaveValue('');
  });

  it('gives a new authenticator; one’s own is read before the session it ends is noticed', async () => {
    const fetchMock = stubStaff((call) => {
      if (call.method === 'POST' && call.path.endsWith('/factor'))
        return { body: { ...ENROLMENT, id: call.path.split('/')[4] } };
      return undefined;
    });
    renderConsole('/admin/staff');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'New authenticator for Sven Staff' }),
    );
    const confirm = screen.getByRole('form', { name: /^Give Sven Staff a new authenticator\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Create new authenticator' }));
    expect(
      await screen.findByRole('heading', { name: 'Authenticator for Sven Staff' }),
    ).toHaveFocus();
    expect(sentTo(fetchMock, 'POST', '/api/admin/staff/s3/factor')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Done' }));

    // One's own: the old session has ended on the server, so the page asks nothing until Done.
    fetchMock.mockClear();
    await user.click(
      await screen.findByRole('button', { name: 'New authenticator for Astrid Admin' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create new authenticator' }));
    expect(await screen.findByText(/This is your own authenticator/)).toBeVisible();
    expect(callsTo(fetchMock, '/api/admin/staff')).toHaveLength(0);
    const later = stubStaff(() => refusal(401, 'login_required'));
    expect(screen.getByRole('heading', { name: 'Authenticator for Astrid Admin' })).toBeVisible();
    expect(callsTo(later, '/api/admin/staff')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the staff console' }),
    ).toBeVisible();
    expect(screen.getByText('Your session has ended. Sign in again.')).toBeVisible();
  });
});

describe('groupedKey', () => {
  it('groups a base32 key in fours', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupedKey('')).toBe('');
  });
});
