import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAnswer, resetSession } from '../../../lib/testing/account-fixtures';
import { stubFetch } from '../../../lib/testing/fake-server';
import { renderRouteTable } from '../../../lib/testing/route-harness';
import { LoginModalLink } from './login-modal-link';

function renderLink() {
  return renderRouteTable(
    [{ path: '/checkout', element: <LoginModalLink lead="Have an account?" /> }],
    '/checkout?step=1',
  );
}

describe('the login modal', () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
  });

  it('is a link to the login page that returns here', () => {
    stubFetch(() => undefined);
    renderLink();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?path=%2Fcheckout%3Fstep%3D1',
    );
  });

  it('opens a dialog with the login form, which Escape closes, giving the focus back', async () => {
    stubFetch(() => undefined);
    renderLink();
    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: 'Log in' });
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    // The email field takes the focus, as in the header's panel.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Email')),
    );
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register?path=%2Fcheckout%3Fstep%3D1',
    );
    expect(within(dialog).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout?step=1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(link);
  });

  it('logs in without leaving the page', async () => {
    stubFetch(() => ({ body: loginAnswer() }));
    renderLink();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Logged in as Anna Berg.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout?step=1');
  });
});
