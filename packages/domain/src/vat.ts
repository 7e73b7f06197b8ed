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

/** The item page's ex-VAT reference: 0.8 × price (unrounded). */
export function exVatReference(price: number): number {
  return (price * 4) / 5;
}
