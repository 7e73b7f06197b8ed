// A route's declared answers: its success schema, and the {message, code} body of every 4xx.
import { apiErrorSchema } from '@shop/domain';
import type { z } from 'zod';

/** `response` of a route answering 200 with `schema`. */
export function ok<T extends z.ZodType>(schema: T) {
  return { 200: schema, '4xx': apiErrorSchema };
}

/** `response` of a route answering 201 with `schema`. */
export function created<T extends z.ZodType>(schema: T) {
  return { 201: schema, '4xx': apiErrorSchema };
}
