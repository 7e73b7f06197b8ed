// Volvo-like part numbers: '30681436', '1 378 092', '9-14-567', plus aftermarket numbers.
import { normaliseReference } from '@shop/domain';
import type { ItemReferenceTable } from '../schema.js';
import type { Random } from './random.js';

const AFTERMARKET_PREFIXES = ['BP', 'SK', 'GT', 'NP', 'HT'];

function digits(rng: Random, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(rng.int(0, 9));
  return out;
}

function primaryNumber(rng: Random): string {
  const kind = rng.next();
  if (kind < 0.5) return `${rng.pick(['30', '31', '86', '94'])}${digits(rng, 6)}`;
  if (kind < 0.85) return `${rng.pick(['1', '3', '9'])} ${digits(rng, 3)} ${digits(rng, 3)}`;
  return `${rng.int(1, 9)}-${digits(rng, 2)}-${digits(rng, 3)}`;
}

function secondaryNumber(rng: Random): string {
  const kind = rng.next();
  if (kind < 0.5) return `${rng.pick(AFTERMARKET_PREFIXES)}-${digits(rng, 4)}`;
  if (kind < 0.8) return `${rng.int(1, 9)}-${digits(rng, 2)}-${digits(rng, 3)}`;
  return `${digits(rng, 2)}.${digits(rng, 4)}-${digits(rng, 4)}.${rng.int(1, 3)}`;
}

/** 1-3 references; the first is always visible, later ones mostly. */
export function generateReferences(rng: Random, itemId: string): ItemReferenceTable[] {
  const count = rng.int(1, 3);
  const rows: ItemReferenceTable[] = [];
  for (let position = 1; position <= count; position++) {
    const ref = position === 1 ? primaryNumber(rng) : secondaryNumber(rng);
    const visible = position === 1 || rng.chance(0.7) ? 1 : 0;
    rows.push({ item_id: itemId, position, ref, ref_norm: normaliseReference(ref), visible });
  }
  return rows;
}
