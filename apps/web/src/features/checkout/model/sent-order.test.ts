import { beforeEach, describe, expect, it } from 'vitest';
import { address, readyDraft, store } from '../testing/checkout.fixtures';
import { draftStore, parseDraft } from './draft-store';
import { toOrderDraft } from './order-draft';
import { claimDraftId, orderFingerprint, sentBy } from './sent-order';

const cart = { aaaaaaaaaaaaaaaaaaaaaaa1: { quantity: 2, brand: 'any', car: null } };
const context = { cart, currency: 'SEK', language: 'sv' as const, countrySlug: 'se' };
const bodyOf = (overrides = {}) =>
  toOrderDraft(readyDraft({ ...draftStore.get(), ...overrides }), context);

beforeEach(() => {
  localStorage.clear();
  store({ draft: readyDraft({ paymentId: 'swish' }) });
});

describe('the id an order body is sent under', () => {
  it('stays for a retry of the same content, whatever the language or the app link', () => {
    const { id } = draftStore.get();
    const first = claimDraftId(bodyOf(), 'mobile');
    const again = claimDraftId({ ...bodyOf(), language: 'en', openApp: true }, 'mobile');
    expect([first.id, again.id]).toEqual([id, id]);
    expect(draftStore.get()).toMatchObject({ id, sent: { id, via: 'mobile' } });
    expect(sentBy(draftStore.get(), 'mobile')).toBe(true);
  });

  it.each([
    ['billing address', { billingAddress: address({ city: 'Uppsala' }) }],
    ['payment', { paymentId: 'invoice' }],
    ['shipping', { transportId: 'parcel' }],
    ['email', { email: 'bo@example.com' }],
  ])('is new once the %s changed after it was sent', (_what, change) => {
    const { id } = draftStore.get();
    claimDraftId(bodyOf(), 'mobile');
    const next = claimDraftId(bodyOf(change), 'order');
    expect(next.id).not.toBe(id);
    expect(draftStore.get()).toMatchObject({ id: next.id, sent: { id: next.id, via: 'order' } });
    expect(sentBy(draftStore.get(), 'mobile')).toBe(false);
  });

  it('is new for another cart or currency, and not for another key order', () => {
    const body = bodyOf();
    const reordered = { ...body, billingAddress: { ...body.billingAddress } };
    expect(orderFingerprint(reordered)).toBe(orderFingerprint(body));
    expect(orderFingerprint({ ...body, currency: 'EUR' })).not.toBe(orderFingerprint(body));
    const more = { aaaaaaaaaaaaaaaaaaaaaaa1: { quantity: 3, brand: 'any', car: null } };
    expect(orderFingerprint({ ...body, cart: more })).not.toBe(orderFingerprint(body));
  });

  it('is kept with the draft over a reload; an unreadable note is dropped', () => {
    claimDraftId(bodyOf(), 'external');
    const stored = draftStore.get();
    expect(parseDraft(JSON.stringify(stored))).toEqual(stored);
    expect(parseDraft(JSON.stringify({ ...stored, sent: { id: stored.id, via: 'x' } })).sent).toBe(
      null,
    );
  });
});
