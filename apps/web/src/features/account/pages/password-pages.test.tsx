import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { USER, logIn, loginAnswer, resetSession } from '../../../lib/testing/account-fixtures';
import { bodiesOf, stubFetch } from '../../../lib/testing/fake-server';
import { renderAccount } from '../testing/render-account';

const LINK = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('forgotten password, reset and email confirmation', () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
  });

  it("sends the address and shows the server's answer, whatever the address", async () => {
    const fetchMock = stubFetch(() => ({
      status: 202,
      body: { message: 'If the address has an account, a link is on its way.' },
    }));
    renderAccount('/forgot');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If the address has an account, a link is on its way.',
    );
    expect(bodiesOf(fetchMock, '/api/user/password/forgot')).toEqual([
      { email: 'anna@example.com', language: 'en' },
    ]);
  });

  it('resets with the token of the fragment, logs in and shows the account with a notice', async () => {
    const fetchMock = stubFetch(({ path }) => {
      if (path === '/api/user/password/reset') return { body: loginAnswer() };
      return { body: path === '/api/user' ? USER : { orders: [], addresses: [], sessions: [] } };
    });
    renderAccount(`/reset-password#token=${LINK}`);
    // The token leaves the address bar at once.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password$/),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'new secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new secret{Enter}');
    expect(await screen.findByText(/Your new password is saved/)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/user/password/reset')).toEqual([
      { token: LINK, password: 'new secret' },
    ]);
    expect(session.getState().authenticated).toBe(true);
  });

  it('says when the two passwords differ, and how long a password must be', async () => {
    const fetchMock = stubFetch(() => undefined);
    renderAccount(`/reset-password#token=${LINK}`);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'new secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new secrets{Enter}');
    expect(await screen.findByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'abc{Enter}');
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(
      'New password is too short: at least 5 characters',
    );
    expect(bodiesOf(fetchMock, '/api/user/password/reset')).toEqual([]);
  });

  it("says why a new password is too weak, its own rules first, then the server's list", async () => {
    const fetchMock = stubFetch(({ path }) =>
      path === '/api/user/password/reset'
        ? { status: 400, body: { code: 'common_password', message: 'Too common.' } }
        : undefined,
    );
    renderAccount(`/reset-password#token=${LINK}`);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), '1111111');
    await user.type(screen.getByLabelText('Confirm password'), '1111111{Enter}');
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(
      'New password cannot be one character repeated',
    );
    expect(bodiesOf(fetchMock, '/api/user/password/reset')).toEqual([]);
    for (const label of ['New password', 'Confirm password']) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), 'qwerty123');
    }
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'New password is one of the most common passwords: please choose another',
      ),
    );
    expect(bodiesOf(fetchMock, '/api/user/password/reset')).toHaveLength(1);
    expect(session.getState().authenticated).toBe(false);
  });

  it('says a link without its token is incomplete', () => {
    stubFetch(() => undefined);
    renderAccount('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("shows the server's message for a used or expired link", async () => {
    stubFetch(() => ({
      status: 400,
      body: { code: 'invalid_link', message: 'This link has expired.' },
    }));
    renderAccount(`/reset-password#token=${LINK}`);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'new secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new secret{Enter}');
    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
  });

  it('confirms an email address from its link and says so, for the logged-in account', async () => {
    logIn();
    const fetchMock = stubFetch(() => ({ body: { ...USER, email: 'new@example.com' } }));
    renderAccount(`/confirm-email#token=${LINK}`);
    expect(await screen.findByText('Thank you, new@example.com is confirmed.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(bodiesOf(fetchMock, '/api/user/email/confirm')).toEqual([{ token: LINK }]);
  });

  it('asks a visitor to log in to the account first, then confirms', async () => {
    const fetchMock = stubFetch(({ path }) =>
      path === '/api/user/login'
        ? { body: loginAnswer() }
        : { body: { ...USER, email: 'new@example.com' } },
    );
    // Another link than the test before: a link is sent once per login and page load.
    const link = LINK.split('').reverse().join('');
    renderAccount(`/confirm-email#token=${link}`);
    expect(
      screen.getByText(/Log in to the account you made with this address to confirm it/),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/user/email/confirm')).toEqual([]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), USER.email);
    await user.type(screen.getByLabelText('Password'), 'secret-pass{Enter}');
    expect(await screen.findByText('Thank you, new@example.com is confirmed.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/user/email/confirm')).toEqual([{ token: link }]);
  });
});
