// Bulk price edits: a preview lists every change and a token naming exactly those changes; apply
// makes them only while the same request still gives the same changes, in one transaction, with
// one audit row listing them; undo takes them back from that row while no price moved since.
import { createHash, randomBytes } from 'node:crypto';
import { brandSchema, planBulkPrice, reversePriceChanges } from '@shop/domain';
import type {
  AuditEntry,
  BulkPriceApply,
  BulkPricePreview,
  BulkPriceRequest,
  Language,
  PriceChange,
  PriceChangeResult,
} from '@shop/domain';
import { z } from 'zod';
import { textsIn } from '../../i18n/index.js';
import type { AppContext } from '../../lib/app-context.js';
import { inTransaction } from '../../lib/app-context.js';
import { HttpError, badRequest, notFound } from '../../lib/http-error.js';
import * as catalog from '../catalog/catalog.service.js';
import { findAudit, findAuditOf, recordAudit } from './audit.service.js';
import type { StaffCaller } from './staff-caller.js';

/** The most prices one edit changes: its preview and audit row stay a few hundred kB. */
export const BULK_PRICE_MAX = 5000;
const APPLY = 'item.bulk_price';
/** A token is a random nonce (16 bytes, 22 characters) and the hash of it, the request and changes. */
const NONCE_BYTES = 16;
const NONCE_CHARS = 22;
const UNDO = 'item.bulk_price.undo';

const pricesSchema = z.object({
  prices: z.array(z.object({ item: z.string(), brand: brandSchema, price: z.number() })),
});

/** The request in a fixed shape, so the same edit always hashes the same. */
function canonical(request: BulkPriceRequest): unknown[] {
  const { items, group, car, brand, q } = request.selection;
  const a = request.adjustment;
  const size = a.type === 'percent' ? a.percent : a.amount;
  return [
    [items && [...items].sort(), group, car, brand, q],
    [a.type, a.direction, size],
    request.rounding,
  ];
}

function tokenOf(
  nonce: string,
  request: BulkPriceRequest,
  changes: readonly PriceChange[],
): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([nonce, canonical(request), changes]))
    .digest('base64url');
  return `${nonce}${hash}`;
}

async function plan(ctx: AppContext, request: BulkPriceRequest, language: Language) {
  const t = textsIn(language);
  const selected = await catalog.selectPrices(ctx, request.selection, BULK_PRICE_MAX + 1);
  if (selected.length > BULK_PRICE_MAX)
    throw badRequest(
      t('admin.errors.selection_too_large', { max: BULK_PRICE_MAX }),
      'selection_too_large',
    );
  const { changes, outOfRange } = planBulkPrice(selected, request.adjustment, request.rounding);
  const refused = outOfRange[0];
  if (refused)
    throw badRequest(
      t('admin.errors.price_out_of_range', { item: refused.item, brand: refused.brand }),
      'price_out_of_range',
    );
  return { changes, names: new Map(selected.map((s) => [s.item, s.name])) };
}

/** Every change the edit would make, and the token that applies exactly these. */
export async function previewBulkPrice(
  ctx: AppContext,
  request: BulkPriceRequest,
  language: Language,
): Promise<BulkPricePreview> {
  const { changes, names } = await plan(ctx, request, language);
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  return {
    token: tokenOf(nonce, request, changes),
    changes: changes.map((c) => ({ ...c, name: names.get(c.item) ?? '' })),
  };
}

const stale = (language: Language) =>
  new HttpError(409, 'stale_preview', textsIn(language)('admin.errors.stale_preview'));

/** The changes an apply row recorded: before and after prices by item and brand. */
function changesOf(entry: AuditEntry): PriceChange[] {
  const before = pricesSchema.parse(entry.before).prices;
  const after = pricesSchema.parse(entry.after).prices;
  return after.map((to, i) => ({
    item: to.item,
    brand: to.brand,
    old: before[i]?.price ?? 0,
    new: to.price,
  }));
}

const recorded = (entry: AuditEntry, applied: boolean): PriceChangeResult => ({
  auditId: entry.id,
  changes: changesOf(entry),
  applied,
});

const pricesOf = (changes: readonly PriceChange[], side: 'old' | 'new') =>
  changes.map((c) => ({ item: c.item, brand: c.brand, price: c[side] }));

/** Runs `work`; when it fails, answers what an earlier call already recorded instead, if any. */
async function once(
  earlier: () => Promise<AuditEntry | undefined>,
  work: () => Promise<PriceChangeResult>,
): Promise<PriceChangeResult> {
  try {
    return await work();
  } catch (error) {
    // A concurrent second click waited for the first's rows and found them changed.
    const entry =
      error instanceof HttpError && error.statusCode === 409 ? await earlier() : undefined;
    if (entry) return recorded(entry, false);
    throw error;
  }
}

/** Applies the previewed edit once (the token again answers the first apply's changes). */
export async function applyBulkPrice(
  ctx: AppContext,
  caller: StaffCaller,
  request: BulkPriceApply,
  language: Language,
  now: Date,
): Promise<PriceChangeResult> {
  const subject = { type: 'item', id: `bulk-price:${request.token}` } as const;
  const earlier = (c: AppContext) => findAuditOf(c, subject, APPLY);
  return once(
    () => earlier(ctx),
    () =>
      inTransaction(
        ctx,
        async (trx) => {
          const done = await earlier(trx);
          if (done) return recorded(done, false);
          const { changes } = await plan(trx, request, language);
          if (tokenOf(request.token.slice(0, NONCE_CHARS), request, changes) !== request.token)
            throw stale(language);
          if (changes.length === 0)
            throw badRequest(
              textsIn(language)('admin.errors.nothing_to_change'),
              'nothing_to_change',
            );
          if (!(await catalog.swapPrices(trx, changes, now))) throw stale(language);
          const { selection, adjustment, rounding } = request;
          const auditId = await recordAudit(
            trx,
            caller,
            {
              action: APPLY,
              subject,
              before: { prices: pricesOf(changes, 'old') },
              after: { prices: pricesOf(changes, 'new'), selection, adjustment, rounding },
              reason: request.reason,
            },
            now,
          );
          return { auditId, changes, applied: true };
        },
        { isolation: 'serializable' },
      ),
  );
}

/** Takes a bulk edit back from its audit row, once, while no price it set has moved since. */
export async function undoBulkPrice(
  ctx: AppContext,
  caller: StaffCaller,
  auditId: string,
  language: Language,
  now: Date,
): Promise<PriceChangeResult> {
  const t = textsIn(language);
  const entry = await findAudit(ctx, auditId);
  if (!entry) throw notFound(t('admin.errors.audit_not_found'));
  if (entry.action !== APPLY) throw badRequest(t('admin.errors.not_undoable'), 'not_undoable');
  const subject = { type: 'item', id: entry.subject.id } as const;
  const earlier = (c: AppContext) => findAuditOf(c, subject, UNDO);
  return once(
    () => earlier(ctx),
    () =>
      inTransaction(
        ctx,
        async (trx) => {
          const done = await earlier(trx);
          if (done) return recorded(done, false);
          const changes = reversePriceChanges(changesOf(entry));
          if (!(await catalog.swapPrices(trx, changes, now)))
            throw new HttpError(409, 'price_changed', t('admin.errors.price_changed'));
          const id = await recordAudit(
            trx,
            caller,
            {
              action: UNDO,
              subject,
              before: { prices: pricesOf(changes, 'old') },
              after: { prices: pricesOf(changes, 'new'), undoes: auditId },
            },
            now,
          );
          return { auditId: id, changes, applied: true };
        },
        { isolation: 'serializable' },
      ),
  );
}
