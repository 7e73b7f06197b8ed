// The console's order reading API (/api/admin/orders, /api/admin/overview): the list with its
// filters and cursor, an order's page, internal notes, and the shop's overview figures.
import { z } from 'zod';
import { parseIsoDate } from '../calendar-days.js';
import { orderRefundSchema, shipmentSchema } from './admin-actions.schema.js';
import { cursorSchema } from './admin.schema.js';
import { orderStatusSchema, orderViewSchema } from './order-responses.schema.js';

const isoDay = z
  .string()
  .refine((text) => parseIsoDate(text) !== null, { message: 'expected a YYYY-MM-DD date' });

/** `?state=paid&state=shipped` or `?state=paid,shipped`: one or several statuses. */
const statesSchema = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value]).flatMap((v) =>
      typeof v === 'string' ? v.split(',').filter(Boolean) : [v],
    ),
  z.array(orderStatusSchema).min(1).max(7),
);

/** GET /api/admin/orders: every filter optional; from and to are shop (Stockholm) days, inclusive. */
export const adminOrderQuerySchema = z.object({
  state: statesSchema.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** The destination country's slug, as in addresses ('se'). */
  country: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
  /** The payment's slug ('swish', 'invoice', …). */
  payment: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  /** true: only orders flagged for staff; false: only those without a flag. */
  flagged: z.enum(['true', 'false']).optional(),
  /** An order number, an email address, or a customer's name (whole, or the family name). */
  q: z.string().trim().min(1).max(200).optional(),
  after: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

const moneySchema = z.object({
  /** Minor units of `currency`. */
  amount: z.number(),
  currency: z.string(),
  symbol: z.string(),
  exponent: z.number(),
});

export const adminOrderRowSchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  status: orderStatusSchema,
  flag: z.string().nullable(),
  customerName: z.string(),
  email: z.string(),
  /** The destination country's slug. */
  country: z.string(),
  payment: z.object({ slug: z.string(), name: z.string() }),
  total: moneySchema,
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderPageSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  /**
   * Where the next page starts; null on the last. A page may hold fewer rows than asked (even
   * none) with a cursor when the filters are rare: each answer reads a bounded part of the list.
   */
  next: z.string().nullable(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** POST /api/admin/orders/:number/notes. */
export const orderNoteRequestSchema = z.object({ text: z.string().trim().min(1).max(2000) });
export type OrderNoteRequest = z.infer<typeof orderNoteRequestSchema>;

export const orderNoteSchema = z.object({
  id: z.string(),
  at: z.string(),
  author: z.object({ id: z.string().nullable(), email: z.string() }),
  text: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

const lifecycleEventSchema = z.object({
  at: z.string(),
  status: orderStatusSchema,
  from: orderStatusSchema.nullable(),
  /** customer, provider, system or staff. */
  actor: z.string(),
  note: z.string().nullable(),
});

const paymentAttemptSchema = z.object({
  id: z.string(),
  provider: z.string(),
  providerRef: z.string().nullable(),
  state: z.string(),
  amount: z.number(),
  currency: z.string(),
  payerAlias: z.string().nullable(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const providerEventSchema = z.object({
  provider: z.string(),
  eventId: z.string(),
  attemptId: z.string().nullable(),
  state: z.string(),
  amount: z.number(),
  currency: z.string(),
  outcome: z.string(),
  receivedAt: z.string(),
});

const refundSchema = z.object({
  id: z.string(),
  attemptId: z.string(),
  provider: z.string(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  state: z.string(),
  createdAt: z.string(),
});

const sentMailSchema = z.object({
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** GET /api/admin/orders/:number: everything staff read on an order's page. */
export const adminOrderDetailSchema = z.object({
  order: orderViewSchema.omit({ key: true, events: true }),
  flag: z.string().nullable(),
  paidAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** What was given back so far (minor units), and whether shipping was part of it. */
  refunded: z.number(),
  shippingRefunded: z.boolean(),
  /** The payment reference staff matched when they marked the order paid. */
  paymentReference: z.string().nullable(),
  /** Per line, by item id: units shipped and refunded so far. */
  progress: z.array(z.object({ itemId: z.string(), shipped: z.number(), refunded: z.number() })),
  shipments: z.array(shipmentSchema),
  refunds: z.array(orderRefundSchema),
  events: z.array(lifecycleEventSchema),
  payments: z.object({
    attempts: z.array(paymentAttemptSchema),
    events: z.array(providerEventSchema),
    refunds: z.array(refundSchema),
  }),
  mails: z.array(sentMailSchema),
  notes: z.array(orderNoteSchema),
  /** The console's changes to this order (audit subject 'order' with the order's number). */
  history: z.array(
    z.object({
      at: z.string(),
      actor: z.object({ id: z.string().nullable(), email: z.string() }),
      action: z.string(),
      before: z.unknown().nullable(),
      after: z.unknown().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** GET /api/admin/overview. */
export const adminOverviewQuerySchema = z.object({
  /** Items with fewer than this many in stock are listed. */
  stockBelow: z.coerce.number().int().min(1).max(1_000_000).default(2),
});
export type AdminOverviewQuery = z.infer<typeof adminOverviewQuerySchema>;

export const adminOverviewSchema = z.object({
  /** The last 30 shop days, oldest first, today last; days without orders included. */
  days: z.array(
    z.object({
      date: z.string(),
      orders: z.number(),
      /** Per currency, in its minor units: never converted, so sums match what was charged. */
      revenue: z.array(
        z.object({ currency: z.string(), amount: z.number(), exponent: z.number() }),
      ),
    }),
  ),
  /** Paid, or on invoice: goods to send. */
  toShip: z.number(),
  flagged: z.number(),
  lowStock: z.object({
    items: z.array(z.object({ id: z.string(), name: z.string(), stock: z.number() })),
    /** More items are below the threshold than listed. */
    more: z.boolean(),
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
