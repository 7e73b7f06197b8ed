import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankTransferFor,
  finnishCheckDigit,
  finnishReference,
  formatFinnishReference,
  formatRfReference,
  isValidFinnishReference,
  isValidIban,
  isValidOcrReference,
  isValidRfReference,
  luhnCheckDigit,
  ocrReference,
  orderNumberFromReference,
  orderRfReference,
  paymentReference,
  rfReference,
} from './payment-reference.js';
import type { ReferenceScheme, ShopBank } from './payment-reference.js';

const bank: ShopBank = {
  bankgiro: '5050-1055',
  sek: { iban: 'SE45 5000 0000 0583 9825 7466', bic: 'ESSESESS' },
  eur: { iban: 'FI21 1234 5600 0007 85', bic: 'NDEAFIHH' },
};

/** Order numbers as the shop counts them, from one digit up to the longest every scheme takes. */
const orderNumber = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.string({ unit: fc.constantFrom(...'0123456789') }))
  .map(([first, rest]) => `${first}${rest}`.slice(0, 19));

/** The same text with one digit replaced by another. */
function changeDigit(text: string, at: number, by: number): string {
  const i = at % text.length;
  const d = (Number(text[i]) + by) % 10;
  return `${text.slice(0, i)}${d}${text.slice(i + 1)}`;
}

describe('Luhn and the Swedish OCR reference', () => {
  it('computes the Luhn check digit of the textbook example 7992739871 -> 3', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('0')).toBe(0);
  });

  it('adds the length digit (whole length mod 10) before the check digit', () => {
    expect(ocrReference('123456')).toBe('12345682');
    expect(ocrReference('100042')).toBe('10004281');
    // Ten digits in all: the length digit is 0.
    expect(ocrReference('12345678')).toMatch(/^123456780\d$/);
  });

  it('accepts the printed form and refuses a wrong check or length digit', () => {
    expect(isValidOcrReference('1000 4281')).toBe(true);
    expect(isValidOcrReference('10004282')).toBe(false);
    // Luhn holds but the length digit says 9 digits.
    expect(isValidOcrReference(`1000429${luhnCheckDigit('1000429')}`)).toBe(false);
    for (const bad of ['', '12', '1000-4281', 'ABCDEFGH', '1'.repeat(26)])
      expect(isValidOcrReference(bad)).toBe(false);
  });

  it('refuses order numbers that are not the shop counter (leading zero, letters, too long)', () => {
    for (const bad of ['', '0123', '12a', '1'.repeat(24)])
      expect(() => ocrReference(bad)).toThrow(RangeError);
    expect(ocrReference('1'.repeat(23))).toHaveLength(25);
  });
});

describe('Finnish reference number (viitenumero)', () => {
  it('weighs 7, 3, 1 from the right: 123 -> 1232, 12345 -> 123453, 100042 -> 1000423', () => {
    expect(finnishCheckDigit('123')).toBe(2);
    expect(finnishReference('123')).toBe('1232');
    expect(finnishReference('12345')).toBe('123453');
    expect(finnishReference('100042')).toBe('1000423');
    // A sum ending in 0 gives check digit 0, not 10: 7*1 + 3*1 = 10.
    expect(finnishCheckDigit('0011')).toBe(0);
  });

  it('groups the digits by five from the right', () => {
    expect(formatFinnishReference('1000423')).toBe('10 00423');
    expect(formatFinnishReference('1232')).toBe('1232');
    expect(formatFinnishReference('1234567890')).toBe('12345 67890');
    expect(formatFinnishReference(finnishReference('1'.repeat(19)))).toMatch(/^(\d{5} ){3}\d{5}$/);
  });

  it('pads a short order number to the four-digit minimum and reads it back', () => {
    expect(finnishReference('7')).toBe(`007${finnishCheckDigit('007')}`);
    expect(orderNumberFromReference('fi', finnishReference('7'))).toBe('7');
  });

  it('accepts the grouped form and refuses a wrong check digit or length', () => {
    expect(isValidFinnishReference('10 00423')).toBe(true);
    expect(isValidFinnishReference('10 00424')).toBe(false);
    for (const bad of ['', '123', '1'.repeat(21), '1000-423', 'RF1000423'])
      expect(isValidFinnishReference(bad)).toBe(false);
  });
});

