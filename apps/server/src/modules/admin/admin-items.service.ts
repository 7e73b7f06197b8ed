// The console's items: found by id, part number or name; an item's figures and texts; and an edit,
// recorded with the fields it changed before and after in the transaction that makes it. Staff
// may change the stock; prices, watermarks, increments and texts are the admin's.
import { BRANDS } from '@shop/domain';
import type {
  AdminItem,
  AdminItemPatch,
  AdminItemsPage,
  AdminItemsQuery,
  Brand,
  ItemText,
  Language,
} from '@shop/domain';
import { textsIn } from '../../i18n/index.js';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import * as catalog from '../catalog/catalog.service.js';
import type { BrandFields, ItemEdit } from '../catalog/catalog.service.js';
import * as search from '../search/search.service.js';
import { recordAudit } from './audit.service.js';
import type { StaffCaller } from './staff-caller.js';

const cursorOf = (id: string) => Buffer.from(id).toString('base64url');

function afterOf(cursor: string, language: Language): string {
  const id = Buffer.from(cursor, 'base64url').toString();
  if (!/^[0-9a-f]{24}$/.test(id))
    throw badRequest(textsIn(language)('admin.errors.invalid_cursor'), 'invalid_cursor');
  return id;
}

/** A page of items matching `q`, by id. */
export async function listItems(
  ctx: AppContext,
  query: AdminItemsQuery,
  language: Language,
): Promise<AdminItemsPage> {
  const rows = await catalog.findItemsForStaff(ctx, {
    q: query.q || undefined,
    after: query.cursor === undefined ? undefined : afterOf(query.cursor, language),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      _id: row.id,
      name: row.name,
      group: row.group_slug,
      references: row.references,
      price: row.price,
      stock: { quantity: row.stock_quantity },
    })),
    next: rows.length > query.limit && last ? cursorOf(last.id) : null,
  };
}

export async function getItem(ctx: AppContext, id: string, language: Language): Promise<AdminItem> {
  const item = await catalog.readItemForEdit(ctx, id);
  if (!item) throw notFound(textsIn(language)('admin.errors.item_not_found'));
  return item;
}

type Fields = Record<string, unknown>;

/** The edit `patch` makes to `item`, and the changed fields before and after. */
function diff(item: AdminItem, patch: AdminItemPatch, language: Language) {
  const edit: ItemEdit = {};
  const before: Fields = {};
  const after: Fields = {};
  let renamed = false;
  if (patch.stock !== undefined && patch.stock !== item.stock.quantity) {
    edit.stock = patch.stock;
    before.stock = item.stock.quantity;
    after.stock = patch.stock;
  }
  for (const brand of BRANDS) {
    const wanted = patch.prices?.[brand];
    if (!wanted) continue;
    const current = item.prices.find((p) => p.brand === brand);
    if (!current)
      throw badRequest(
        textsIn(language)('admin.errors.unknown_brand', { brand }),
        'unknown_reference',
      );
    const fields: BrandFields = {};
    const was: Fields = {};
    for (const key of ['price', 'watermark', 'increment'] as const) {
      const value = wanted[key];
      if (value === undefined || value === current[key]) continue;
      Object.assign(fields, { [key]: value });
      was[key] = current[key];
    }
    if (Object.keys(fields).length === 0) continue;
    (edit.prices ??= {})[brand] = fields;
    ((before.prices ??= {}) as Record<Brand, Fields>)[brand] = was;
    ((after.prices ??= {}) as Record<Brand, Fields>)[brand] = { ...fields };
  }
  for (const textLanguage of ['en', 'sv', 'fi'] as const) {
    const wanted = patch.texts?.[textLanguage];
    if (wanted === undefined) continue;
    const current = item.texts[textLanguage];
    let next: ItemText | null = null;
    if (wanted !== null) {
      // A new translation starts from the English text for what it leaves out.
      const base = current ?? item.texts.en;
      next = {
        name: wanted.name ?? base.name,
        description: wanted.description ?? base.description,
      };
    }
    if (JSON.stringify(next) === JSON.stringify(current)) continue;
    if (next?.name !== current?.name) renamed = true;
    // English is never null: the schema allows removing only a translation.
    (edit.texts ??= {})[textLanguage] = next as ItemText;
    ((before.texts ??= {}) as Fields)[textLanguage] = current;
    ((after.texts ??= {}) as Fields)[textLanguage] = next;
  }
  return { edit, before, after, renamed };
}

/**
 * Applies `patch` by `caller` and records it; the shop shows it on every process once committed,
 * and searches find new names at once. Answers the item as it now stands.
 */
export async function patchItem(
  ctx: AppContext,
  caller: StaffCaller,
  id: string,
  patch: AdminItemPatch,
  language: Language,
  now: Date,
): Promise<AdminItem> {
  if (caller.role !== 'admin' && (patch.prices !== undefined || patch.texts !== undefined))
    throw forbidden(textsIn(language)('admin.errors.admin_only'));
  return inTransaction(
    ctx,
    async (trx) => {
      const item = await getItem(trx, id, language);
      const { edit, before, after, renamed } = diff(item, patch, language);
      if (Object.keys(after).length === 0) return item;
      await catalog.editItem(trx, id, edit, now);
      // Search expands queries with the catalog's words: a new name brings new ones.
      if (renamed) await search.refreshVocabulary(trx);
      await recordAudit(
        trx,
        caller,
        {
          action: 'item.update',
          subject: { type: 'item', id },
          before,
          after,
          reason: patch.reason,
        },
        now,
      );
      return getItem(trx, id, language);
    },
    { isolation: 'serializable' },
  );
}
