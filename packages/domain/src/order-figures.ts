// An order's figures (DESIGN §4, SPEC §9) in the order's currency, at the destination's VAT: what
// the server stores with the order and the review and confirmation show.
import type { Brand, Country, Currency, Payment, Transport } from './api.js';
import type { CartLine } from './cart.js';
import { linePriceParts } from './cart.js';
import { chargedSum, convertPrice } from './money.js';
import { isFreeShipping } from './shipping.js';
import { goodsAmount, shopPrice } from './shop-prices.js';
import type { OrderSums } from './schemas/order-responses.schema.js';
import { vatPart } from './vat.js';

/** A line as ordered; money in euro cents incl. 25 % VAT, as the catalog and the cart have it. */
export interface OrderLineInput {
  itemId: string;
  name: string;
  reference: string;
  brand: Brand;
  quantity: number;
  /** From the database, never the client. */
  unitPrice: number;
  /** The line's small-order fee (cart.ts), charged when the line is not stocked. */
  fee: number;
  stocked: boolean;
  /** 'YYYY-MM-DD'. */
  arrival: string;
}

/** A line's snapshot with its money in the order currency's minor units. */
export interface OrderLine extends Omit<OrderLineInput, 'unitPrice' | 'fee'> {
  unitPrice: number;
  fee: number;
  /** unitPrice × quantity, plus the fee when not stocked. */
  total: number;
}

export interface OrderFiguresInput {
  lines: readonly OrderLineInput[];
  /** The transport's price after free shipping, euro cents incl. 25 % VAT, as the shop sets it. */
  shipping: number;
  /** The payment's price, euro cents incl. 25 % VAT, as the shop sets it. */
  handling: number;
  /** The campaign discount, euro cents incl. 25 % VAT (0 today). */
  campaign: number;
  /** The destination country's VAT, basis points (0 = none). */
  vat: number;
  currency: Currency;
}

/** The lines and sums of an order, VAT at the destination's rate. */
export interface OrderFigures extends OrderSums {
  lines: OrderLine[];
  /** Basis points. */
  vatRate: number;
  /** Currency code. */
  currency: string;
  exponent: number;
}

/** The review card (SPEC §9): the order's sums, and whether its total includes VAT. */
export type ReviewSummary = Omit<OrderFigures, 'lines'> & { vatIncluded: boolean };

/**
 * The order's figures. A catalog amount (euro cents incl. 25 % VAT) is charged as
 * amount × 10000/12500 × (10000 + vat)/10000 × euro_rate/100 × 10^exponent, rounded half up once:
 * the unit price, the fee and the campaign each on their own. Shipping and handling are the shop's
 * own figures in the currency (shopPrice). Line totals and the order's sums add those rounded
 * figures, so every total equals the sum of what is shown.
 */
export function orderFigures(input: OrderFiguresInput): OrderFigures {
  const { currency, vat } = input;
  const charge = (cents: number): number => convertPrice(cents, currency, vat);
  const lines = input.lines.map((line): OrderLine => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
      throw new RangeError(`orderFigures: bad quantity ${line.quantity} for ${line.itemId}`);
    }
    const unitPrice = charge(line.unitPrice);
    const fee = charge(line.fee);
    const total = chargedSum(linePriceParts(line), currency, vat);
    return { ...line, unitPrice, fee, total };
  });
  const items = lines.reduce((sum, line) => sum + line.total, 0);
  const shipping = shopPrice(input.shipping, currency, vat);
  const handling = shopPrice(input.handling, currency, vat);
  const campaign = charge(input.campaign);
  const total = items + shipping + handling - campaign;
  const vatAmount = vatPart(total, vat);
  return {
    lines,
    items,
    shipping,
    handling,
    campaign,
    total,
    vat: vatAmount,
    exVat: total - vatAmount,
    vatRate: vat,
    currency: currency.code,
    exponent: currency.exponent,
  };
}

/** SPEC §9 review card: ex-VAT and VAT of the total at the order's rate (0.8 / 0.2 at 25 %). */
export function reviewSummary(figures: OrderFigures): ReviewSummary {
  const { lines: _lines, ...sums } = figures;
  return { ...sums, vatIncluded: figures.vatRate > 0 };
}

/** SPEC §9 campaign "one in four brake discs free": announced but not running, so it is 0. */
export function campaignDiscount(_lines: readonly OrderLineInput[]): number {
  return 0;
}

/** A priced cart line as ordered; the reference shown is the item's first visible one. */
export function toOrderLineInput(line: CartLine): OrderLineInput {
  const { item } = line;
  return {
    itemId: item._id,
    name: item.name,
    reference: item.references.find((r) => r.visible)?.id ?? '',
    brand: line.brand,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    fee: line.fee,
    stocked: line.stocked,
    arrival: line.arrival,
  };
}

/** What an order's figures depend on besides its lines: the destination and the chosen methods. */
export interface OrderChoiceInput {
  country: Pick<Country, 'vat' | 'gratis_threshold'>;
  /** None chosen yet (a preview): no shipping. */
  transport: Pick<Transport, 'price'> | null;
  /** None chosen yet (a preview): no handling. */
  payment: Pick<Payment, 'price'> | null;
  currency: Currency;
}

/**
 * The order's figures for these cart lines and choices (SPEC §9): shipping free when the goods, as
 * the customer reads them, reach the threshold the destination advertises, the payment's price as handling, the campaign, and
 * the destination's VAT. The server places the order with it, from the lines as sold; the checkout
 * previews the same figures from the lines as priced, before the order exists.
 */
export function checkoutFigures(
  lines: readonly CartLine[],
  choice: OrderChoiceInput,
): OrderFigures {
  const { country, transport, payment, currency } = choice;
  const orderLines = lines.map(toOrderLineInput);
  const free = isFreeShipping(goodsAmount(orderLines, currency, country.vat), country, currency);
  return orderFigures({
    lines: orderLines,
    shipping: transport && !free ? transport.price : 0,
    handling: payment?.price ?? 0,
    campaign: campaignDiscount(orderLines),
    vat: country.vat,
    currency,
  });
}
