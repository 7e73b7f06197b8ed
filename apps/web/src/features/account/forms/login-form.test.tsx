import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { TOKEN, USER, loginAnswer, resetSession } from '../../../lib/testing/account-fixtures';
import { bodiesOf, stubFetch } from '../../../lib/testing/fake-server';
import { renderAccount } from '../testing/render-account';

const location = () => screen.getByTestId('location').textContent;

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('the login page', () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
  });

  it('is a form a password manager recognises as a login', () => {
    stubFetch(() => undefined);
    renderAccount('/login');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveAttribute('name', 'email');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(email.closest('form')).toHaveAttribute('method', 'post');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
  });

  it("says 'Missing email or password.' and asks nothing when a field is empty", async () => {
    const fetchMock = stubFetch(() => undefined);
    renderAccount('/login');
    const user = await fillLogin('anna@example.com', '');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Missing email or password.')).toHaveAttribute('role', 'alert');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names an invalid email address by its field', async () => {
    stubFetch(() => undefined);
    renderAccount('/login');
    const user = await fillLogin('anna@', 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is not a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message when the login fails", async () => {
    stubFetch(() => ({
      status: 401,
      body: { code: 'invalid_credentials', message: 'Wrong email or password.' },
    }));
    renderAccount('/login');
    const user = await fillLogin('anna@example.com', 'wrong');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Wrong email or password.')).toHaveAttribute('role', 'alert');
    expect(session.getState().authenticated).toBe(false);
  });

  it("shows the error's own message when the server gives none", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderAccount('/login');
    const user = await fillLogin('anna@example.com', 'secret');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
  });

  it("says 'Missing login response data.' for an answer without token and user", async () => {
    stubFetch(() => ({ body: {} }));
    renderAccount('/login');
    const user = await fillLogin('anna@example.com', 'secret');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Missing login response data.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs in with Enter and goes to the `path` query, replacing the login page', async () => {
    const fetchMock = stubFetch(({ path }) =>
      path === '/api/user/login' ? { body: loginAnswer() } : undefined,
    );
    const { router } = renderAccount(
      '/login?cause=error.diagram_forbidden&path=%2Fdiagram%2Fabc123456',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Modern car diagrams require authentication.',
    );
    const user = await fillLogin('anna@example.com', 'secret');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/diagram/abc123456'));
    expect(bodiesOf(fetchMock, '/api/user/login')).toEqual([
      { email: 'anna@example.com', password: 'secret' },
    ]);
    expect(session.getState()).toMatchObject({ authenticated: true, user: USER, token: TOKEN });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    '//evil.example/phish',
    '/.//evil.example/phish',
    '/./\\evil.example',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'https://evil.example/',
  ])('never follows the `path` %j to another site (open redirect)', async (path) => {
    stubFetch(() => ({ body: loginAnswer() }));
    renderAccount(`/af?path=${encodeURIComponent(path)}`);
    const user = await fillLogin('anna@example.com', 'secret');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('links to sign up keeping the path, and to the forgotten password page', () => {
    stubFetch(() => undefined);
    renderAccount('/login?path=%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register?path=%2Fcheckout',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
  });
});
