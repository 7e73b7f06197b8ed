// The contact form is quota'd per client IP (CONTACT_MAX per window): past it 429 {message, code}
// with Retry-After, worded in the caller's language; another IP is unaffected; the window's end
// (on the quotas' clock, moved on by hand) releases it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';
import type { TestApp } from '../../test/test-app.js';
import { rateLimitClock } from '../limits/limits.fixtures.js';
import { mailConfig } from '../mail/mail.fixtures.js';
import { accountClient } from '../users/users.fixtures.js';
import { CONTACT_URL, contactMessage, storedMessages } from './contact.fixtures.js';

const MAX = 3;
const WINDOW_MS = 60_000;
let t: TestApp;
let clock: { pass(ms: number): void };

beforeAll(async () => {
  t = await createTestApp({
    config: { contact: { max: MAX, windowMs: WINDOW_MS }, mail: mailConfig({ worker: false }) },
  });
  clock = rateLimitClock(t.app);
});
afterAll(() => t?.close());

describe('contact rate limit', () => {
  it('answers 429 with Retry-After past the quota, per IP, until the window ends', async () => {
    const client = await accountClient(t.app, {}, { ip: '10.40.0.1' });
    for (let n = 1; n <= MAX; n++) {
      const response = await client.post(CONTACT_URL, contactMessage());
      expect(response.statusCode).toBe(201);
    }
    const stored = (await storedMessages(t.app)).length;
    const refused = await client.post(CONTACT_URL, contactMessage());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'too_many_requests',
      message: 'Too many requests. Try again in 1 min.',
    });
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
    const swedish = await client.post(CONTACT_URL, contactMessage(), { 'accept-language': 'sv' });
    expect(swedish.statusCode).toBe(429);
    expect(swedish.json<{ message: string }>().message).toBe(
      'För många försök. Försök igen om 1 min.',
    );
    // A honeypot hit counts too, and is refused alike.
    expect((await client.post(CONTACT_URL, contactMessage({ website: 'x' }))).statusCode).toBe(429);
    expect((await storedMessages(t.app)).length).toBe(stored);

    const other = await accountClient(t.app, {}, { ip: '10.40.0.2' });
    expect((await other.post(CONTACT_URL, contactMessage())).statusCode).toBe(201);

    clock.pass(WINDOW_MS / 2);
    expect((await client.post(CONTACT_URL, contactMessage())).statusCode).toBe(429);
    clock.pass(WINDOW_MS / 2);
    expect((await client.post(CONTACT_URL, contactMessage())).statusCode).toBe(201);
  });
});
