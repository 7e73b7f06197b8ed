// What each kind of import row needs from the catalog: reference data read once before staging,
// a check and a verdict (create, update, unchanged) for a chunk of rows against what the catalog
// holds, and the writes that apply a chunk. One handler per kind; the staging and the apply are
// the same loops for all of them.
import type { Executor } from '@shop/db';
import type {
  ImportKind,
  ImportProblemCode,
  ImportProblemJson,
  ImportRowTypes,
} from '@shop/domain';
import type { CacheTopic } from '../../lib/cache-registry.js';

export type RowAction = 'create' | 'update' | 'unchanged';

export interface ParsedRow<K extends ImportKind> {
  line: number;
  key: string;
  row: ImportRowTypes[K];
}

export type Verdict =
  | { action: RowAction }
  | { action: 'invalid'; field: string; code: ImportProblemCode; value: string | null };

export interface KindHandler<K extends ImportKind> {
  /** Reference data for the checks (groups, cars…), read once when staging starts. */
  prepare(db: Executor): Promise<unknown>;
  /** A verdict for each row of a chunk, in order. */
  judge(db: Executor, prepared: unknown, rows: readonly ParsedRow<K>[]): Promise<Verdict[]>;
  /** What a created or updated row keeps in staging for the apply; the row as JSON when absent. */
  stagedData?(row: ImportRowTypes[K]): string;
  /**
   * Writes every created and updated row in the apply's transaction, set-based from staging
   * (the large kinds); answers the rows written. Kinds without it are written a page at a time.
   */
  applyStaged?(db: Executor, importId: string, now: Date): Promise<number>;
  /**
   * Writes a chunk of created and updated rows in the apply's transaction; answers the lines whose
   * writing waits for rows further on (an item's related part created later in the file).
   */
  write?(db: Executor, rows: readonly ParsedRow<K>[], now: Date): Promise<number[]>;
  /** The second pass over the lines `write` put off, once every row is written. */
  finish?(db: Executor, rows: readonly ParsedRow<K>[]): Promise<void>;
  /**
   * Checks that need every row staged (supersession chains): marks the rows that fail invalid and
   * answers their problems.
   */
  afterStaging?(db: Executor, importId: string): Promise<ImportProblemJson[]>;
  /** What the caches must forget once applied. */
  topics: readonly CacheTopic[];
}
