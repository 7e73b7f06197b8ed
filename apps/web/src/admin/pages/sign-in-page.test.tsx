import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN,
  STAFF_TOKEN,
  callsTo,
  refusal,
  renderConsole,
  resetStaffSession,
  stubConsoleApi,
  stubSignedIn,
} from '../testing/console-harness';
import { vi } from 'vitest';

beforeEach(resetStaffSession);
afterEach(() => vi.unstubAllGlobals());

async function signIn(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'astrid@example.com');
  await user.type(screen.getByLabelText('Password'), 'Rostfritt-Stal-1987');
  await user.type(screen.getByLabelText('Code'), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('staff sign-in', () => {
  it('says so when the code (or password) is wrong, and keeps no token', async () => {
    const fetchMock = stubConsoleApi((call) =>
      call.path === '/api/user/login'
        ? refusal(401, 'invalid_credentials')
        : refusal(401, 'login_required'),
    );
    renderConsole('/admin');
    await signIn('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email, password or code is wrong. Each code works only once.',
    );
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(sessionStorage.getItem('staff-token')).toBeNull();
    expect(callsTo(fetchMock, '/api/user/login')).toHaveLength(1);
  });

  it('asks for a six-digit or recovery code before asking the server', async () => {
    const fetchMock = stubConsoleApi(() => refusal(401, 'login_required'));
    renderConsole('/admin/sign-in');
    await signIn('12ab');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the six-digit code, or a recovery code such as abcde-12345.',
    );
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(callsTo(fetchMock, '/api/user/login')).toHaveLength(0);
  });

  it('keeps the token for the tab and opens the overview', async () => {
    const fetchMock = stubSignedIn(ADMIN, (call) =>
      call.path === '/api/user/login'
        ? { body: { token: STAFF_TOKEN, user: { name: ADMIN.name, email: ADMIN.email } } }
        : undefined,
    );
    renderConsole('/admin');
    await signIn('123456');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(screen.getByText('Welcome, Astrid Admin.')).toBeVisible();
    expect(sessionStorage.getItem('staff-token')).toBe(STAFF_TOKEN);
    const [login] = fetchMock.mock.calls.filter(([url]) => url === '/api/user/login');
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      email: 'astrid@example.com',
      password: 'Rostfritt-Stal-1987',
      totp: '123456',
    });
  });

  it('goes back to the page that asked for a sign-in', async () => {
    stubSignedIn(ADMIN, (call) => {
      if (call.path === '/api/user/login') return { body: { token: STAFF_TOKEN, user: ADMIN } };
      if (call.path === '/api/admin/audit') return { body: { entries: [], next: null } };
      return undefined;
    });
    renderConsole('/admin/audit?actor=user-1');
    await signIn('abcde-12345');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/audit?actor=user-1'),
    );
  });
});
