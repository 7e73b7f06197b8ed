import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithHistory } from '../../lib/testing/memory-history';
import { SearchBox } from './search-box';

function renderSearch(path = '/') {
  const { history } = renderWithHistory(
    <Routes>
      <Route path="*" element={<SearchBox />} />
    </Routes>,
    [path],
  );
  return history;
}

const where = (router: ReturnType<typeof renderSearch>) =>
  router.location.pathname + router.location.search;

describe('header search box', () => {
  it('refuses a query under 3 characters with the message, and does not navigate', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    const input = screen.getByLabelText('Search');
    await user.type(input, 'ab{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid query, please enter at least 3 characters.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid query, please enter at least 3 characters.');
    expect(router.location.pathname).toBe('/');

    await user.clear(input);
    await user.type(input, '   x  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(router.location.pathname).toBe('/');
  });

  it('refuses a query over 200 characters', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    const input = screen.getByLabelText('Search');
    await user.click(input);
    await user.paste('a'.repeat(201));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid query, please enter at most 200 characters.',
    );
    expect(router.location.pathname).toBe('/');
  });

  it('clears the message on input and searches on Enter', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    const input = screen.getByLabelText('Search');
    await user.type(input, 'a{Enter}');
    expect(await screen.findByRole('alert')).toBeVisible();
    await user.type(input, 'bc');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(input, '{Enter}');
    await waitFor(() => expect(where(router)).toBe('/search?q=abc'));
  });

  it('searches within the car, keeping its group and view', async () => {
    const user = userEvent.setup();
    const router = renderSearch('/car/volvo-240');
    await user.type(screen.getByLabelText('Search'), ' 30 681-436 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.location.pathname).toBe('/car/volvo-240/search'));
    expect(new URLSearchParams(router.location.search).get('q')).toBe('30 681-436');

    await act(() => router.navigate('/car/volvo-240/brakes/item/abc'));
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'disc{Enter}');
    await waitFor(() => expect(where(router)).toBe('/car/volvo-240/brakes/search?q=disc'));

    await act(() => router.navigate('/car/volvo-240/brakes/diagrams'));
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'pads{Enter}');
    await waitFor(() => expect(where(router)).toBe('/car/volvo-240/brakes/search/diagrams?q=pads'));
  });

  it('searches one drawing from a diagram page, and the whole shop without a car', async () => {
    const user = userEvent.setup();
    const router = renderSearch('/diagram/VOL240BRK01/7');
    await user.type(screen.getByLabelText('Search'), 'caliper{Enter}');
    await waitFor(() => expect(where(router)).toBe('/diagram/VOL240BRK01/search?q=caliper'));

    await act(() => router.navigate('/car/'));
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'disc{Enter}');
    await waitFor(() => expect(where(router)).toBe('/search?q=disc'));
  });

  it('keeps the results page limits when searching again there', async () => {
    const user = userEvent.setup();
    const router = renderSearch('/search?q=disc&mode=diagrams&carSlug=volvo-240');
    const input = screen.getByLabelText('Search');
    expect(input).toHaveValue('disc');
    await user.clear(input);
    await user.type(input, 'pads{Enter}');
    await waitFor(() =>
      expect(where(router)).toBe('/search?q=pads&mode=diagrams&carSlug=volvo-240'),
    );
  });

  it('shows the searched query on every results page', async () => {
    const router = renderSearch('/search?q=brake%20disc');
    expect(screen.getByLabelText('Search')).toHaveValue('brake disc');
    await act(() => router.navigate('/car/volvo-240/brakes/search/diagrams?q=pads'));
    expect(screen.getByLabelText('Search')).toHaveValue('pads');
    await act(() => router.navigate('/diagram/VOL240BRK01/search?q=caliper'));
    expect(screen.getByLabelText('Search')).toHaveValue('caliper');
  });
});
