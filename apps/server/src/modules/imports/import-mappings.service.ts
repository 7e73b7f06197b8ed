// Suppliers' saved column mappings: our column -> theirs, per kind of file. Saving one checks that
// it names only columns the kind has.
import { KIND_COLUMNS } from '@shop/domain';
import type { ImportKind, ImportMapping } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import { HttpError } from '../../lib/http-error.js';
import type { Actor } from '../admin/admin.service.js';
import * as repo from './imports.repository.js';

export async function listMappings(ctx: AppContext): Promise<ImportMapping[]> {
  return (await repo.listMappings(ctx.db)).map((row) => ({
    name: row.name,
    kind: row.kind as ImportKind,
    columns: JSON.parse(row.columns) as Record<string, string>,
  }));
}

export async function saveMapping(
  ctx: AppContext,
  actor: Actor,
  mapping: ImportMapping,
  now: Date,
): Promise<ImportMapping> {
  const known = new Set(KIND_COLUMNS[mapping.kind].all);
  const unknown = Object.keys(mapping.columns).filter((field) => !known.has(field));
  if (unknown.length)
    throw new HttpError(
      400,
      'invalid_request',
      `Not a column of ${mapping.kind}: ${unknown.join(', ')}.`,
    );
  await repo.putMapping(ctx.db, {
    name: mapping.name,
    kind: mapping.kind,
    columns: JSON.stringify(mapping.columns),
    updated_by: actor.email,
    updated_at: now.toISOString(),
  });
  return mapping;
}

export async function deleteMapping(ctx: AppContext, name: string): Promise<void> {
  if (!(await repo.deleteMapping(ctx.db, name)))
    throw new HttpError(404, 'unknown_mapping', `No mapping called ${name}.`);
}
