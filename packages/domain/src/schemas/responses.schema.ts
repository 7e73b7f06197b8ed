// The API's answers as zod schemas: the server declares and serialises through them (so a field
// not listed here, a hash or a cost price, never leaves it), and /api/docs shows them. Each is
// checked against its type in api.ts / cart.ts, so the two cannot drift apart. Shapes used in many
// answers carry an id, so the OpenAPI document names them once under components.
import { z } from 'zod';
import type {
  Arrival,
  Car,
  CarDiagramsResponse,
  CarGroup,
  CarResponse,
  Country,
  Currency,
  Diagram,
  DiagramEntry,
  DiagramItem,
  DiagramResponse,
  DiagramSearchResponse,
  Item,
  ItemDiagramsResponse,
  ItemGroup,
  ItemSearchResponse,
  ItemsPage,
  PriceEntry,
  ShipmentDataEntry,
} from '../api.js';
import { BRANDS } from '../api.js';
import type {
  CartArticle,
  CartLineView,
  CartProblem,
  CartResponse,
  ItemsResponse,
  SaveCartResponse,
  SavedCartResponse,
} from '../cart.js';
import type { ApiError } from '../http-contract.js';
import type { OrderCreateResponse, OrderView } from '../order-view.js';
import { ORDER_STATUSES } from '../order-view.js';
import { ERROR_CODES } from '../http-contract.js';

const brandSchema = z.enum(BRANDS as ['any', 'oem', 'genuine']);

const arrivalSchema = z.object({
  type: z.enum(['date', 'days', 'weekday']).nullable(),
  date: z.string().nullable(),
  deadline: z.string().nullable(),
  days: z.number().nullable(),
  weekday: z.number().nullable(),
}) satisfies z.ZodType<Arrival>;

const priceEntrySchema = z.object({
  price: z.number(),
  watermark: z.number().nullable(),
  increment: z.number().nullable(),
  arrival: arrivalSchema,
}) satisfies z.ZodType<PriceEntry>;

export const itemSchema = z
  .object({
    _id: z.string(),
    _legacy_id: z.number().nullable(),
    name: z.string(),
    description: z.string(),
    model: z.string(),
    image: z.string(),
    price: z.number(),
    brand: brandSchema,
    references: z.array(z.object({ id: z.string(), visible: z.boolean() })),
    fits: z.array(z.object({ car: z.string(), description: z.string() })),
    group: z.string(),
    prices_typed: z.partialRecord(brandSchema, priceEntrySchema),
    suppliers_typed: z.partialRecord(brandSchema, z.object({ name: z.string() })),
    fee: z.number(),
    weight: z.number(),
    stock: z.object({ quantity: z.number() }),
    related: z.array(z.object({ _id: z.string(), name: z.string() })),
    updated: z.string(),
  })
  .meta({ id: 'Item' }) satisfies z.ZodType<Item>;

const carSchema = z.object({
  slug: z.string(),
  name: z.string(),
  modern: z.boolean(),
}) satisfies z.ZodType<Car>;

export const carGroupsResponseSchema = z.array(
  z.object({ name: z.string(), cars: z.array(carSchema) }) satisfies z.ZodType<CarGroup>,
);

const itemGroupSchema = z.object({
  slug: z.string(),
  name: z.string(),
  index: z.number(),
}) satisfies z.ZodType<ItemGroup>;

export const itemGroupsResponseSchema = z.array(itemGroupSchema);

export const carResponseSchema = z.object({
  car: carSchema.extend({ group: z.string() }),
  count: z.object({ items: z.number(), diagrams: z.number() }),
  groups: z.array(itemGroupSchema.extend({ items: z.number(), diagrams: z.number() })),
}) satisfies z.ZodType<CarResponse>;

export const itemsPageSchema = z.object({
  items: z.array(itemSchema),
  count: z.number(),
  page: z.number(),
  pageSize: z.number(),
  group: itemGroupSchema.nullable(),
}) satisfies z.ZodType<ItemsPage>;

export const currenciesResponseSchema = z.array(
  z.object({
    code: z.string(),
    symbol: z.string(),
    euro_rate: z.number(),
    exponent: z.number(),
  }) satisfies z.ZodType<Currency>,
);

export const shipmentDataResponseSchema = z.array(
  z.object({
    type: z.string(),
    data: z.array(z.object({ key: z.string(), value: z.string() })),
  }) satisfies z.ZodType<ShipmentDataEntry>,
);

export const countrySchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    vat: z.number(),
    gratis_threshold: z.number(),
    transports: z.array(z.string()),
    payments: z.array(z.string()),
  })
  .meta({ id: 'Country' }) satisfies z.ZodType<Country>;

export const countriesResponseSchema = z.array(countrySchema);

const slugNameSchema = z.object({ slug: z.string(), name: z.string() });

const diagramSchema = z
  .object({
    illustration: z.string(),
    name: z.string(),
    description: z.array(z.string()),
    remark: z.array(z.string()),
    model: z.array(z.string()),
    coordinates: z.array(
      z.object({ pos: z.string(), x: z.number(), y: z.number(), w: z.number(), h: z.number() }),
    ),
    width: z.number(),
    height: z.number(),
    image: z.string(),
    car: slugNameSchema,
    group: slugNameSchema,
  })
  .meta({ id: 'Diagram' }) satisfies z.ZodType<Diagram>;

