import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_NOTICES, withNotice } from '../../lib/page-notice';
import { stubFetch } from '../../lib/testing/fake-server';
import { stubShellApi } from '../../lib/testing/shell-api';
import { renderRouteTable } from '../../lib/testing/route-harness';
import { HomePage } from './home-page';

function renderHome(state: unknown) {
  const view = renderRouteTable(
    [
      { path: '/', element: <HomePage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    '/',
  );
  act(() => void view.router.navigate('/', { replace: true, state }));
  return view;
}

describe('the home page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the account is deleted, with the focus, until the next navigation', async () => {
    stubFetch(() => undefined);
    const { router } = renderHome(withNotice(PAGE_NOTICES.accountDeleted));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Your account is deleted.');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    await act(() => router.navigate('/car/volvo-240'));
    await act(() => router.navigate('/'));
    expect(screen.queryByText('Your account is deleted.')).not.toBeInTheDocument();
  });

  it('shows no notice on an ordinary visit', () => {
    stubFetch(() => undefined);
    renderHome(null);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Your account is deleted.')).not.toBeInTheDocument();
  });

  it('names each car of the picker by its make and model, a car without a make by its name', async () => {
    stubShellApi({
      '/api/car-groups': [
        {
          name: '240 / 260',
          cars: [
            { slug: 'volvo-240', make: 'Volvo', name: '240', modern: false },
            { slug: 'custom-1', make: null, name: 'Custom special', modern: false },
          ],
        },
      ],
    });
    renderHome(null);
    const picker = screen.getByRole('region', { name: 'Find parts for your car' });
    expect(await within(picker).findByRole('link', { name: 'Volvo 240' })).toHaveAttribute(
      'href',
      '/car/volvo-240',
    );
    expect(within(picker).getByRole('link', { name: 'Custom special' })).toBeInTheDocument();
    expect(within(picker).getByRole('heading', { name: '240 / 260' })).toBeInTheDocument();
  });
});
