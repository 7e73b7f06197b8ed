// The countries (SPEC §3 country; GET /api/country, and inside the checkout's answers), declared
// once: the server serialises through the schema, /api/docs shows it, the type is inferred from it.
import { z } from 'zod';

export const countrySchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    /** Basis points: 2500 = 25 %; 0 = no VAT. */
    vat: z.number(),
    /** Euro cents; 0 = no free shipping. */
    gratis_threshold: z.number(),
    transports: z.array(z.string()),
    payments: z.array(z.string()),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

export const countriesResponseSchema = z.array(countrySchema);
