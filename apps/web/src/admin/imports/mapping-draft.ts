// The mapping editor's values and the mapping they make: a name, a kind, and for each of the kind's
// columns the supplier's column that holds it (empty: the file uses our name, or lacks it).
import { IMPORT_KINDS, KIND_COLUMNS } from '@shop/domain';
import type { ImportKind, ImportMapping } from '@shop/domain';

export interface MappingValues {
  name: string;
  kind: ImportKind;
  /** Our column -> the supplier's, as typed; columns of another kind are kept while switching. */
  columns: Record<string, string>;
}

export const EMPTY_MAPPING: MappingValues = { name: '', kind: IMPORT_KINDS[0], columns: {} };

/** As the server checks it: a letter or digit first, then letters, digits, - and _, 60 at most. */
const NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,59}$/i;
export const SUPPLIER_COLUMN_MAX = 100;

export const MAPPING_ERRORS = {
  name: 'imports.mappings.errors.name',
  columns: 'imports.mappings.errors.columns',
} as const;

export interface MappingProblem {
  field: 'name' | 'columns';
  message: string;
}

export const valuesOf = (mapping: ImportMapping): MappingValues => ({
  name: mapping.name,
  kind: mapping.kind,
  columns: { ...mapping.columns },
});

/** The mapping of the editor's values, or what stands in the way of one. */
export function mappingOf(values: MappingValues): {
  mapping: ImportMapping | null;
  problems: MappingProblem[];
} {
  const problems: MappingProblem[] = [];
  const name = values.name.trim();
  if (!NAME_PATTERN.test(name)) problems.push({ field: 'name', message: MAPPING_ERRORS.name });
  const columns: Record<string, string> = {};
  for (const ours of KIND_COLUMNS[values.kind].all) {
    const theirs = values.columns[ours]?.trim();
    if (theirs) columns[ours] = theirs;
  }
  if (Object.keys(columns).length === 0)
    problems.push({ field: 'columns', message: MAPPING_ERRORS.columns });
  if (problems.length) return { mapping: null, problems };
  return { mapping: { name, kind: values.kind, columns }, problems };
}
