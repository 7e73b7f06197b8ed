import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Announcer, useAnnounce } from './announcer';

/** A page that says what its button is asked to. */
function Page() {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce('Your order is placed.')}>
      Place
    </button>
  );
}

function renderFrame() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Page />
            <Announcer />
          </>
        ),
      },
    ],
    { initialEntries: ['/complete'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the page frame announcer', () => {
  it('is a polite region, empty until a page speaks, and quiet again on any other visit', async () => {
    const router = renderFrame();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => screen.getByRole('button', { name: 'Place' }).click());
    expect(region).toHaveTextContent('Your order is placed.');

    // The same words again are a new node, so a screen reader reads them again.
    const first = screen.getByText('Your order is placed.');
    act(() => screen.getByRole('button', { name: 'Place' }).click());
    expect(screen.getByText('Your order is placed.')).not.toBe(first);

    await act(() => router.navigate('/'));
    expect(region).toBeEmptyDOMElement();
    // Back on the page it was said on, it is not said again.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/complete');
    expect(region).toBeEmptyDOMElement();
  });
});
