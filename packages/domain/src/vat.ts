// VAT: the footer choice only changes what is displayed; catalog prices include 25 % VAT.

export const VAT_CHOICES = [2500, 1200, 0] as const;
export type VatChoice = (typeof VAT_CHOICES)[number];
export const DEFAULT_VAT: VatChoice = 2500;

export function isVatChoice(v: unknown): v is VatChoice {
  return typeof v === 'number' && (VAT_CHOICES as readonly number[]).includes(v);
}

/** A stored VAT choice (number or numeric string, e.g. from local storage), else DEFAULT_VAT. */
export function parseVatChoice(v: unknown): VatChoice {
  const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v;
  return isVatChoice(n) ? n : DEFAULT_VAT;
}

/** "25%", "12%", "0%", "25.5%" for a rate in basis points. */
export function vatPercentLabel(vat: number): string {
  return `${vat / 100}%`;
}

/** Net of a catalog price: price × 10000 / 12500 (unrounded). */
export function netOf(price: number): number {
  return (price * 10000) / 12500;
}

/** A catalog price re-grossed with `vat`: net × (10000 + vat) / 10000 (unrounded). */
export function withVat(price: number, vat: number): number {
  // Same value as netOf(price) * (10000 + vat) / 10000, with one division fewer.
  return (price * (10000 + vat)) / 12500;
}

/** The item page's ex-VAT reference: 0.8 × price (unrounded). */
export function exVatReference(price: number): number {
  return (price * 4) / 5;
}

/** The review summary's split of a gross sum: ex-VAT 0.8 × sum, VAT 0.2 × sum (unrounded). */
export function vatSplit(sum: number): { exVat: number; vat: number } {
  return { exVat: (sum * 4) / 5, vat: sum / 5 };
}
