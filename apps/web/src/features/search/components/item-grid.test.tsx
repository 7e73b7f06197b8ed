import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import finnish from '../../../i18n/messages.fi';
import swedish from '../../../i18n/messages.sv';
import { resetShellResources } from '../../../lib/shell-resource';
import { ok, renderSearch, stubApi } from '../testing/render-search';
import { makeItem } from '../testing/search.fixtures';

afterEach(async () => {
  vi.unstubAllGlobals();
  i18n.changeLanguage('en');
});

const ITEMS = 'POST /api/items/search/';

/** The results row of the item named `name`. */
const row = (name: string) =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(name) }))!;

describe('item results found by an old number', () => {
  const current = makeItem({ name: 'Brake disc', replaces: ['2 762 451'] });
  const other = makeItem({ name: 'Brake pads', replaces: ['5 037 010'] });
  const hits = [{ ...current, replaces_searched: '2 762 451' }, other];

  it('say which old number the item replaces, on that item only', async () => {
    stubApi({ [ITEMS]: ok({ items: hits }) });
    renderSearch('/search?q=2762451');
    await screen.findByRole('table', { name: 'Parts matching “2762451”' });
    const found = row('Brake disc');
    expect(within(found).getByRole('link', { name: 'Brake disc' })).toHaveAttribute(
      'href',
      `/item/${current._id}`,
    );
    expect(within(found).getByText('Replaces 2 762 451')).toBeVisible();
    expect(within(row('Brake pads')).queryByText(/Replaces/)).not.toBeInTheDocument();
  });

  it.each([
    ['sv', swedish, 'Ersätter 2 762 451'],
    ['fi', finnish, 'Korvaa 2 762 451'],
  ] as const)('say so in %s', async (language, messages, text) => {
    i18n.addMessages(language, messages);
    i18n.changeLanguage(language);
    stubApi({ [ITEMS]: ok({ items: hits }) });
    renderSearch('/search?q=2%20762%20451');
    expect(await screen.findByText(text)).toBeVisible();
  });
});

describe('item results outside a car', () => {
  const GROUPS = 'GET /api/car-groups';
  const carGroups = [
    {
      name: '240 / 260',
      cars: [
        { slug: 'volvo-240', make: 'Volvo', name: '240', modern: false },
        { slug: 'volvo-245', make: 'Volvo', name: '245', modern: false },
        { slug: 'custom-1', make: null, name: 'Custom special', modern: false },
      ],
    },
  ];

  it('name the cars a part fits by make and model, and a car without a make by its name', async () => {
    const disc = makeItem({
      name: 'Brake disc',
      fits: [
        { car: 'volvo-240', description: '' },
        { car: 'volvo-245', description: '' },
        { car: 'custom-1', description: '' },
      ],
    });
    // The car groups are read once per page load: this test's answer, not an earlier test's.
    resetShellResources();
    stubApi({ [ITEMS]: ok({ items: [disc] }), [GROUPS]: ok(carGroups) });
    renderSearch('/search?q=brake');
    await screen.findByRole('table', { name: 'Parts matching “brake”' });
    expect(
      await within(row('Brake disc')).findByText('Fits Volvo 240, Volvo 245, Custom special'),
    ).toBeVisible();
  });
});
