import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveApp, reloadPage } from '../lib/browser';
import type * as BrowserModule from '../lib/browser';
import { routeAt, routeName } from './router';
import { stubShellApi } from '../lib/testing/shell-api';
import { renderRoutes } from './testing/shell-fixtures';
import { READY_ATTRIBUTE } from '../lib/ready-mark';

vi.mock('../lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof BrowserModule>()),
  leaveApp: vi.fn(),
  reloadPage: vi.fn(),
}));

// A page whose code breaks, to see the layout survive it.
vi.mock('../features/contact', () => ({
  ContactPage: () => {
    throw new Error('Broken page');
  },
}));

describe('routes (SPEC §2)', () => {
  it.each([
    ['/', 'main', {}],
    ['/car/volvo-240', 'car-items', { carSlug: 'volvo-240' }],
    ['/car/volvo-240/brakes/', 'car-items', { carSlug: 'volvo-240', groupSlug: 'brakes' }],
    [
      '/car/volvo-240/brakes/3',
      'car-items',
      { carSlug: 'volvo-240', groupSlug: 'brakes', page: '3' },
    ],
    ['/car/volvo-240/search', 'car-search', { carSlug: 'volvo-240' }],
    ['/car/volvo-240/brakes/item/abc', 'car-item', { groupSlug: 'brakes', itemId: 'abc' }],
    ['/car/volvo-240/brakes/search/diagrams', 'car-diagrams-search', { groupSlug: 'brakes' }],
    ['/car/volvo-240/brakes/diagrams', 'car-diagrams', { groupSlug: 'brakes' }],
    ['/item/abc', 'item', { itemId: 'abc' }],
    ['/diagram/A12-3/search', 'diagram-search', { illustration: 'A12-3' }],
    ['/diagram/A12-3', 'diagram', { illustration: 'A12-3' }],
    ['/diagram/A12-3/7', 'diagram', { illustration: 'A12-3', position: '7' }],
    ['/checkout', 'checkout', {}],
    ['/review', 'review', {}],
    ['/complete', 'complete', {}],
    ['/order/100042', 'order', { number: '100042' }],
    ['/login', 'login', {}],
    ['/af', 'login', {}],
    ['/register', 'register', {}],
    ['/forgot', 'forgot', {}],
    ['/contact', 'contact', {}],
    ['/about', 'about', {}],
    ['/terms', 'terms', {}],
    ['/auth', 'auth', {}],
    ['/search', 'search', {}],
    ['/cart/2024-05-01/c123', 'cart', { cartDate: '2024-05-01', cartId: 'c123' }],
    ['/admin/orders', 'admin', {}],
    ['/no/such/page', 'main', {}],
  ])('%s is the route %s', (path, name, params) => {
    const route = routeAt(path);
    expect(route?.name).toBe(name);
    expect(route?.params).toMatchObject(params);
    expect(routeName(path)).toBe(name);
  });
});

describe('app router', () => {
  beforeEach(() => {
    localStorage.clear();
    stubShellApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(leaveApp).mockClear();
    vi.mocked(reloadPage).mockClear();
  });

  it('shows the main page with header and footer at /', async () => {
    renderRoutes('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Nordic Parts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nordic Parts, home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByText(/Nordic Parts AB, org\.nr 556123-4567, Sweden/)).toBeInTheDocument();
    const age = new Date().getFullYear() - 1997;
    expect(
      screen.getByText(`Founded in 1997, we have been supplying car parts for ${age} years.`),
    ).toBeInTheDocument();
    const cars = await screen.findByRole('region', { name: 'Find parts for your car' });
    expect(await within(cars).findByRole('link', { name: 'Saab 900' })).toHaveAttribute(
      'href',
      '/car/saab-900',
    );
  });

  it('shows the main page for an unknown path', () => {
    renderRoutes('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Nordic Parts' })).toBeInTheDocument();
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('leaves the app with a full page navigation for /admin…', async () => {
    const { router } = renderRoutes('/');
    await act(() => router.navigate('/admin'));
    expect(leaveApp).toHaveBeenCalledWith('/admin');
    await act(() => router.navigate('/admin/orders?status=paid#top'));
    expect(leaveApp).toHaveBeenLastCalledWith('/admin/orders?status=paid#top');
    await act(() => router.navigate('/administrator'));
    expect(leaveApp).toHaveBeenLastCalledWith('/administrator');
  });

  it('shows the login cause text for a forbidden diagram, also under /af', async () => {
    renderRoutes('/login?cause=error.diagram_forbidden&path=%2Fdiagram%2FX1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    // The page's own notice, not the layout's live region for announcements.
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Modern car diagrams require authentication.',
    );
  });

  it('never echoes an unknown cause from the address', async () => {
    renderRoutes('/af?cause=Your%20account%20is%20locked');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText(/locked/)).not.toBeInTheDocument();
  });

  it('lazy-loads the terms page with its real text', async () => {
    renderRoutes('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Returns of electric parts' })).toBeInTheDocument();
    expect(screen.getAllByText(/within 14 days/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/before 12:00/).length).toBeGreaterThan(0);
    expect(document.title).toBe('Terms and conditions | Nordic Parts');
  });

  it('closes an open car menu and keeps the layout when navigating', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes('/');
    await user.click(screen.getByRole('button', { name: 'Cars' }));
    expect(screen.getByRole('button', { name: 'Cars' })).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/about'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Nordic Parts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cars' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps header and footer around a page that throws, until the next navigation', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.documentElement.removeAttribute(READY_ATTRIBUTE);
    const { router } = renderRoutes('/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    // The message is a live page: a tap held before it goes to its button.
    expect(document.documentElement).toHaveAttribute(READY_ATTRIBUTE);
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown.');
    expect(screen.getByRole('link', { name: 'Nordic Parts, home page' })).toBeInTheDocument();
    expect(screen.getByText(/Nordic Parts AB, org\.nr 556123-4567, Sweden/)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    await act(() => router.navigate('/about'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Nordic Parts' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('saves footer choices: VAT and currency in local storage, language in the cookie with a reload', async () => {
    const user = userEvent.setup();
    renderRoutes('/');
    await user.selectOptions(screen.getByLabelText('VAT'), '12 %');
    expect(localStorage.getItem('vat')).toBe('1200');
    await screen.findByRole('option', { name: 'SEK (kr)' });
    await user.selectOptions(screen.getByLabelText('Currency'), 'SEK (kr)');
    expect(localStorage.getItem('currency')).toBe('SEK');
    expect(screen.getByLabelText('Currency')).toHaveValue('SEK');
    await user.selectOptions(screen.getByLabelText('Language'), 'Svenska');
    expect(document.cookie).toContain('lang=sv');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    document.cookie = 'lang=; max-age=0; path=/';
  });
});
