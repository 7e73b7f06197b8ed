import { afterEach, describe, expect, it, vi } from 'vitest';
import { address, readyDraft } from '../testing/checkout.fixtures';
import { emptyDraft, newDraftId, parseDraft } from './draft-store';
import { checkOrderDraft, toOrderDraft } from './order-draft';
import { HISTORY_LIMIT, parseHistory } from './order-history';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const context = { cart: {}, currency: 'SEK', language: 'sv' as const, countrySlug: 'se' };

afterEach(() => vi.unstubAllGlobals());

describe('the stored draft', () => {
  it('reads back what was stored', () => {
    const draft = readyDraft({ shippingAddress: { ...address(), enabled: true } });
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it.each([null, '', 'not json', '[]', '{"id":"x"}', JSON.stringify({ email: 'a@b.se' })])(
    'starts afresh from %j',
    (raw) => {
      const draft = parseDraft(raw);
      expect(draft.id).toMatch(UUID_V4);
      expect(draft.email).toBe('');
      expect(draft.shippingAddress.enabled).toBe(false);
    },
  );

  it('keeps the valid fields of a damaged draft', () => {
    const { id } = emptyDraft();
    const raw = JSON.stringify({
      id,
      email: 42,
      countryId: 'FI',
      billingAddress: { city: 'Oulu' },
    });
    expect(parseDraft(raw)).toMatchObject({
      id,
      email: '',
      countryId: 'FI',
      transportId: null,
      billingAddress: { city: 'Oulu', given_name: '' },
    });
  });

  it('makes version 4 UUIDs without crypto.randomUUID too (pages not served securely)', () => {
    expect(newDraftId()).toMatch(UUID_V4);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 50 }, newDraftId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});

describe('the draft as an order', () => {
  it('sends the billing address to the destination without a separate shipping address', () => {
    const order = toOrderDraft(readyDraft(), context);
    expect(order.shippingAddress).toEqual({ enabled: false });
    expect(order.billingAddress).toMatchObject({ country: 'se', city: 'Stockholm' });
    expect(checkOrderDraft(order).order?.billingAddress).toMatchObject({
      postal_code: '114 55',
      phone: '+46701234567',
    });
  });

  it('gives a separate shipping address the destination, the billing address its own country', () => {
    const draft = readyDraft({
      billingAddress: address({ country: 'fi', postal_code: '00100' }),
      shippingAddress: { ...address(), country: 'fi', enabled: true },
    });
    const order = toOrderDraft(draft, context);
    expect(order.shippingAddress).toMatchObject({ enabled: true, country: 'se' });
    expect(order.billingAddress).toMatchObject({ country: 'fi' });
    expect(checkOrderDraft(order).errors.size).toBe(0);
  });

  it("names each field's first error by its path", () => {
    const draft = readyDraft({ email: 'anna@', billingAddress: address({ postal_code: '' }) });
    const { order, errors } = checkOrderDraft(toOrderDraft(draft, context));
    expect(order).toBeNull();
    expect(Object.fromEntries(errors)).toEqual({
      email: 'validation.error.email',
      'billingAddress.postal_code': 'validation.error.required',
    });
  });
});

describe('the order history', () => {
  it('keeps readable entries, newest first, at most the limit', () => {
    const entry = (n: number) => ({ number: String(100000 + n), key: 'k', draft: readyDraft() });
    const raw = JSON.stringify([
      { nonsense: true },
      ...Array.from({ length: 30 }, (_, n) => entry(n)),
    ]);
    const history = parseHistory(raw);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]).toMatchObject({ number: '100000', settled: true });
    expect(parseHistory('{')).toEqual([]);
  });
});
