import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithHistory } from '../../lib/testing/memory-history';
import { stubShellApi } from '../../lib/testing/shell-api';
import { CarGroupMenu } from './car-group-menu';

async function renderMenu() {
  const { history: router } = renderWithHistory(
    <>
      <CarGroupMenu />
      <button type="button">Elsewhere</button>
    </>,
  );
  // The car list is in the page (for crawlers) before the menu first opens.
  await screen.findByRole('link', { name: 'Volvo 240', hidden: true });
  return { router, button: screen.getByRole('button', { name: 'Cars' }) };
}

const focused = () => document.activeElement;

describe('car group menu', () => {
  beforeEach(() => stubShellApi());
  afterEach(() => vi.unstubAllGlobals());

  it('is a disclosure button that Enter and Space open and close', async () => {
    const user = userEvent.setup();
    const { button } = await renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Volvo 240' })).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { name: 'Volvo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Saab 900' })).toHaveAttribute('href', '/car/saab-900');
    expect(focused()).toBe(button);

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the cars with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    const { button } = await renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(focused()).toHaveTextContent('Volvo 240');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveTextContent('Volvo V70');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveTextContent('Saab 900');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveTextContent('Volvo 240');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toHaveTextContent('Saab 900');
    await user.keyboard('{Home}');
    expect(focused()).toHaveTextContent('Volvo 240');
    await user.keyboard('{End}');
    expect(focused()).toHaveTextContent('Saab 900');
  });

  it('opens on ArrowUp at the last car; Escape closes and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { button } = await renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(focused()).toHaveTextContent('Saab 900');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(focused()).toBe(button);
  });

  it('closes on a click outside and when focus leaves it', async () => {
    const user = userEvent.setup();
    const { button } = await renderMenu();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.keyboard('{End}'); // focus stays on the button: End only works inside the list
    await user.keyboard('{ArrowUp}');
    expect(focused()).toHaveTextContent('Saab 900');
    await user.tab();
    expect(focused()).toHaveTextContent('Elsewhere');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on navigation', async () => {
    const user = userEvent.setup();
    const { router, button } = await renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Volvo V70' }));
    expect(router.location.pathname).toBe('/car/volvo-v70');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
