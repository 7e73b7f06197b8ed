// The catalog's brands (SPEC §3 prices_typed keys). No zod here: the shell checks brands at first
// load, and the schemas build their enum from this list.

export const BRANDS = ['any', 'oem', 'genuine'] as const;

export type Brand = (typeof BRANDS)[number];
