// A run as the console reads it: its state, progress (with the time left, from the bytes read so
// far), report and outcome.
import type { ImportApplyMode, ImportReportJson, ImportState, ImportSummary } from '@shop/domain';
import type { ImportRunRow } from './imports.repository.js';

export const parseReport = (text: string | null): ImportReportJson | null =>
  text === null ? null : (JSON.parse(text) as ImportReportJson);

export function summaryOf(row: ImportRunRow, now: Date): ImportSummary {
  const bytes = Number(row.bytes);
  const total = row.total_bytes === null ? null : Number(row.total_bytes);
  const rate = row.rows_per_second;
  const elapsed = (now.getTime() - Date.parse(row.created_at)) / 1000;
  const byteRate = elapsed > 0 ? bytes / elapsed : 0;
  return {
    id: row.id,
    fileName: row.file_name,
    mapping: row.mapping,
    state: row.state as ImportState,
    progress: {
      bytes,
      totalBytes: total,
      rows: row.rows,
      rowsPerSecond: rate,
      secondsLeft:
        row.state === 'staging' && total !== null && byteRate > 0
          ? Math.max(0, Math.round((total - bytes) / byteRate))
          : null,
    },
    report: parseReport(row.report),
    applied:
      row.apply_mode === null
        ? null
        : { mode: row.apply_mode as ImportApplyMode, rows: row.applied_rows ?? 0 },
    error: row.error,
    createdBy: row.created_by,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}
