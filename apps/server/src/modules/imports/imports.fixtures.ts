// Test fixtures for catalog imports: files uploaded as the console sends them, runs awaited until
// they reach a state, and the catalog's own items written back out in the import format.
import { XSRF_COOKIE, XSRF_HEADER, csvLine, ITEM_COLUMNS, itemCells } from '@shop/domain';
import type { AuditPage, ImportItem, ImportState, ImportSummary } from '@shop/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AccountClient } from '../users/users.fixtures.js';
import { catalogItems } from './import-items.js';
import { currentItems } from './import-items.repository.js';
import type { Executor } from '@shop/db';

export function upload(
  app: FastifyInstance,
  client: AccountClient,
  fileName: string,
  body: string | Buffer,
  query = '',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/admin/imports?fileName=${encodeURIComponent(fileName)}${query}`,
    headers: {
      cookie: `${XSRF_COOKIE}=${client.xsrf}`,
      [XSRF_HEADER]: client.xsrf,
      'content-type': fileName.endsWith('.jsonl') ? 'application/x-ndjson' : 'text/csv',
      authorization: `Bearer ${client.token}`,
    },
    payload: body,
  });
}

/** The run, once it is in one of `states` (polled; fails after `deadlineMs`). */
export async function runIn(
  client: AccountClient,
  id: string,
  states: readonly ImportState[],
  deadlineMs = 20_000,
): Promise<ImportSummary> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const res = await client.get(`/api/admin/imports/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json<{ import: ImportSummary }>().import;
    if (states.includes(run.state)) return run;
    if (Date.now() > until) throw new Error(`import ${id} stayed ${run.state}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Uploads a file and answers its run once staged (or failed). */
export async function staged(
  app: FastifyInstance,
  client: AccountClient,
  fileName: string,
  body: string | Buffer,
  query = '',
): Promise<ImportSummary> {
  const res = await upload(app, client, fileName, body, query);
  expect(res.statusCode, res.body).toBe(202);
  return runIn(client, res.json<{ import: ImportSummary }>().import.id, ['staged', 'failed']);
}

/** Applies a staged run and answers it once applied (or failed). */
export async function applied(
  client: AccountClient,
  id: string,
  mode: 'all' | 'valid' = 'all',
): Promise<ImportSummary> {
  const res = await client.post(`/api/admin/imports/${id}/apply`, { mode });
  expect(res.statusCode, res.body).toBe(202);
  return runIn(client, id, ['applied', 'failed']);
}

/** The catalog's items `ids` in the import format. */
export async function catalogAsImport(db: Executor, ids: readonly string[]): Promise<ImportItem[]> {
  const items = catalogItems(await currentItems(db, ids));
  return ids.map((id) => items.get(id) as ImportItem);
}

/** A CSV of items (all columns, ';'). */
export function itemsCsv(items: readonly ImportItem[]): string {
  const lines = [csvLine(ITEM_COLUMNS)];
  for (const item of items) {
    const cells = itemCells(item);
    lines.push(csvLine(ITEM_COLUMNS.map((column) => cells[column] ?? '')));
  }
  return `${lines.join('\n')}\n`;
}

export async function getJson<T>(app: FastifyInstance, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

/** The newest audit rows of a subject. */
export async function auditOf(client: AccountClient, type: string, id: string) {
  const res = await client.get(`/api/admin/audit?subjectType=${type}&subjectId=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>().entries;
}
