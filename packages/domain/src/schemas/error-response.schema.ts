// The body of every error answer, declared once as a schema: /api/docs shows it on every route.
import { z } from 'zod';
import type { ErrorCode } from '../http-contract.js';
import { ERROR_CODES } from '../http-contract.js';
import { ORDER_LINE_PROBLEM_CODES } from '../order-lines.js';

/** An order line refused as sent, by the item id the cart keyed it with. */
const orderLineProblemSchema = z
  .object({
    item: z.string(),
    code: z.enum(ORDER_LINE_PROBLEM_CODES),
    message: z.string(),
  })
  .meta({ id: 'OrderLineProblem' });

/** Every error answer. The code is documented as the known list but never refused on the way out. */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string().meta({ description: `One of: ${ERROR_CODES.join(', ')}` }),
    lines: z
      .array(orderLineProblemSchema)
      .optional()
      .meta({ description: 'With invalid_lines and cart_changed: each refused line and why' }),
  })
  .meta({ id: 'ApiError' });

/**
 * The body of every error answer. The schema leaves `code` a string (never refused on the way out);
 * the type narrows it to ERROR_CODES, which the server sends and the web switches on.
 */
export type ApiError = z.infer<typeof apiErrorSchema> & { code: ErrorCode };
