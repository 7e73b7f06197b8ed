import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_NOTICES, withNotice } from '../../lib/page-notice';
import { stubFetch } from '../../lib/testing/fake-server';
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
});
