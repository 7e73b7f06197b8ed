// Zod schemas for catalog path and query parameters, shared by the server's routes and the web.
import { z } from 'zod';
import { BRANDS } from '../brand.js';
import { ITEM_SORTS, MAX_PAGE } from '../catalog.js';
import {
  DIGITS_PATTERN,
  ILLUSTRATION_PATTERN,
  ITEM_ID_PATTERN,
  SLUG_PATTERN,
} from '../patterns.js';

export const slugSchema = z.string().regex(SLUG_PATTERN);
export type Slug = z.output<typeof slugSchema>;

export const itemIdSchema = z.string().regex(ITEM_ID_PATTERN);
export type ItemId = z.output<typeof itemIdSchema>;

/** A path segment of digits only ("1e3", "-1", "01x" fail), as an integer 1..MAX_PAGE. */
export const pageSchema = z
  .string()
  .regex(DIGITS_PATTERN)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_PAGE));
export type PageInput = z.input<typeof pageSchema>;
export type Page = z.output<typeof pageSchema>;

/** An item's numeric legacy id (`_legacy_id`) in a path: digits only ("1e3", "-1", "12a" fail). */
export const legacyIdSchema = z.string().regex(DIGITS_PATTERN).transform(Number);
export type LegacyId = z.output<typeof legacyIdSchema>;

export const illustrationSchema = z.string().regex(ILLUSTRATION_PATTERN);
export type Illustration = z.output<typeof illustrationSchema>;

export const itemSortSchema = z.enum(ITEM_SORTS).default('name');
export type ItemSortParam = z.output<typeof itemSortSchema>;

export const brandSchema = z.enum(BRANDS);
export type BrandParam = z.output<typeof brandSchema>;