describe('RF creditor reference (ISO 11649)', () => {
  it("checks the standard's example RF18 5390 0754 7034 and makes it from its body", () => {
    expect(isValidRfReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidRfReference('rf18539007547034')).toBe(true);
    expect(rfReference('5390 0754 7034')).toBe('RF18539007547034');
    expect(formatRfReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it('refuses wrong check digits, including 00, 01 and 99 that pass mod 97 alone', () => {
    expect(isValidRfReference('RF19 5390 0754 7034')).toBe(false);
    expect(isValidRfReference('RF18 5390 0754 7043')).toBe(false);
    // 1232 + RF00 is 87 mod 97, so the check digits are 98 - 87 = 11.
    expect(rfReference('1232')).toBe('RF111232');
    // Check digits 97, 98 and 02 have a twin that mod 97 alone accepts: 00, 01 and 99.
    const twins = { '97': '00', '98': '01', '02': '99' } as const;
    const found = new Set<string>();
    for (let n = 1; found.size < 3 && n < 10_000; n += 1) {
      const ref = rfReference(String(n));
      const twin = twins[ref.slice(2, 4) as keyof typeof twins];
      if (!twin) continue;
      found.add(twin);
      expect(isValidRfReference(ref)).toBe(true);
      expect(isValidRfReference(`RF${twin}${ref.slice(4)}`)).toBe(false);
    }
    expect([...found].sort()).toEqual(['00', '01', '99']);
  });

  it('takes letters (A = 10) and refuses bodies that are empty, too long or not alphanumeric', () => {
    const ref = rfReference('G72UUR');
    expect(ref).toMatch(/^RF\d{2}G72UUR$/);
    expect(isValidRfReference(ref)).toBe(true);
    expect(() => rfReference('')).toThrow(RangeError);
    expect(() => rfReference('1'.repeat(22))).toThrow(RangeError);
    expect(() => rfReference('AB-12')).toThrow(RangeError);
    expect(isValidRfReference(`RF00${'1'.repeat(22)}`)).toBe(false);
    expect(orderNumberFromReference('rf', ref)).toBeNull();
  });
});

describe('IBAN check digits', () => {
  it('accepts the published examples and refuses one changed digit', () => {
    expect(isValidIban('SE45 5000 0000 0583 9825 7466')).toBe(true);
    expect(isValidIban('FI21 1234 5600 0007 85')).toBe(true);
    expect(isValidIban('FI21 1234 5600 0007 86')).toBe(false);
    expect(isValidIban('FI21')).toBe(false);
  });
});

describe('every scheme round-trips the order number', () => {
  const schemes: ReferenceScheme[] = ['ocr', 'fi', 'rf'];

  it('reads back the order number from the value and from the printed form', () => {
    fc.assert(
      fc.property(orderNumber, fc.constantFrom(...schemes), (number, scheme) => {
        const ref = paymentReference(scheme, number);
        expect(orderNumberFromReference(scheme, ref.value)).toBe(number);
        expect(orderNumberFromReference(scheme, ref.printed)).toBe(number);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses the reference with any one digit changed', () => {
    fc.assert(
      fc.property(
        orderNumber,
        fc.constantFrom(...schemes),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (number, scheme, at, by) => {
          const value = paymentReference(scheme, number).value;
          // The RF prefix holds letters; change one of the digits after it.
          const changed =
            scheme === 'rf'
              ? `RF${changeDigit(value.slice(2), at, by)}`
              : changeDigit(value, at, by);
          expect(orderNumberFromReference(scheme, changed)).toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('bankTransferFor', () => {
  it('pays kronor from Sweden by Bankgiro with an OCR reference', () => {
    const t = bankTransferFor({ number: '100042', currency: 'SEK', country: 'se' }, bank);
    expect(t).toEqual({
      method: 'bankgiro',
      bankgiro: '5050-1055',
      reference: { scheme: 'ocr', value: '10004281', printed: '10004281' },
    });
  });

  it('pays euro from Finland to the euro account with a viitenumero', () => {
    const t = bankTransferFor({ number: '100042', currency: 'EUR', country: 'FI' }, bank);
    expect(t).toEqual({
      method: 'iban',
      ...bank.eur,
      reference: { scheme: 'fi', value: '1000423', printed: '10 00423' },
    });
  });

  it('pays euro from elsewhere to the euro account with an RF reference', () => {
    const t = bankTransferFor({ number: '100042', currency: 'EUR', country: 'DE' }, bank);
    expect(t).toMatchObject({ method: 'iban', ...bank.eur, reference: { scheme: 'rf' } });
    expect(isValidRfReference(t.reference.printed)).toBe(true);
    expect(t.reference.value).toBe(orderRfReference('100042'));
  });

  it('pays kronor from abroad and other currencies to the krona account with an RF reference', () => {
    for (const [currency, country] of [
      ['SEK', 'FI'],
      ['NOK', 'NO'],
      ['GBP', 'GB'],
      ['DKK', 'DK'],
    ] as const) {
      const t = bankTransferFor({ number: '100042', currency, country }, bank);
      expect(t).toMatchObject({ method: 'iban', ...bank.sek, reference: { scheme: 'rf' } });
    }
  });
});
