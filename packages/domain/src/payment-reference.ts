// Payment references for bank transfers, made from the order number so that a payment names its
// order: the Swedish OCR reference (Bankgiro), the Finnish reference number (viitenumero) and the
// international RF creditor reference (ISO 11649). Each validator takes the printed form (spaces
// allowed) and answers the order number back, so staff matching a payment can check what they type.

/** The reference schemes: Swedish OCR, Finnish viitenumero, RF creditor reference. */
export type ReferenceScheme = 'ocr' | 'fi' | 'rf';

/** An order number as the shop counts them: digits without a leading zero. */
const ORDER_NUMBER = /^[1-9]\d*$/;
/** Bankgirot reads at most 25 digits; two of them are the length and check digits. */
const OCR_MAX = 25;
/** A viitenumero is 4-20 digits, the last one the check digit. */
const FI_MIN = 4;
const FI_MAX = 20;
/** ISO 11649: the part after 'RF' and the check digits is 1-21 letters or digits. */
const RF_BODY_MAX = 21;

/** Without spaces (printed references come in groups, often with no-break spaces). */
const compact = (input: string): string => input.replace(/\s+/gu, '');

function orderDigits(orderNumber: string, maxDigits: number, scheme: ReferenceScheme): string {
  if (!ORDER_NUMBER.test(orderNumber) || orderNumber.length > maxDigits)
    throw new RangeError(`Order number '${orderNumber}' does not fit a ${scheme} reference`);
  return orderNumber;
}

/** The Luhn (mod 10) check digit of `digits`: every second digit from the right doubled. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const d = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 0 ? d * 2 : d;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The OCR reference for a Bankgiro payment: the order number, a length digit and a Luhn check
 * digit. The length digit is kept because order numbers grow in length, and Bankgirot's length
 * check then refuses a payment whose reference lost or gained a digit, which Luhn alone can miss.
 */
export function ocrReference(orderNumber: string): string {
  const digits = orderDigits(orderNumber, OCR_MAX - 2, 'ocr');
  const withLength = `${digits}${(digits.length + 2) % 10}`;
  return `${withLength}${luhnCheckDigit(withLength)}`;
}

/** The order number in an OCR reference (spaces allowed), or null when a check digit is wrong. */
export function parseOcrReference(input: string): string | null {
  const ref = compact(input);
  if (!/^\d{3,25}$/.test(ref)) return null;
  const body = ref.slice(0, -1);
  if (luhnCheckDigit(body) !== Number(ref.at(-1))) return null;
  if (Number(ref.at(-2)) !== ref.length % 10) return null;
  return orderOrNull(ref.slice(0, -2));
}

export const isValidOcrReference = (input: string): boolean => parseOcrReference(input) !== null;

/** The viitenumero check digit: weights 7, 3, 1 repeated from the right, then 10 - sum mod 10. */
export function finnishCheckDigit(base: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < base.length; i += 1)
    sum += Number(base[base.length - 1 - i]) * weights[i % 3]!;
  return (10 - (sum % 10)) % 10;
}

/** The Finnish reference number (viitenumero) of an order: its number and the check digit. */
export function finnishReference(orderNumber: string): string {
  const base = orderDigits(orderNumber, FI_MAX - 1, 'fi').padStart(FI_MIN - 1, '0');
  return `${base}${finnishCheckDigit(base)}`;
}

/** A viitenumero as banks print it: groups of five digits from the right ('10 00428'). */
export function formatFinnishReference(reference: string): string {
  const ref = compact(reference);
  const head = ref.length % 5;
  const groups = ref.slice(head).match(/\d{5}/g) ?? [];
  return (head ? [ref.slice(0, head), ...groups] : groups).join(' ');
}

/** The order number in a viitenumero (spaces allowed), or null when its check digit is wrong. */
export function parseFinnishReference(input: string): string | null {
  const ref = compact(input);
  if (!new RegExp(`^\\d{${FI_MIN},${FI_MAX}}$`).test(ref)) return null;
  const base = ref.slice(0, -1);
  if (finnishCheckDigit(base) !== Number(ref.at(-1))) return null;
  return orderOrNull(base.replace(/^0+/, ''));
}

export const isValidFinnishReference = (input: string): boolean =>
  parseFinnishReference(input) !== null;

/** ISO 7064 mod 97 of an alphanumeric string, letters read as 10-35 ('A' = 10). */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const value = parseInt(ch, 36);
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest;
}

/** The RF creditor reference of a body: 'RF', 98 - mod 97 of body + 'RF00', then the body. */
export function rfReference(body: string): string {
  const text = compact(body).toUpperCase();
  if (!new RegExp(`^[A-Z0-9]{1,${RF_BODY_MAX}}$`).test(text))
    throw new RangeError(`'${body}' cannot be the body of an RF reference`);
  const check = 98 - mod97(`${text}RF00`);
  return `RF${String(check).padStart(2, '0')}${text}`;
}

/** The RF creditor reference of an order: its number is the body. */
export const orderRfReference = (orderNumber: string): string =>
  rfReference(orderDigits(orderNumber, RF_BODY_MAX, 'rf'));

/** An RF reference as it is printed: groups of four from the left ('RF18 5390 0754 7034'). */
export const formatRfReference = (reference: string): string =>
  (compact(reference).match(/.{1,4}/g) ?? []).join(' ');

