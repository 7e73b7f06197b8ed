import { afterEach, describe, it } from 'vitest';
import { createDb, type DbHandle } from '../client.js';
import { carMakesUpAndDown } from './2026-12-06-car-makes.fixtures.js';

const handles: DbHandle[] = [];

afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()));
});

describe('car makes migration on SQLite', () => {
  it('adds an empty make to the cars there, and takes it away going down', async () => {
    const handle = createDb('sqlite::memory:');
    handles.push(handle);
    await carMakesUpAndDown(handle);
  });
});
