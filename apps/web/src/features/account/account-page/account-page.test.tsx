import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { TOKEN, USER, logIn, resetSession } from '../../../lib/testing/account-fixtures';
import { bodiesOf } from '../../../lib/testing/fake-server';
import { stubAccountServer } from '../testing/account.fixtures';
import { renderAccount } from '../testing/render-account';
import { PAGE_NOTICES, withNotice } from '../../../lib/page-notice';

const location = () => screen.getByTestId('location').textContent;
const section = (name: string) => screen.getByRole('region', { name });
const focused = () => document.activeElement;

describe('the account page', () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
  });

  it('sends a visitor without a token to the login page, which returns here', async () => {
    stubAccountServer();
    renderAccount('/account');
    await waitFor(() => expect(location()).toBe('/login?path=%2Faccount'));
  });

  it('waits with a spinner while a stored token is checked, then shows', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubAccountServer();
    const reads = vi.mocked(fetch);
    reads.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    session.start();
    localStorage.setItem('token', TOKEN);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'token' })));
    renderAccount('/account');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(location()).toBe('/account');
    await act(async () => answer(new Response(JSON.stringify(USER), { status: 200 })));
    expect(await screen.findByText('Logged in as Anna Berg.')).toBeInTheDocument();
  });

  it("lists the orders with date, status, total in the order's currency and a link", async () => {
    stubAccountServer();
    logIn();
    renderAccount('/account');
    const orders = section('Your orders');
    const link = await within(orders).findByRole('link', { name: '100042' });
    expect(link).toHaveAttribute('href', '/order/100042?key=k3y');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('2026-03-02');
    expect(row).toHaveTextContent('Shipped');
    expect(row).toHaveTextContent('1,299.00 kr');
  });

  it('marks this device among the sessions and logs out another one, or all others', async () => {
    const fetchMock = stubAccountServer(({ method }) =>
      method === 'DELETE' ? { status: 204 } : undefined,
    );
    logIn();
    renderAccount('/account');
    const sessions = section('Where you are logged in');
    expect(await within(sessions).findByText('Firefox on Windows')).toBeInTheDocument();
    expect(within(sessions).getByText('(this device)')).toBeInTheDocument();
    // The site's date format, with the time of day in the shop's time zone.
    expect(within(sessions).getByText('Last used 2026-03-10 09:00')).toBeInTheDocument();
    expect(
      within(sessions).queryByRole('button', { name: 'Log out Firefox on Windows' }),
    ).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(sessions).getByRole('button', { name: 'Log out Safari on iPhone' }));
    await user.click(
      within(sessions).getByRole('button', { name: 'Log out on all other devices' }),
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([, init]) => init?.method === 'DELETE')
          .map(([input]) => String(input)),
      ).toEqual(['/api/user/sessions/s2', '/api/user/sessions']),
    );
    expect(within(sessions).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a saved address through the shared address fields', async () => {
    const fetchMock = stubAccountServer(({ method, path }) =>
      method === 'POST' && path === '/api/user/addresses'
        ? { body: { id: 'adr2', updatedAt: '', address: {} } }
        : undefined,
    );
    logIn();
    renderAccount('/account');
    const addresses = section('Saved addresses');
    expect(await within(addresses).findByText('Anna Berg, Storgatan 1, Malmö')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(addresses).getByRole('button', { name: 'Add an address' }));
    await user.click(within(addresses).getByRole('button', { name: 'Save the address' }));
    expect(within(addresses).getByText('First name is required')).toBeInTheDocument();
    // The visitor lands on the first field to fix.
    await waitFor(() => expect(within(addresses).getByLabelText('First name')).toHaveFocus());
    await user.type(within(addresses).getByLabelText('First name'), 'Bo');
    await user.type(within(addresses).getByLabelText('Last name'), 'Ek');
    await user.type(within(addresses).getByLabelText('Street address'), 'Ågatan 2');
    await user.type(within(addresses).getByLabelText('Postal code'), '11122');
    await user.type(within(addresses).getByLabelText('City'), 'Stockholm');
    await user.type(within(addresses).getByLabelText('Phone'), '0701234567');
    await user.click(within(addresses).getByRole('button', { name: 'Save the address' }));
    const posted = () => bodiesOf(fetchMock, '/api/user/addresses').filter(Boolean);
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({
      address: { given_name: 'Bo', city: 'Stockholm', country: 'se', postal_code: '111 22' },
    });
  });

  it('changes the email with the password, then shows the address waiting for its link', async () => {
    const fetchMock = stubAccountServer(({ method, path }) =>
      method === 'POST' && path === '/api/user/email'
        ? { body: { ...USER, pendingEmail: 'anna@new.example' } }
        : undefined,
    );
    logIn();
    renderAccount('/account');
    const profile = section('Profile');
    const user = userEvent.setup();
    await user.type(within(profile).getByLabelText('New email address'), 'anna@new.example');
    await user.type(within(profile).getByLabelText('Password'), 'secret{Enter}');
    expect(
      await within(profile).findByText(
        'anna@new.example replaces it once you open the link we sent there.',
      ),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/user/email')).toEqual([
      { email: 'anna@new.example', password: 'secret' },
    ]);
  });

  it('offers a new confirmation link while the address is unconfirmed', async () => {
    const fetchMock = stubAccountServer(({ path }) =>
      path === '/api/user/email/resend'
        ? { status: 202, body: { message: 'A new link is on its way.' } }
        : undefined,
    );
    logIn({ ...USER, emailConfirmed: false });
    renderAccount('/account');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link again' }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/user/email/resend')).toHaveLength(1);
  });

  it("changes the password with the current one, showing the server's message on a wrong one", async () => {
    stubAccountServer(({ path }) =>
      path === '/api/user/password'
        ? { status: 400, body: { code: 'wrong_password', message: 'The password is wrong.' } }
        : undefined,
    );
    logIn();
    renderAccount('/account');
    const security = section('Password and account');
    const user = userEvent.setup();
    await user.type(within(security).getByLabelText('Current password'), 'old one');
    await user.type(within(security).getByLabelText('New password'), 'new secret{Enter}');
    expect(await within(security).findByText('The password is wrong.')).toBeInTheDocument();
    expect(session.getState().authenticated).toBe(true);
  });

  it('moves the focus to the heading when an ended session leaves the list', async () => {
    stubAccountServer(({ method }) => (method === 'DELETE' ? { status: 204 } : undefined));
    logIn();
    renderAccount('/account');
    const sessions = section('Where you are logged in');
    const user = userEvent.setup();
    await user.click(
      await within(sessions).findByRole('button', { name: 'Log out Safari on iPhone' }),
    );
    const heading = within(sessions).getByRole('heading', { name: 'Where you are logged in' });
    await waitFor(() => expect(focused()).toBe(heading));
    await user.click(
      within(sessions).getByRole('button', { name: 'Log out on all other devices' }),
    );
    await waitFor(() => expect(focused()).toBe(heading));
  });

  it('focuses the first field of an opened address form, and the add button after it', async () => {
    stubAccountServer(({ method }) =>
      method === 'PUT' || method === 'DELETE'
        ? { body: { id: 'adr1', updatedAt: '', address: {} } }
        : undefined,
    );
    logIn();
    renderAccount('/account');
    const addresses = section('Saved addresses');
    const user = userEvent.setup();
    const add = within(addresses).getByRole('button', { name: 'Add an address' });
    await user.click(add);
    await waitFor(() => expect(focused()).toBe(within(addresses).getByLabelText('First name')));
    await user.click(within(addresses).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(focused()).toBe(within(addresses).getByRole('button', { name: 'Add an address' })),
    );

    await user.click(
      await within(addresses).findByRole('button', {
        name: 'Change Anna Berg, Storgatan 1, Malmö',
      }),
    );
    const first = within(addresses).getByLabelText('First name');
    await waitFor(() => expect(focused()).toBe(first));
    expect(first).toHaveValue('Anna');
    await user.click(within(addresses).getByRole('button', { name: 'Save the address' }));
    await waitFor(() =>
      expect(focused()).toBe(within(addresses).getByRole('button', { name: 'Add an address' })),
    );

    await user.click(
      within(addresses).getByRole('button', { name: 'Delete Anna Berg, Storgatan 1, Malmö' }),
    );
    await waitFor(() =>
      expect(focused()).toBe(within(addresses).getByRole('button', { name: 'Add an address' })),
    );
  });

  it("clears the profile's 'Saved.' as soon as the name is edited again", async () => {
    stubAccountServer(({ path }) =>
      path === '/api/user/profile' ? { body: { ...USER, name: 'Anna Bergström' } } : undefined,
    );
    logIn();
    renderAccount('/account');
    const profile = section('Profile');
    const user = userEvent.setup();
    const name = within(profile).getByLabelText('Name');
    await user.type(name, 'ström{Enter}');
    expect(await within(profile).findByText('Saved.')).toBeInTheDocument();
    await user.type(name, '!');
    expect(within(profile).queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('deletes the account only after a second, explicit confirmation', async () => {
    const fetchMock = stubAccountServer(({ path }) =>
      path === '/api/user/delete' ? { status: 204 } : undefined,
    );
    logIn();
    renderAccount('/account');
    const security = section('Password and account');
    const user = userEvent.setup();
    const deletion = within(security).getByRole('heading', { name: 'Delete your account' });
    const form = within(deletion.closest('form')!);
    await user.type(form.getByLabelText('Password'), 'secret');
    await user.click(form.getByRole('button', { name: 'Delete my account' }));
    expect(form.getByText('Are you sure? This cannot be undone.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/user/delete')).toEqual([]);
    await user.click(form.getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(bodiesOf(fetchMock, '/api/user/delete')).toEqual([{ password: 'secret' }]);
    expect(session.getState().authenticated).toBe(false);
  });

  it('sends the customer home with the notice that the account is deleted', async () => {
    stubAccountServer(({ path }) => (path === '/api/user/delete' ? { status: 204 } : undefined));
    logIn();
    const { router } = renderAccount('/account');
    const security = section('Password and account');
    const user = userEvent.setup();
    const deletion = within(security).getByRole('heading', { name: 'Delete your account' });
    const form = within(deletion.closest('form')!);
    await user.type(form.getByLabelText('Password'), 'secret');
    await user.click(form.getByRole('button', { name: 'Delete my account' }));
    await user.click(form.getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(location()).toBe('/'));
    // Whichever navigation home wins (the form's or the login guard's), it carries the notice.
    expect(router.state.location.state).toEqual(withNotice(PAGE_NOTICES.accountDeleted));
  });
});
