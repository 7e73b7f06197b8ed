// Which of the file's columns holds each of our fields: by our own names, or through a supplier's
// saved mapping (our field -> their column). The kind comes from the mapping or from the header.
import { KIND_COLUMNS, kindOfColumns } from './import-kinds.js';
import type { ImportKind, ImportProblemCode } from './import-kinds.js';
import type { RowCells } from './import-cells.js';

export interface ImportMappingRule {
  kind: ImportKind;
  columns: Record<string, string>;
}

export interface ColumnPlan {
  kind: ImportKind;
  /** Our field -> the file's column name, for the fields the file has. */
  sources: Map<string, string>;
}

export type ColumnPlanResult =
  { ok: true; plan: ColumnPlan } | { ok: false; code: ImportProblemCode; value: string };

const fold = (name: string) => name.trim().toLowerCase();

/** Plans the columns of a file whose header (or first JSON object's keys) is `header`. */
export function planColumns(
  header: readonly string[],
  mapping: ImportMappingRule | null,
): ColumnPlanResult {
  const byFolded = new Map(header.map((name) => [fold(name), name] as const));
  const ourNames = (kind: ImportKind) =>
    KIND_COLUMNS[kind].all.map((field) => [field, mapping?.columns[field] ?? field] as const);
  const kind = mapping?.kind ?? kindOfColumns([...byFolded.keys()]);
  if (kind === null)
    return { ok: false, code: 'unknown_kind', value: header.join(', ').slice(0, 200) };
  const sources = new Map<string, string>();
  for (const [field, wanted] of ourNames(kind)) {
    const name = byFolded.get(fold(wanted));
    if (name !== undefined) sources.set(field, name);
  }
  const missing = KIND_COLUMNS[kind].required.filter((field) => !sources.has(field));
  if (missing.length)
    return {
      ok: false,
      code: 'missing_column',
      value: missing.map((field) => mapping?.columns[field] ?? field).join(', '),
    };
  return { ok: true, plan: { kind, sources } };
}

/** Reads CSV rows (values in the header's order) as cells under `plan`. */
export function csvCells(
  plan: ColumnPlan,
  header: readonly string[],
): (values: readonly string[]) => RowCells {
  const indexOf = new Map(header.map((name, index) => [name, index] as const));
  const fieldIndex = new Map(
    [...plan.sources].map(([field, name]) => [field, indexOf.get(name) ?? -1] as const),
  );
  return (values) => ({
    get: (field) => {
      const index = fieldIndex.get(field);
      return index === undefined || index < 0 ? undefined : values[index];
    },
    columnOf: (field) => plan.sources.get(field) ?? field,
  });
}

/** A JSON Lines object's cells under `plan`. */
export function objectCells(plan: ColumnPlan, object: Record<string, unknown>): RowCells {
  return cellsOf(plan, (name) => object[name]);
}

function cellsOf(plan: ColumnPlan, valueOf: (name: string) => unknown): RowCells {
  return {
    get: (field) => {
      const name = plan.sources.get(field);
      return name === undefined ? undefined : valueOf(name);
    },
    columnOf: (field) => plan.sources.get(field) ?? field,
  };
}
