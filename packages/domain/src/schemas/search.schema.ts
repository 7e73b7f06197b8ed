// Zod bodies of the two search calls (SPEC §5, §7), shared by the search box and the server's routes.
import { z } from 'zod';
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

export const DIAGRAM_SEARCH_MODES = ['any', 'reference', 'description'] as const;
export type DiagramSearchMode = (typeof DIAGRAM_SEARCH_MODES)[number];

const isDiagramSearchMode = (mode: string): mode is DiagramSearchMode =>
  (DIAGRAM_SEARCH_MODES as readonly string[]).includes(mode);

/**
 * The diagram search's `mode`: `any` (the default), `reference` or `description`. A client of the
 * original shop sends SPEC §2's route mode (`items`, `diagrams`) here, and other clients may send
 * values we do not know: those search as `any` rather than being refused. A non-string is a 400.
 */
export const diagramSearchModeSchema = z
  .string()
  .optional()
  .transform((mode): DiagramSearchMode =>
    mode !== undefined && isDiagramSearchMode(mode) ? mode : 'any',
  )
  .describe(`${DIAGRAM_SEARCH_MODES.join(', ')}; anything else (e.g. items, diagrams) is any`);

/** POST /api/diagrams/search/: by reference and/or description words, within a car or a drawing. */
export const diagramSearchBodySchema = z.object({
  q: searchQuerySchema,
  mode: diagramSearchModeSchema,
  carSlug: slugSchema.nullish(),
  illustration: illustrationSchema.nullish(),
});
export type DiagramSearchBody = z.input<typeof diagramSearchBodySchema>;
export type DiagramSearchParams = z.output<typeof diagramSearchBodySchema>;
