// Zod bodies of the two search calls (SPEC §5, §7), shared by the search box and the server's routes.
import { z } from 'zod';
import type { DiagramSearchMode } from '../api.js';
import { illustrationSchema, slugSchema } from './catalog.schema.js';

import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  SEARCH_QUERY_TOO_LONG,
  SEARCH_QUERY_TOO_SHORT,
} from '../search-query.js';

/** The query as typed, trimmed; 3 to 200 characters. */
export const searchQuerySchema = z
  .string()
  .trim()
  .min(SEARCH_QUERY_MIN_LENGTH, SEARCH_QUERY_TOO_SHORT)
  .max(SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_TOO_LONG);

/** POST /api/items/search/: a missing or null carSlug searches every car. */
export const itemSearchBodySchema = z.object({
  q: searchQuerySchema,
  carSlug: slugSchema.nullish(),
});
export type ItemSearchBody = z.input<typeof itemSearchBodySchema>;
export type ItemSearchParams = z.output<typeof itemSearchBodySchema>;

export const DIAGRAM_SEARCH_MODES = [
  'any',
  'reference',
  'description',
] as const satisfies readonly DiagramSearchMode[];

/** POST /api/diagrams/search/: by reference and/or description words, within a car or a drawing. */
export const diagramSearchBodySchema = z.object({
  q: searchQuerySchema,
  mode: z.enum(DIAGRAM_SEARCH_MODES).default('any'),
  carSlug: slugSchema.nullish(),
  illustration: illustrationSchema.nullish(),
});
export type DiagramSearchBody = z.input<typeof diagramSearchBodySchema>;
export type DiagramSearchParams = z.output<typeof diagramSearchBodySchema>;
