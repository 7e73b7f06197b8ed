import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session';
import { USER, logIn, loginAnswer, resetSession } from '../../lib/testing/account-fixtures';
import { bodiesOf, stubFetch } from '../../lib/testing/fake-server';
import { renderWithHistory } from '../../lib/testing/memory-history';
import { AccountMenu } from './account-menu';

function renderMenu(path = '/car/volvo-240') {
  return renderWithHistory(<AccountMenu />, [path]).history;
}

const focused = () => document.activeElement;

describe('the header account corner', () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSession();
  });

  it('toggles the login panel open and closed', async () => {
    stubFetch(() => undefined);
    renderMenu();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The form loads with the panel and takes the focus.
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(focused()).toBe(email));
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    stubFetch(() => undefined);
    renderMenu();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.click(button);
    await user.click(await screen.findByLabelText('Password'));
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(focused()).toBe(button);
  });

  it('closes when the focus leaves it, and on Escape pressed anywhere', async () => {
    stubFetch(() => undefined);
    renderWithHistory(
      <>
        <AccountMenu />
        <button type="button">List</button>
      </>,
      ['/car/volvo-240'],
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.click(button);
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(focused()).toBe(email));
    act(() => screen.getByRole('button', { name: 'List' }).focus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

    await user.click(button);
    await screen.findByLabelText('Email');
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it("logs in from the panel, staying on the page, and shows the user's name", async () => {
    const fetchMock = stubFetch(() => ({ body: loginAnswer() }));
    const history = renderMenu();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    const name = await screen.findByRole('link', { name: 'Anna Berg' });
    expect(name).toHaveAttribute('href', '/account');
    await waitFor(() => expect(focused()).toBe(name));
    expect(history.location.pathname).toBe('/car/volvo-240');
    expect(bodiesOf(fetchMock, '/api/user/login')).toHaveLength(1);
  });

  it("logs out with the focus on the home page's skip target, not lost on the page", async () => {
    stubFetch(() => ({ status: 204 }));
    logIn();
    renderWithHistory(
      <>
        <AccountMenu />
        <main id="main-content" tabIndex={-1} />
      </>,
      ['/account'],
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(focused()).toBe(screen.getByRole('main')));
  });

  it('logs out: the call is made, everything local goes, and the page goes home', async () => {
    const fetchMock = stubFetch(() => ({ status: 204 }));
    logIn();
    localStorage.setItem('draft', JSON.stringify({ email: USER.email }));
    const history = renderMenu('/account');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
    expect(bodiesOf(fetchMock, '/api/user/logout')).toHaveLength(1);
    expect(session.getState().token).toBeNull();
    expect(localStorage.getItem('draft')).toBeNull();
  });
});
