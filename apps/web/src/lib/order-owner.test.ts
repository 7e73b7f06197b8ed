import { beforeEach, describe, expect, it } from 'vitest';
import { isOrderOwnerProof } from '@shop/domain';
import { heldOrderOwnerProof, orderOwnerProof } from './order-owner';
import { clearPersonalData } from './personal-data';

beforeEach(() => localStorage.clear());

describe("the browser's order owner proof", () => {
  it('is made at the first order, kept, and sent from then on', () => {
    expect(heldOrderOwnerProof()).toBeNull();
    const proof = orderOwnerProof();
    expect(isOrderOwnerProof(proof)).toBe(true);
    expect(orderOwnerProof()).toBe(proof);
    expect(heldOrderOwnerProof()).toBe(proof);
  });

  it('is forgotten with the other personal data at a logout, and a new one differs', () => {
    const first = orderOwnerProof();
    clearPersonalData();
    expect(heldOrderOwnerProof()).toBeNull();
    expect(orderOwnerProof()).not.toBe(first);
  });

  it('replaces a stored value that is not a proof', () => {
    localStorage.setItem('orderOwner', 'not-a-proof');
    expect(heldOrderOwnerProof()).toBeNull();
    expect(isOrderOwnerProof(orderOwnerProof())).toBe(true);
  });
});
