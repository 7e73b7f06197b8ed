// The diagram calls' answers (exploded drawings with numbered positions), declared once: the
// server serialises through them, /api/docs shows them, and the types are inferred from them.
import { z } from 'zod';
import { carMakeSchema, itemSchema } from './catalog-responses.schema.js';

const coordinateSchema = z.object({
  pos: z.string(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
});
export type Coordinate = z.infer<typeof coordinateSchema>;

const slugNameSchema = z.object({ slug: z.string(), name: z.string() });
const diagramCarSchema = slugNameSchema.extend({ make: carMakeSchema });

export const diagramSchema = z
  .object({
    illustration: z.string(),
    name: z.string(),
    description: z.array(z.string()),
    remark: z.array(z.string()),
    model: z.array(z.string()),
    coordinates: z.array(coordinateSchema),
    /** Size of the drawing in pixels, for the map bounds. */
    width: z.number(),
    height: z.number(),
    /** /public/diagrams/… */
    image: z.string(),
    car: diagramCarSchema,
    group: slugNameSchema,
  })
  .meta({ id: 'Diagram' });
export type Diagram = z.infer<typeof diagramSchema>;

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
  .meta({ id: 'DiagramItem' });
export type DiagramItem = z.infer<typeof diagramItemSchema>;

/** GET /api/diagrams/car/:carSlug/group/:groupSlug */
export const carDiagramsResponseSchema = z.object({ diagrams: z.array(diagramSchema) });
export type CarDiagramsResponse = z.infer<typeof carDiagramsResponseSchema>;

/** GET /api/diagrams/:illustration */
export const diagramResponseSchema = z.object({
  diagram: diagramSchema,
  /** Every diagram of the same car and group, by name, this one included. */
  diagrams: z.array(diagramSchema),
  /** The entries shown (de-duplicated), by index, each with its item or null. */
  diagramItems: z.array(diagramItemSchema),
});
export type DiagramResponse = z.infer<typeof diagramResponseSchema>;

export const itemDiagramsResponseSchema = z.object({
  item: itemSchema,
  diagrams: z.array(diagramSchema),
  diagramItems: z.array(diagramItemSchema),
});
export type ItemDiagramsResponse = z.infer<typeof itemDiagramsResponseSchema>;
