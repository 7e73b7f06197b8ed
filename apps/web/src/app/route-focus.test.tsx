import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAIN_ID } from './main-target';
import { RouteFocus } from './route-focus';

/** A page whose heading arrives after its data, as a loading page's does. */
function LatePage({ release }: { release: Promise<void> }) {
  const [ready, setReady] = useState(false);
  useEffect(() => void release.then(() => setReady(true)), [release]);
  return ready ? <h1>Volvo 240</h1> : <p>Loading…</p>;
}

function renderApp(release: Promise<void>) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <input aria-label="Search" />
      <main id={MAIN_ID} tabIndex={-1}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <h1>Home</h1>
                <Link to="/car">Volvo 240</Link>
              </>
            }
          />
          <Route path="/car" element={<LatePage release={release} />} />
        </Routes>
      </main>
      <RouteFocus />
    </MemoryRouter>,
  );
}

describe('the focus after a navigation', () => {
  it('goes to the new page’s heading once it arrives when the clicked link is gone', async () => {
    let release = () => undefined as void;
    renderApp(new Promise<void>((resolve) => (release = resolve)));
    const user = userEvent.setup();
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('link', { name: 'Volvo 240' }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    await act(async () => release());
    const heading = screen.getByRole('heading', { level: 1, name: 'Volvo 240' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('is left where the visitor put it when that stays on the page', async () => {
    renderApp(Promise.resolve());
    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: 'Volvo 240' });
    const search = screen.getByRole('textbox', { name: 'Search' });
    link.focus();
    // The search box takes the focus as the page changes (as typing in the header would).
    await user.keyboard('{Enter}');
    act(() => search.focus());
    await screen.findByRole('heading', { level: 1, name: 'Volvo 240' });
    expect(search).toHaveFocus();
  });
});