/** Whether an RF reference (spaces, any case) is well formed and its check digits hold. */
export function isValidRfReference(input: string): boolean {
  const ref = compact(input).toUpperCase();
  const shape = new RegExp(`^RF(\\d{2})[A-Z0-9]{1,${RF_BODY_MAX}}$`).exec(ref);
  // 00, 01 and 99 pass mod 97 too, but ISO 11649 never issues them (98 - rest is 02-98).
  const check = Number(shape?.[1]);
  if (!shape || check < 2 || check > 98) return false;
  return mod97(`${ref.slice(4)}${ref.slice(0, 4)}`) === 1;
}

/** The order number in an order's RF reference, or null when it is not a valid one. */
export function parseRfReference(input: string): string | null {
  return isValidRfReference(input) ? orderOrNull(compact(input).slice(4)) : null;
}

/** Whether an IBAN's (spaces allowed) check digits hold: mod 97 of the rearranged text is 1. */
export function isValidIban(input: string): boolean {
  const iban = compact(input).toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1;
}

const orderOrNull = (digits: string): string | null => (ORDER_NUMBER.test(digits) ? digits : null);

/** A reference of one scheme, as stored and compared (`value`) and as printed for the payer. */
export interface PaymentReference {
  scheme: ReferenceScheme;
  value: string;
  printed: string;
}

/** The order's reference in `scheme`. */
export function paymentReference(scheme: ReferenceScheme, orderNumber: string): PaymentReference {
  if (scheme === 'ocr') {
    const value = ocrReference(orderNumber);
    return { scheme, value, printed: value };
  }
  if (scheme === 'fi') {
    const value = finnishReference(orderNumber);
    return { scheme, value, printed: formatFinnishReference(value) };
  }
  const value = orderRfReference(orderNumber);
  return { scheme, value, printed: formatRfReference(value) };
}

/** The order number a reference of `scheme` names (printed form accepted), or null if invalid. */
export function orderNumberFromReference(scheme: ReferenceScheme, input: string): string | null {
  if (scheme === 'ocr') return parseOcrReference(input);
  if (scheme === 'fi') return parseFinnishReference(input);
  return parseRfReference(input);
}

/** A bank account as payers abroad reach it. */
export interface BankAccount {
  iban: string;
  bic: string;
}

/** The shop's accounts: Bankgiro for kronor in Sweden, one account for euro, one for the rest. */
export interface ShopBank {
  bankgiro: string;
  /** The krona account, for kronor from abroad and for currencies the shop holds no account in. */
  sek: BankAccount;
  /** A Finnish euro account: a viitenumero is only carried by payments to a Finnish account. */
  eur: BankAccount;
}

/**
 * The shop's (demo) bank details, named once: Bankgiro for kronor paid in Sweden, the krona
 * account's IBAN for payers abroad, and a Finnish euro account (only that one takes a viitenumero).
 */
export const SHOP_BANK: ShopBank = {
  bankgiro: '5050-1055',
  sek: { iban: 'SE45 5000 0000 0583 9825 7466', bic: 'ESSESESS' },
  eur: { iban: 'FI21 1234 5600 0007 85', bic: 'NDEAFIHH' },
};

/** The payment whose orders are paid to the shop's account with a reference. */
export const BANK_TRANSFER_SLUG = 'bank-transfer';

/** Where and with which reference an order is paid by bank transfer. */
export type BankTransfer =
  | { method: 'bankgiro'; bankgiro: string; reference: PaymentReference }
  | ({ method: 'iban'; reference: PaymentReference } & BankAccount);

/** The order facts that choose the payee and the reference. */
export interface BankTransferOrder {
  number: string;
  /** ISO 4217 code: SEK, EUR, NOK, ... */
  currency: string;
  /** ISO 3166-1 alpha-2 of the destination, any case. */
  country: string;
}

/**
 * How an order is paid by bank transfer: kronor from Sweden by Bankgiro with an OCR reference;
 * euro to the euro account, with a viitenumero from Finland and an RF reference from elsewhere;
 * kronor from abroad and every other currency by IBAN to the krona account with an RF reference.
 */
export function bankTransferFor(order: BankTransferOrder, bank: ShopBank): BankTransfer {
  const currency = order.currency.toUpperCase();
  const country = order.country.toUpperCase();
  if (currency === 'SEK' && country === 'SE')
    return {
      method: 'bankgiro',
      bankgiro: bank.bankgiro,
      reference: paymentReference('ocr', order.number),
    };
  const account = currency === 'EUR' ? bank.eur : bank.sek;
  const scheme = currency === 'EUR' && country === 'FI' ? 'fi' : 'rf';
  return { method: 'iban', ...account, reference: paymentReference(scheme, order.number) };
}

/** A transfer's sentence values: the account (Bankgiro, or IBAN and BIC) and the printed reference. */
export interface TransferWording {
  scheme: ReferenceScheme;
  values: { reference: string; bankgiro?: string; iban?: string; bic?: string };
}

/** What the mail and the order page say for an order paid by transfer to the shop's accounts. */
export function transferWording(order: BankTransferOrder): TransferWording {
  const transfer = bankTransferFor(order, SHOP_BANK);
  const account =
    transfer.method === 'bankgiro'
      ? { bankgiro: transfer.bankgiro }
      : { iban: transfer.iban, bic: transfer.bic };
  return {
    scheme: transfer.reference.scheme,
    values: { reference: transfer.reference.printed, ...account },
  };
}
