// Settings shared by every server process, e.g. the secret that signs XSRF tokens.
import type { Executor } from '@shop/db';
import * as repo from './settings.repository.js';

/**
 * The stored value of `key`; when absent, `candidate` is stored first. Processes starting at once
 * all end up with the same, first-written value.
 */
export function getOrCreateSetting(db: Executor, key: string, candidate: string): Promise<string> {
  return repo.getOrCreateSetting(db, key, candidate);
}
