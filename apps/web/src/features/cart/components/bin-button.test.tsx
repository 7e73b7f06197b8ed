import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BIN_CONFIRM_MS, BinButton } from './bin-button';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderBin() {
  const onClear = vi.fn();
  render(<BinButton onClear={onClear} />);
  return onClear;
}

const bin = () => screen.getByRole('button', { name: 'Empty the cart' });
const confirm = () => screen.getByRole('button', { name: 'Click again to empty the cart' });

describe('BinButton (SPEC §4)', () => {
  it('asks for confirmation first, and clears on the second click', () => {
    const onClear = renderBin();
    fireEvent.click(bin());
    expect(onClear).not.toHaveBeenCalled();
    fireEvent.click(confirm());
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(bin()).toBeInTheDocument();
  });

  it('resets after 3 seconds, so a late click only asks again', () => {
    const onClear = renderBin();
    fireEvent.click(bin());
    act(() => vi.advanceTimersByTime(BIN_CONFIRM_MS - 1));
    expect(confirm()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(bin()).toBeInTheDocument();
    fireEvent.click(bin());
    expect(onClear).not.toHaveBeenCalled();
    expect(confirm()).toBeInTheDocument();
  });

  it('resets when it loses focus', () => {
    const onClear = renderBin();
    fireEvent.click(bin());
    fireEvent.blur(confirm());
    expect(bin()).toBeInTheDocument();
    fireEvent.click(bin());
    expect(onClear).not.toHaveBeenCalled();
  });

  it('waits 3 s from the confirmation, whatever happened before', () => {
    const onClear = renderBin();
    fireEvent.click(bin());
    act(() => vi.advanceTimersByTime(BIN_CONFIRM_MS));
    fireEvent.click(bin());
    act(() => vi.advanceTimersByTime(BIN_CONFIRM_MS - 100));
    fireEvent.click(confirm());
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('announces the wait, and Escape keeps the cart', () => {
    const onClear = renderBin();
    expect(screen.getByRole('status')).toHaveTextContent('');
    fireEvent.click(bin());
    expect(screen.getByRole('status')).toHaveTextContent(/Press again within 3 seconds/);
    fireEvent.keyDown(confirm(), { key: 'Escape' });
    expect(bin()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    fireEvent.click(bin());
    expect(onClear).not.toHaveBeenCalled();
  });
});
