// Whatever is typed, the search answers results or a 4xx, never a 500 (DESIGN §7).
import type { DiagramSearchResponse, ItemSearchResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { TOO_SHORT } from './search.fixtures.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';

let t: TestApp;
let client: Client;

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
});

afterAll(() => t?.close());

const PATHS = ['/api/items/search/', '/api/diagrams/search/'];

describe.each(PATHS)('%s', (path) => {
  it.each(['ab', '  ab  ', '', 'å\t'])('rejects %j as too short with the spec text', async (q) => {
    const res = await client.post(path, { q });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_SHORT);
  });

  it.each([201, 10_000])('rejects a %i-character query as too long', async (length) => {
    const res = await client.post(path, { q: '7'.repeat(length) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'query_too_long' });
  });

  it.each([
    ['a missing query', {}],
    ['a number', { q: 12345 }],
    ['null', { q: null }],
    ['a list', { q: ['brake'] }],
  ])('rejects %s as an invalid request', async (_name, body) => {
    const res = await client.post(path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('rejects a body that is not JSON', async () => {
    const res = await client.post(path, '{"q": "brake"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    const text = await client.post(path, 'q=brake', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('refuses a call without the XSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: path, payload: { q: 'brake' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'xsrf' });
  });

  const metaQueries = [
    `'''`,
    `"""`,
    '***',
    '(((',
    ')))',
    ':::',
    '---',
    '^^^',
    '%%%',
    '___',
    '\\\\\\',
    ';--',
    'OR AND NEAR',
    'brake OR filter',
    'brake AND NOT filter',
    'NEAR(brake filter, 2)',
    '"brake',
    'brake"',
    'brake*',
    '*brake',
    'name:brake',
    '{name}: brake',
    '^brake',
    'brake -filter',
    "brake' OR '1'='1",
    "'; drop table items;--",
    '30%_1\\',
    '%_\\',
    'brake & filter | !seal',
    "brake:* & 'x'",
    '\u0000\u0001abc',
    'o\u0308ljy',
    '🔧🔧🔧',
  ];

  it.each(metaQueries)('treats %j as ordinary text', async (q) => {
    const res = await client.post(path, { q });
    expect([200, 400]).toContain(res.statusCode);
    if (res.statusCode === 200)
      expect(Array.isArray(res.json<ItemSearchResponse>().items)).toBe(true);
    else expect(res.json()).toMatchObject({ code: expect.stringMatching(/^query_|invalid/) });
  });

  it('answers [] for a query with nothing searchable in it', async () => {
    for (const q of ['---', '%%%', '...', '*()']) {
      const res = await client.post(path, { q });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [] });
    }
  });

  it('still has its catalog after the hostile queries', async () => {
    const { n } = await t.db
      .selectFrom('items')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThan(3000);
  });
});

// SPEC §2's route modes (items, diagrams), which clients of the original shop send, and unknown
// modes search like the default instead of being refused.
describe('POST /api/diagrams/search/ mode', () => {
  const search = (body: Record<string, unknown>) =>
    client.post('/api/diagrams/search/', { q: 'bolt', ...body });

  it.each(['diagrams', 'items', 'no-such-mode'])(
    'answers mode %j like the default',
    async (mode) => {
      const res = await search({ mode });
      expect(res.statusCode).toBe(200);
      const expected = (await search({})).json<DiagramSearchResponse>();
      expect(res.json<DiagramSearchResponse>()).toEqual(expected);
    },
  );

  it('still honours the modes it knows', async () => {
    for (const mode of ['any', 'reference', 'description']) {
      expect((await search({ mode })).statusCode).toBe(200);
    }
  });

  it('refuses a mode that is not a string', async () => {
    const res = await search({ mode: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request' });
  });
});
