import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';
import { TOOLTIP_ID, TooltipProvider } from './tooltip-host';

function renderTips() {
  return render(
    <TooltipProvider>
      <Tooltip content="A fee for old parts" label="About the fee">
        ?
      </Tooltip>
      <Tooltip content="1150.00 kr">
        <span>100.00 €</span>
      </Tooltip>
    </TooltipProvider>,
  );
}

describe('tooltip', () => {
  it('fills the one tooltip element on hover and describes the trigger with it', async () => {
    const user = userEvent.setup();
    renderTips();
    const tooltips = document.querySelectorAll('[role="tooltip"]');
    expect(tooltips).toHaveLength(1);
    const trigger = screen.getByRole('button', { name: 'About the fee' });
    expect(trigger).not.toHaveAttribute('aria-describedby');

    await user.hover(trigger);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveAttribute('id', TOOLTIP_ID);
    expect(tip).toHaveTextContent('A fee for old parts');
    expect(trigger).toHaveAccessibleDescription('A fee for old parts');

    await user.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    const user = userEvent.setup();
    renderTips();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('A fee for old parts');
    await user.tab(); // the second trigger, a text, is a button named by that text
    const price = screen.getByRole('button', { name: '100.00 €' });
    expect(price).toHaveFocus();
    expect(price).toHaveAccessibleDescription('1150.00 kr');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(price).toHaveFocus();
  });

  it('still works without the page host, with its own element', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Help text" label="Help">
        ?
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAccessibleDescription('Help text');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
