// The texts `npm run check:i18n` reads from disk, merged as their apps merge them, and the code that
// must reference their keys. File system only (no workspace imports), so tests can load them as is.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, keyLiterals } from './check-i18n-rules.js';
import type { DynamicKey, Lang, TextSource } from './check-i18n-rules.js';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const webSrc = join(root, 'apps/web/src');
export const webI18n = join(webSrc, 'i18n');
export const consoleSrc = join(webSrc, 'admin');
export const consoleI18n = join(consoleSrc, 'i18n');
export const serverSrc = join(root, 'apps/server/src');
export const serverI18n = join(serverSrc, 'i18n');

/** Keys the server builds at run time; each must stay in step with the code named. */
export const SERVER_DYNAMIC_KEYS: readonly DynamicKey[] = [
  {
    pattern: 'orders.mail.instructions.*',
    reason:
      'order-mail.ts: one per payment slug without a bank account (bank transfer has its own)',
  },
  { pattern: 'users.mail.*.*', reason: 'account-mail.ts: subject, intro, action, outro per kind' },
  { pattern: 'users.messages.*', reason: 'account-messages.ts: one per AccountMessage' },
  { pattern: 'payments.problems.*', reason: 'payment-messages.ts: one per PaymentProblem' },
  { pattern: 'swish.codes.*', reason: 'swish-messages.ts: one per Swish error code' },
  { pattern: 'contact.topics.*', reason: 'contact-mail.ts: one per contact topic' },
];

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const folders = (dir: string) =>
  readdirSync(dir)
    .sort()
    .filter((name) => statSync(join(dir, name)).isDirectory());

/** One language's web texts, merged as bundle.ts merges them: `<feature>/<lang>.json` under key. */
export function frameMessages(lang: Lang): Record<string, unknown> {
  const merged = { ...(readJson(join(webI18n, `${lang}.json`)) as Record<string, unknown>) };
  for (const feature of folders(webI18n))
    merged[feature] = readJson(join(webI18n, feature, `${lang}.json`));
  return merged;
}

/** One language's staff console texts: its own i18next resources, one file per language. */
export function consoleMessages(lang: Lang): Record<string, unknown> {
  return readJson(join(consoleI18n, `${lang}.json`)) as Record<string, unknown>;
}

/** One language's server texts, as apps/server/src/i18n/index.ts loads them: `<area>/<lang>.json`. */
export function serverMessages(lang: Lang): Record<string, unknown> {
  return Object.fromEntries(
    folders(serverI18n).map((area) => [area, readJson(join(serverI18n, area, `${lang}.json`))]),
  );
}

const source = (name: string, read: (lang: Lang) => unknown): TextSource => ({
  name,
  messages: Object.fromEntries(LANGUAGES.map((l) => [l, read(l)])) as Record<Lang, unknown>,
  checkUsage: true,
});

/** The web's texts (apps/web/src/i18n): every key referenced from apps/web/src. */
export const frameSource = (): TextSource => source('frame', frameMessages);

/** The staff console's texts (apps/web/src/admin/i18n): every key referenced from the console. */
export const consoleSource = (): TextSource => source('console', consoleMessages);

/** The server's texts (apps/server/src/i18n): mail, API messages, provider order lines. */
export const serverSource = (): TextSource => source('server', serverMessages);

/** Every .ts/.tsx file under `dir` but tests and the folder `skip` (the texts' own loader). */
export function sourceFiles(dir: string, skip: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === skip ? [] : sourceFiles(path, skip);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every quoted key-like literal in the code under `dir` (tests and `skip` aside). */
export function codeLiterals(dir: string, skip: string): Set<string> {
  const literals = new Set<string>();
  for (const file of sourceFiles(dir, skip))
    for (const s of keyLiterals(readFileSync(file, 'utf8'))) literals.add(s);
  return literals;
}
