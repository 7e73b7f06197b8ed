// The two search calls' answers, declared once: the server serialises through them, /api/docs
// shows them, and the types are inferred from them.
import { z } from 'zod';
import { itemSchema } from './catalog-responses.schema.js';
import { diagramSchema } from './diagram-responses.schema.js';

/** An item found by search; found by an old number it replaces, it says which. */
const itemSearchHitSchema = itemSchema.extend({
  /** The superseded number the query matched, as written (one of `replaces`). */
  replaces_searched: z.string().optional(),
});
export type ItemSearchHit = z.infer<typeof itemSearchHitSchema>;

/** POST /api/items/search/: at most SEARCH_RESULT_LIMIT (50) items, best first. */
export const itemSearchResponseSchema = z.object({ items: z.array(itemSearchHitSchema) });
export type ItemSearchResponse = z.infer<typeof itemSearchResponseSchema>;

/** A diagram position found by search (SPEC §3): where it is, what it says and its item. */
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
});
export type DiagramEntry = z.infer<typeof diagramEntrySchema>;

/** POST /api/diagrams/search/: at most SEARCH_RESULT_LIMIT (50) entries, best first, one per illustration + position. */
export const diagramSearchResponseSchema = z.object({ items: z.array(diagramEntrySchema) });
export type DiagramSearchResponse = z.infer<typeof diagramSearchResponseSchema>;
