import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffSession } from '../lib/staff-session';
import {
  ADMIN,
  STAFF,
  STAFF_TOKEN,
  callsTo,
  refusal,
  renderConsole,
  resetStaffSession,
  stubConsoleApi,
  stubSignedIn,
} from '../testing/console-harness';

beforeEach(resetStaffSession);
afterEach(() => vi.unstubAllGlobals());

const navigation = async () => within(await screen.findByRole('navigation', { name: 'Console' }));
const linkNames = async () =>
  (await navigation()).getAllByRole('link').map((link) => link.textContent);

describe('the console navigation', () => {
  it('shows staff only what their role may use', async () => {
    staffSession.start(STAFF_TOKEN);
    stubSignedIn(STAFF);
    renderConsole('/admin');
    expect(await linkNames()).toEqual(['Overview', 'Orders', 'Items', 'Audit log']);
    expect(screen.getByText('Sven Staff, staff')).toBeVisible();
  });

  it('shows an admin the prices, imports, settings and staff too', async () => {
    staffSession.start(STAFF_TOKEN);
    stubSignedIn(ADMIN);
    renderConsole('/admin/orders');
    expect(await linkNames()).toEqual([
      'Overview',
      'Orders',
      'Items',
      'Audit log',
      'Prices (bulk edit)',
      'Imports',
      'Settings',
      'Staff',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect((await navigation()).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('refuses an admin page to staff who follow an old link', async () => {
    staffSession.start(STAFF_TOKEN);
    stubSignedIn(STAFF);
    renderConsole('/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
  });

  it('moves the focus to the page after a navigation', async () => {
    staffSession.start(STAFF_TOKEN);
    stubSignedIn(ADMIN);
    renderConsole('/admin');
    await userEvent.setup().click((await navigation()).getByRole('link', { name: 'Items' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Items' })).toBeVisible();
    expect(screen.getByRole('search', { name: 'Search items' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('signs out: the server ends the session, the tab forgets it, the sign-in shows', async () => {
    staffSession.start(STAFF_TOKEN);
    const fetchMock = stubSignedIn(ADMIN);
    renderConsole('/admin');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the staff console' }),
    ).toBeVisible();
    expect(callsTo(fetchMock, '/api/user/logout')).toHaveLength(1);
    expect(sessionStorage.getItem('staff-token')).toBeNull();
  });
});

describe('the staff gate', () => {
  it('tells a customer that the console is not for their account', async () => {
    stubConsoleApi((call) =>
      call.path === '/api/admin/me' ? refusal(403, 'forbidden') : undefined,
    );
    renderConsole('/admin/audit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No access to the console' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the staff console' }),
    ).toBeVisible();
  });

  it('sends a visitor without a session to the sign-in', async () => {
    stubSignedIn(ADMIN);
    renderConsole('/admin/items');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the staff console' }),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
  });

  it('sends back to the sign-in when a call finds the session ended', async () => {
    staffSession.start(STAFF_TOKEN);
    stubSignedIn(ADMIN, (call) =>
      call.path === '/api/admin/audit' ? refusal(401, 'login_required') : undefined,
    );
    renderConsole('/admin/audit');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to the staff console' }),
    ).toBeVisible();
    expect(screen.getByText('Your session has ended. Sign in again.')).toBeVisible();
    expect(sessionStorage.getItem('staff-token')).toBeNull();
  });
});
