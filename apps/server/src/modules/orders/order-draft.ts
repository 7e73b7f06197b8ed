// What makes two drafts "the same order": the idempotency key's content, hashed after the schema
// normalised it, with object keys sorted so key order never matters.
import { createHash } from 'node:crypto';
import type { OrderCreateRequest } from '@shop/domain';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** SHA-256 (hex) of the draft's content, its language left out (it only picks the mail's words). */
export function draftHash(draft: OrderCreateRequest): string {
  const { language: _language, ...content } = draft;
  return createHash('sha256')
    .update(JSON.stringify(canonical(content)))
    .digest('hex');
}
