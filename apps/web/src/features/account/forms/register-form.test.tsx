import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { loginAnswer, resetSession } from '../../../lib/testing/account-fixtures';
import { bodiesOf, stubFetch } from '../../../lib/testing/fake-server';
import { renderAccount } from '../testing/render-account';

async function fill(
  values: Partial<Record<'Name' | 'Email' | 'Password' | 'Confirm password', string>>,
) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  return user;
}

describe('the sign-up page', () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
  });

  it('is a form a password manager recognises as a sign-up', () => {
    stubFetch(() => undefined);
    renderAccount('/register');
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("says 'Missing name, email or password.' while one is empty", async () => {
    const fetchMock = stubFetch(() => undefined);
    renderAccount('/register');
    const user = await fill({ Name: 'Anna Berg', Password: 'secret' });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Missing name, email or password.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the rules of SPEC §5 field by field', async () => {
    const fetchMock = stubFetch(() => undefined);
    renderAccount('/register');
    const user = await fill({
      Name: 'Ann',
      Email: 'anna@',
      Password: 'abc',
      'Confirm password': 'abd',
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const tooShort = 'Name is too short: at least 5 characters';
    expect(await screen.findByText(tooShort)).toBeInTheDocument();
    expect(screen.getByText('Email is not a valid email address')).toBeInTheDocument();
    // The length rule and the mismatch are told as such, not as a bad format.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is too short: at least 5 characters',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    // Typing in a field hides its error until the next submit.
    await user.type(screen.getByLabelText('Name'), 'a Berg');
    expect(screen.queryByText(tooShort)).not.toBeInTheDocument();
  });

  it("signs up with the page's language, logs in and goes to the path", async () => {
    const fetchMock = stubFetch(({ path }) =>
      path === '/api/user/create' ? { body: loginAnswer() } : undefined,
    );
    renderAccount('/register?path=%2Fcheckout');
    const user = await fill({
      Name: 'Anna Berg',
      Email: 'anna@example.com',
      Password: 'long secret',
      'Confirm password': 'long secret',
    });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(bodiesOf(fetchMock, '/api/user/create')).toEqual([
      { name: 'Anna Berg', email: 'anna@example.com', password: 'long secret', language: 'en' },
    ]);
    expect(session.getState().authenticated).toBe(true);
  });

  it.each([
    ['aaaaa', 'Password cannot be one character repeated'],
    ['     ', 'Password cannot be only spaces'],
    ['Zz', 'Password is too short: at least 5 characters'],
  ])('refuses the weak password %j and says why', async (password, reason) => {
    const fetchMock = stubFetch(() => undefined);
    renderAccount('/register');
    const user = await fill({
      Name: 'Anna Berg',
      Email: 'anna@example.com',
      Password: password,
      'Confirm password': password,
    });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(reason),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells at the password that the server found it too common', async () => {
    const fetchMock = stubFetch(() => ({
      status: 400,
      body: { code: 'common_password', message: 'This password is too common.' },
    }));
    renderAccount('/register');
    const user = await fill({
      Name: 'Anna Berg',
      Email: 'anna@example.com',
      Password: 'password',
      'Confirm password': 'password',
    });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'Password is one of the most common passwords: please choose another',
      ),
    );
    expect(bodiesOf(fetchMock, '/api/user/create')).toHaveLength(1);
    expect(session.getState().authenticated).toBe(false);
    // Told once, at the field: not again in the form's error text.
    expect(screen.queryByText('This password is too common.')).not.toBeInTheDocument();
  });

  it("shows the server's message for any other refusal", async () => {
    stubFetch(() => ({
      status: 429,
      body: { code: 'too_many_requests', message: 'Too many requests. Try again in 5 min.' },
    }));
    renderAccount('/register');
    const user = await fill({
      Name: 'Anna Berg',
      Email: 'anna@example.com',
      Password: 'long secret',
      'Confirm password': 'long secret',
    });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Too many requests. Try again in 5 min.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
