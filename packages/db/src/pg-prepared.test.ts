import { describe, expect, it } from 'vitest';
import { preparedNameOf } from './pg-prepared.js';

describe('preparedNameOf', () => {
  it('names each write by its text, the same name every time', () => {
    const insert = 'insert into "t" ("a") values ($1)';
    const update = 'update "t" set "a" = $1 where "id" = $2';
    expect(preparedNameOf(insert)).toMatch(/^shop_[0-9a-f]{40}$/);
    expect(preparedNameOf(insert)).toBe(preparedNameOf(insert));
    expect(preparedNameOf(update)).not.toBe(preparedNameOf(insert));
    expect(preparedNameOf('delete from "t" where "id" = $1')).not.toBeNull();
  });

  it('leaves reads, star results and bulk inserts as plain text', () => {
    expect(preparedNameOf('select * from "t" where "id" = $1')).toBeNull();
    expect(preparedNameOf('update "t" set "a" = $1 returning *')).toBeNull();
    const bulk = `insert into "t" ("a") values ${Array.from({ length: 2000 }, (_, i) => `($${i + 1})`).join(', ')}`;
    expect(preparedNameOf(bulk)).toBeNull();
  });
});
