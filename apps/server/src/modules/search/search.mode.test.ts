// The diagram search's mode: SPEC §2's route modes (items, diagrams), which clients of the original
// shop send, and unknown modes search like the default instead of being refused.
import type { DiagramSearchResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { xsrfClient } from '../../test/xsrf-client.js';
import type { Client } from '../../test/xsrf-client.js';

let t: TestApp;
let client: Client;

beforeAll(async () => {
  t = await createTestApp();
  client = await xsrfClient(t.app);
});

afterAll(() => t?.close());

const search = (body: Record<string, unknown>) =>
  client.post('/api/diagrams/search/', { q: 'bolt', ...body });

describe('POST /api/diagrams/search/ mode', () => {
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
