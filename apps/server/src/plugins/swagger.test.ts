// The OpenAPI document is the contract for integrators: every /api route lists its answer's schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import type { TestApp } from '../test/test-app.js';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('OpenAPI document', () => {
  it('declares a success and an error schema for every /api route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, Operation>> }>();
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([m, op]) => ({ path, m, op })));
    expect(operations.length).toBeGreaterThanOrEqual(20);
    for (const { path, m, op } of operations) {
      const where = `${m.toUpperCase()} ${path}`;
      // A 204 answers no body; every other success declares its JSON, or the file it sends.
      if (!op.responses?.['204']) {
        const success = op.responses?.['200'] ?? op.responses?.['201'] ?? op.responses?.['202'];
        const content = success?.content ?? {};
        expect(content['application/json'] ?? content['application/pdf'], where).toBeDefined();
      }
      expect(op.responses?.['4XX'] ?? op.responses?.['4xx'], where).toBeDefined();
    }
  });

  it('keeps internal columns out of the item schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    for (const column of ['stock_quantity', 'legacy_id', 'group_slug', 'updated_at', 'ref_norm'])
      expect(res.body).not.toContain(`"${column}"`);
  });
});
