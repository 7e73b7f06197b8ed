// The imports tests' fixtures: an import in each state, a fake imports API behind the console's
// fetch stub, and a fake XMLHttpRequest that the test drives (progress, then the server's answer).
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { ImportMapping, ImportReportJson, ImportSummary } from '@shop/domain';
import { ADMIN, stubSignedIn } from '../testing/console-harness';
import type { ConsoleAnswer, ConsoleCall } from '../testing/console-harness';

export const IMPORT_ID = 'imp-1';

export const REPORT: ImportReportJson = {
  kind: 'items',
  rows: 4,
  create: 1,
  update: 1,
  unchanged: 0,
  invalid: 2,
  problems: [
    { line: 3, column: 'price_any', code: 'not_a_number', value: '12,x' },
    { line: 5, column: 'group', code: 'unknown_group', value: 'wheels' },
  ],
};

export const CLEAN_REPORT: ImportReportJson = {
  ...REPORT,
  rows: 3,
  create: 2,
  unchanged: 1,
  invalid: 0,
  problems: [],
};

export function summary(overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    id: IMPORT_ID,
    fileName: 'parts.csv',
    mapping: null,
    state: 'staged',
    progress: { bytes: 100, totalBytes: 100, rows: 4, rowsPerSecond: 800, secondsLeft: 0 },
    report: REPORT,
    applied: null,
    error: null,
    createdBy: 'astrid@example.com',
    createdAt: '2026-03-10T12:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export const staging = (overrides: Partial<ImportSummary> = {}) =>
  summary({
    state: 'staging',
    report: null,
    progress: { bytes: 40, totalBytes: 100, rows: 1200, rowsPerSecond: 600, secondsLeft: 150 },
    ...overrides,
  });

export interface FakeImports {
  /** What GET /api/admin/imports/imp-1 answers, in turn; the last stays (a test may replace it). */
  reads: ImportSummary[];
  list?: ImportSummary[];
  mappings?: ImportMapping[];
  apply?(body: unknown): ConsoleAnswer;
  cancel?(): ConsoleAnswer;
  saveMapping?(name: string, body: unknown): ConsoleAnswer;
  deleteMapping?(name: string): ConsoleAnswer;
}

/** A fake imports API for a signed-in admin; answers what `fake` says, logs every call. */
export function stubImports(fake: FakeImports) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const read = () => (fake.reads.length > 1 ? fake.reads.shift() : fake.reads[0]);
  const answer = (call: ConsoleCall): ConsoleAnswer | undefined => {
    const { method, path } = call;
    const base = `/api/admin/imports/${IMPORT_ID}`;
    const mapping = /^\/api\/admin\/import-mappings\/(.+)$/.exec(path)?.[1];
    if (path === '/api/admin/imports') return { body: { imports: fake.list ?? [] } };
    if (path === '/api/admin/import-mappings') return { body: { mappings: fake.mappings ?? [] } };
    if (path === base) return { body: { import: read() } };
    if (path === `${base}/apply` && fake.apply) return fake.apply(call.body);
    if (path === `${base}/cancel` && fake.cancel) return fake.cancel();
    if (mapping && method === 'PUT' && fake.saveMapping)
      return fake.saveMapping(decodeURIComponent(mapping), call.body);
    if (mapping && method === 'DELETE' && fake.deleteMapping)
      return fake.deleteMapping(decodeURIComponent(mapping));
    return undefined;
  };
  stubSignedIn(ADMIN, (call) => {
    const answered = answer(call);
    if (answered) calls.push({ method: call.method, path: call.path, body: call.body });
    return answered;
  });
  return calls;
}

type Listener =
  ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;

/** An XMLHttpRequest that sends nothing: the test says how far the upload got and what came back. */
export class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.made.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

/** XMLHttpRequest replaced by FakeXhr until vi.unstubAllGlobals(). */
export function stubXhr(): typeof FakeXhr.made {
  FakeXhr.made = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.made;
}
