import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from './language-select';

function renderSelect() {
  const onChoose = vi.fn();
  render(<LanguageSelect value="en" onChoose={onChoose} />);
  return { onChoose, select: screen.getByRole('combobox', { name: 'Language' }) };
}

describe('the language choice (WCAG 3.2.2: no reload on a mere arrow key)', () => {
  it('moves the choice with the arrows and applies it on Enter', () => {
    const { onChoose, select } = renderSelect();
    expect(select).toHaveAccessibleDescription(/Press Enter or leave the list/);
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'sv' } });
    expect(onChoose).not.toHaveBeenCalled();
    expect(select).toHaveValue('sv');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('sv');
  });

  it('applies a keyed choice when the list is left, and nothing when it is back where it was', () => {
    const { onChoose, select } = renderSelect();
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'fi' } });
    fireEvent.blur(select);
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('fi');
    onChoose.mockClear();
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: 'en' } });
    fireEvent.blur(select);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('applies a pick with the pointer at once', () => {
    const { onChoose, select } = renderSelect();
    fireEvent.pointerDown(select);
    fireEvent.change(select, { target: { value: 'fi' } });
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('fi');
  });
});
