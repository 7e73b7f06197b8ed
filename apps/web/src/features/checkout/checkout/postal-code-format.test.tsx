// A postal code of another country is refused with the format the destination's codes have, in the
// customer's language, where the field's error shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import finnish from '../../../i18n/messages.fi';
import swedish from '../../../i18n/messages.sv';
import { makeItem } from '../../../lib/testing/fake-server';
import { address, readyDraft, renderCheckout, store, stubShop } from '../testing/checkout.fixtures';

const DISC = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const catalog = [makeItem(DISC, { name: 'Brake disc', price: 1000, weight: 500 })];

async function typePostalCode(language: 'sv' | 'fi', countryId: string, code: string) {
  i18n.addMessages(language, language === 'sv' ? swedish : finnish);
  i18n.changeLanguage(language);
  const user = userEvent.setup({ delay: null });
  const draft = readyDraft({ countryId, billingAddress: address({ postal_code: '' }) });
  store({ cart: { [DISC]: { quantity: 1, brand: 'any', car: null } }, draft });
  stubShop(catalog);
  renderCheckout('/checkout');
  const billing = await screen.findByRole('group', { name: i18n.t('checkout.details.billing') });
  const postal = within(billing).getByLabelText(i18n.t('address.postal_code'));
  await user.type(postal, code);
  await user.tab();
  return postal;
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  i18n.changeLanguage('en');
});

describe('a postal code of another country', () => {
  it('is refused on the Swedish form with the Swedish format, in Swedish', async () => {
    const postal = await typePostalCode('sv', 'SE', '00510');
    await waitFor(() =>
      expect(postal).toHaveAccessibleDescription(
        'Ange ett svenskt postnummer: fem siffror, den första inte 0, t.ex. 123 45',
      ),
    );
    expect(postal).toBeInvalid();
  });

  it('is refused for Finland with the Finnish format, in Finnish', async () => {
    const postal = await typePostalCode('fi', 'FI', '123 45');
    await waitFor(() =>
      expect(postal).toHaveAccessibleDescription(
        'Anna suomalainen postinumero: viisi numeroa, esim. 00100',
      ),
    );
  });

  it('is taken when it fits the destination', async () => {
    const postal = await typePostalCode('sv', 'SE', '123 45');
    await waitFor(() => expect(postal).toHaveValue('123 45'));
    expect(postal).not.toBeInvalid();
    expect(postal).not.toHaveAccessibleDescription();
  });

  it('leaves an empty code to the plain required message', async () => {
    const user = userEvent.setup({ delay: null });
    const postal = await typePostalCode('sv', 'SE', '1');
    await user.clear(postal);
    await user.tab();
    await waitFor(() => expect(postal).toHaveAccessibleDescription('Ange postnummer'));
  });
});