const diagramItemSchema = z
  .object({
    position: z.string(),
    basePosition: z.string(),
    description: z.array(z.string()),
    model: z.array(z.string()),
    remark: z.array(z.string()),
    quantity: z.array(z.string()),
    item: itemSchema.nullable(),
    index: z.number(),
    reference: z.string(),
    illustration: z.string(),
  })
  .meta({ id: 'DiagramItem' }) satisfies z.ZodType<DiagramItem>;

export const carDiagramsResponseSchema = z.object({
  diagrams: z.array(diagramSchema),
}) satisfies z.ZodType<CarDiagramsResponse>;

export const diagramResponseSchema = z.object({
  diagram: diagramSchema,
  diagrams: z.array(diagramSchema),
  diagramItems: z.array(diagramItemSchema),
}) satisfies z.ZodType<DiagramResponse>;

export const itemDiagramsResponseSchema = z.object({
  item: itemSchema,
  diagrams: z.array(diagramSchema),
  diagramItems: z.array(diagramItemSchema),
}) satisfies z.ZodType<ItemDiagramsResponse>;

export const itemSearchResponseSchema = z.object({
  items: z.array(itemSchema),
}) satisfies z.ZodType<ItemSearchResponse>;

const diagramEntrySchema = z.object({
  diagram: diagramSchema.pick({
    illustration: true,
    name: true,
    image: true,
    car: true,
    group: true,
  }),
  position: z.string(),
  description: z.array(z.string()),
  reference: z.string(),
  item: itemSchema.nullable(),
}) satisfies z.ZodType<DiagramEntry>;

export const diagramSearchResponseSchema = z.object({
  items: z.array(diagramEntrySchema),
}) satisfies z.ZodType<DiagramSearchResponse>;

const cartProblemSchema = z
  .object({
    item: z.string(),
    code: z.enum(['unknown_item', 'unknown_brand', 'quantity_corrected', 'invalid_line']),
    message: z.string(),
  })
  .meta({ id: 'CartProblem' }) satisfies z.ZodType<CartProblem>;

const cartLineViewSchema = z.object({
  item: z.string(),
  brand: brandSchema,
  quantity: z.number(),
  car: z.string().nullable(),
  unitPrice: z.number(),
  linePrice: z.number(),
  weight: z.number(),
  fee: z.number(),
  total: z.number(),
  stocked: z.boolean(),
  arrival: z.string(),
  days: z.number(),
}) satisfies z.ZodType<CartLineView>;

export const cartResponseSchema = z.object({
  items: z.array(itemSchema),
  lines: z.array(cartLineViewSchema),
  problems: z.array(cartProblemSchema),
}) satisfies z.ZodType<CartResponse>;

export const itemsResponseSchema = z.object({
  items: z.array(itemSchema),
  missing: z.array(z.string()),
}) satisfies z.ZodType<ItemsResponse>;

export const saveCartResponseSchema = z.object({
  cartId: z.string(),
  cartDate: z.string(),
  problems: z.array(cartProblemSchema),
}) satisfies z.ZodType<SaveCartResponse>;

const cartArticleSchema = z.object({
  item: z.string(),
  quantity: z.number(),
  brand: z.string(),
  car: z.string().nullable(),
}) satisfies z.ZodType<CartArticle>;

export const savedCartResponseSchema = z.object({
  cartId: z.string(),
  cartDate: z.string(),
  articles: z.array(cartArticleSchema),
  problems: z.array(cartProblemSchema),
}) satisfies z.ZodType<SavedCartResponse>;

const orderStatusSchema = z.enum(
  ORDER_STATUSES as ['pending_payment', 'paid', 'shipped', 'cancelled'],
);

const orderAddressSchema = z.object({
  given_name: z.string(),
  family_name: z.string(),
  care_of: z.string().optional(),
  street_address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  phone: z.string(),
  country: z.string(),
});

const idName = z.object({ id: z.string(), name: z.string() });

export const orderViewSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    status: orderStatusSchema,
    createdAt: z.string(),
    email: z.string(),
    language: z.string(),
    currency: z.object({
      code: z.string(),
      symbol: z.string(),
      exponent: z.number(),
      euro_rate: z.number(),
    }),
    vatRate: z.number(),
    country: idName.extend({ slug: z.string() }),
    transport: idName,
    payment: idName.extend({ slug: z.string() }),
    lines: z.array(
      z.object({
        itemId: z.string(),
        name: z.string(),
        reference: z.string(),
        brand: z.string(),
        quantity: z.number(),
        unitPrice: z.number(),
        fee: z.number(),
        total: z.number(),
        stockedQuantity: z.number(),
        backorderQuantity: z.number(),
        arrival: z.string(),
        backorderArrival: z.string().nullable(),
      }),
    ),
    figures: z.object({
      items: z.number(),
      shipping: z.number(),
      handling: z.number(),
      campaign: z.number(),
      total: z.number(),
      vat: z.number(),
      exVat: z.number(),
    }),
    billingAddress: orderAddressSchema,
    shippingAddress: orderAddressSchema.nullable(),
    events: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
    key: z.string(),
  })
  .meta({ id: 'Order' }) satisfies z.ZodType<OrderView>;

export const orderCreateResponseSchema = z.object({
  id: z.string(),
  snippet: z.string().nullable(),
  order: orderViewSchema,
}) satisfies z.ZodType<OrderCreateResponse>;

/** Every error answer. The code is documented as the known list but never refused on the way out. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string().meta({ description: `One of: ${ERROR_CODES.join(', ')}` }),
  })
  .meta({ id: 'ApiError' }) satisfies z.ZodType<Omit<ApiError, 'code'> & { code: string }>;
