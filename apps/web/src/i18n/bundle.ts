// Builds one language's messages: the app's own file plus every feature's file under its feature key.
import type { Messages } from '../lib/translate';

/**
 * Merges `./<feature>/<lang>.json` modules (as import.meta.glob gives them) into `base` under the key
 * `<feature>`, so a feature's strings read t('<feature>.key').
 */
export function bundle(base: Messages, features: Record<string, unknown>): Messages {
  const merged: Messages = { ...base };
  for (const [path, messages] of Object.entries(features)) {
    const feature = /^\.\/([^/]+)\/[^/]+\.json$/.exec(path)?.[1];
    if (feature && typeof messages === 'object' && messages !== null) merged[feature] = messages;
  }
  return merged;
}
