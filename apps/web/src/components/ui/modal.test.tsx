import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ModalProvider, useModal } from './modal';

function Body() {
  const modal = useModal();
  return (
    <form>
      <label>
        Email <input name="email" />
      </label>
      <button type="button" onClick={() => modal.setLocked(false)}>
        Unlock
      </button>
      <Link to="/elsewhere">Go elsewhere</Link>
    </form>
  );
}

function Page() {
  const modal = useModal();
  return (
    <>
      <button type="button" onClick={() => modal.open(<Body />, { label: 'Address' })}>
        Open
      </button>
      <button
        type="button"
        onClick={() => modal.open(<Body />, { label: 'Awaiting payment', locked: true })}
      >
        Open locked
      </button>
    </>
  );
}

function renderModalPage() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ModalProvider>
            <Page />
          </ModalProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('modal', () => {
  it('is a labelled modal dialog that takes the focus and traps Tab inside', async () => {
    const user = userEvent.setup();
    renderModalPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Address' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Unlock' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Go elsewhere' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped around
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Go elsewhere' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const user = userEvent.setup();
    renderModalPage();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on an overlay click but not on a click inside', async () => {
    const user = userEvent.setup();
    renderModalPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByLabelText('Email'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open while locked, and closes again once unlocked', async () => {
    const user = userEvent.setup();
    renderModalPage();
    await user.click(screen.getByRole('button', { name: 'Open locked' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(screen.getByRole('dialog', { name: 'Awaiting payment' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on every route change', async () => {
    const user = userEvent.setup();
    const router = renderModalPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the page behind it inert while open', async () => {
    const user = userEvent.setup();
    renderModalPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Open', hidden: true }).closest('[inert]')).not.toBe(
      null,
    );
  });
});
