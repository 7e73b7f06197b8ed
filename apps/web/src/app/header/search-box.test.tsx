import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithHistory } from '../testing/memory-history';
import { SearchBox } from './search-box';

function renderSearch(path = '/') {
  const { history } = renderWithHistory(
    <Routes>
      <Route path="/" element={<SearchBox />} />
      <Route path="/car/*" element={<SearchBox />} />
      <Route path="/search" element={<SearchBox />} />
    </Routes>,
    [path],
  );
  return history;
}

describe('header search box', () => {
  it('refuses a query under 3 characters with the message, and does not navigate', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    const input = screen.getByLabelText('Search');
    await user.type(input, 'ab{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid query, please enter at least 3 characters.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid query, please enter at least 3 characters.');
    expect(router.location.pathname).toBe('/');

    await user.clear(input);
    await user.type(input, '   x  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.location.pathname).toBe('/');
  });

  it('clears the message on input and searches on Enter', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    const input = screen.getByLabelText('Search');
    await user.type(input, 'a{Enter}');
    expect(screen.getByRole('alert')).toBeVisible();
    await user.type(input, 'bc');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(input, '{Enter}');
    expect(router.location.pathname).toBe('/search');
    expect(router.location.search).toBe('?q=abc');
  });

  it('searches with the button and within the current car', async () => {
    const user = userEvent.setup();
    const router = renderSearch('/car/volvo-240');
    await user.type(screen.getByLabelText('Search'), ' 30 681-436 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const params = new URLSearchParams(router.location.search);
    expect(router.location.pathname).toBe('/search');
    expect(params.get('q')).toBe('30 681-436');
    expect(params.get('carSlug')).toBe('volvo-240');
  });

  it('finds the car deeper in a car address too, and none without a car', async () => {
    const user = userEvent.setup();
    const router = renderSearch('/car/volvo-240/brakes/item/abc');
    await user.type(screen.getByLabelText('Search'), 'disc{Enter}');
    expect(new URLSearchParams(router.location.search).get('carSlug')).toBe('volvo-240');
    await user.clear(screen.getByLabelText('Search'));
    await act(() => router.navigate('/car/'));
    await user.type(screen.getByLabelText('Search'), 'disc{Enter}');
    expect(router.location.search).toBe('?q=disc');
  });

  it('shows the searched query on the results page', () => {
    renderSearch('/search?q=brake%20disc');
    expect(screen.getByLabelText('Search')).toHaveValue('brake disc');
  });
});
