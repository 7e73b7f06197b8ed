import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroSlider, SLIDE_INTERVAL_MS } from './hero-slider';

const current = () => screen.getByRole('group', { name: /of 3/ });

describe('home slider', () => {
  afterEach(() => vi.useRealTimers());

  it('shows one slide at a time and moves with the buttons and arrow keys', async () => {
    const user = userEvent.setup();
    render(<HeroSlider />);
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('heading', { name: 'Genuine, OEM or any brand' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toHaveAccessibleName('2 of 3');
    await user.keyboard('{ArrowRight}');
    expect(current()).toHaveAccessibleName('3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(current()).toHaveAccessibleName('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toHaveAccessibleName('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(current()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('rotates on its own until paused', () => {
    vi.useFakeTimers();
    render(<HeroSlider />);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toHaveAccessibleName('2 of 3');

    act(() => screen.getByRole('button', { name: 'Pause the slide show' }).click());
    // Focus on the pause button holds rotation anyway; blur it to prove the pause itself works.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(current()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeInTheDocument();
  });

  it('holds still while the pointer is over it', () => {
    vi.useFakeTimers();
    render(<HeroSlider />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2));
    expect(current()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(current()).toHaveAccessibleName('2 of 3');
  });
});
