// The console's catalog import API (/api/admin/imports, /api/admin/import-mappings): a file is
// uploaded and staged in the background, its report read, then applied or cancelled.
import { z } from 'zod';
import { IMPORT_KINDS, IMPORT_PROBLEM_CODES } from '../catalog-import/import-kinds.js';

export const importKindSchema = z.enum(IMPORT_KINDS);
export const importProblemCodeSchema = z.enum(IMPORT_PROBLEM_CODES);

/** One bad row (or, with line 0, the file itself): where, which column, why. */
export const importProblemSchema = z.object({
  /** The file's line (1 is a CSV's header); 0 for the whole file. */
  line: z.number(),
  /** The column as the file names it; null when the problem is the row's or the file's. */
  column: z.string().nullable(),
  code: importProblemCodeSchema,
  /** The value read, cut to 100 characters, or the detail the code needs (a loop, a first line). */
  value: z.string().nullable(),
});
export type ImportProblemJson = z.infer<typeof importProblemSchema>;

export const importReportSchema = z.object({
  kind: importKindSchema.nullable(),
  /** Data rows read. */
  rows: z.number(),
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  invalid: z.number(),
  /** The first problems in line order (at most IMPORT_PROBLEMS_KEPT); `invalid` counts them all. */
  problems: z.array(importProblemSchema),
});
export type ImportReportJson = z.infer<typeof importReportSchema>;

export const IMPORT_STATES = [
  'staging',
  'staged',
  'applying',
  'applied',
  'cancelled',
  'failed',
] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const IMPORT_APPLY_MODES = ['all', 'valid'] as const;
export type ImportApplyMode = (typeof IMPORT_APPLY_MODES)[number];

export const importProgressSchema = z.object({
  /** Bytes of the file read so far, and its size (null while an upload's size is unknown). */
  bytes: z.number(),
  totalBytes: z.number().nullable(),
  rows: z.number(),
  rowsPerSecond: z.number(),
  /** Estimated from the bytes still to read; null when unknown. */
  secondsLeft: z.number().nullable(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const importSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mapping: z.string().nullable(),
  state: z.enum(IMPORT_STATES),
  progress: importProgressSchema,
  /** Ready once staged; null while staging. */
  report: importReportSchema.nullable(),
  /** How it was applied and how many rows it wrote. */
  applied: z.object({ mode: z.enum(IMPORT_APPLY_MODES), rows: z.number() }).nullable(),
  /** Why a failed import failed, in English (an unexpected fault's message). */
  error: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importAnswerSchema = z.object({ import: importSummarySchema });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

export const importListSchema = z.object({ imports: z.array(importSummarySchema) });
export type ImportList = z.infer<typeof importListSchema>;

/** POST /api/admin/imports?fileName=…&mapping=…, the file itself as the body. */
export const importUploadQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  mapping: z.string().trim().min(1).max(60).optional(),
});
export type ImportUploadQuery = z.infer<typeof importUploadQuerySchema>;

export const importApplySchema = z.object({ mode: z.enum(IMPORT_APPLY_MODES).default('all') });
export type ImportApplyRequest = z.infer<typeof importApplySchema>;

const mappingNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,59}$/i);

/** A supplier's column names: our field -> the column (CSV header or JSON key) that holds it. */
export const importMappingSchema = z.object({
  name: mappingNameSchema,
  kind: importKindSchema,
  columns: z.record(z.string().max(60), z.string().trim().min(1).max(100)),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importMappingBodySchema = importMappingSchema.omit({ name: true });
export const importMappingParamsSchema = z.object({ name: mappingNameSchema });
export const importMappingsSchema = z.object({ mappings: z.array(importMappingSchema) });
export type ImportMappings = z.infer<typeof importMappingsSchema>;
