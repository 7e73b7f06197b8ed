// `npm run check:i18n`: checks the shop's texts in en, sv and fi and prints one line per problem,
// then a total; exits 1 on any problem. For each source of texts: a key missing in a language, an
// sv or fi text equal to the English one (bar a short allow-list), {{variables}} or $t() nestings
// that differ; for the frame's texts also a key the web app never references.
// Sources: the frame (apps/web/src/i18n, bundled as bundle.ts does) and the demo catalog's
// vocabulary (packages/db/src/demo/vocabulary), whose keys no code names (checkUsage false).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogVocabulary } from '@shop/db';
import { VALIDATION_ERRORS } from '@shop/domain';
import {
  LANGUAGES,
  catalogSource,
  compareLanguages,
  flatten,
  keyLiterals,
  unmatchedPatterns,
  unusedKeys,
} from './check-i18n-rules.js';
import type { DynamicKey, Lang, Problem, TextSource } from './check-i18n-rules.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const webSrc = join(root, 'apps/web/src');
const i18nDir = join(webSrc, 'i18n');

/** Keys the web app builds at run time; each must stay in step with the code named. */
export const DYNAMIC_KEYS: readonly DynamicKey[] = [
  { pattern: 'address.*', reason: 'address-fields.tsx, address-form.tsx: t(`address.${field}`)' },
  { pattern: 'account.fields.*', reason: 'register-form.tsx: one label per form field name' },
  { pattern: 'catalog.brand.*', reason: 'price-cell.tsx, purchase-box.tsx: one per item brand' },
  { pattern: 'cart.brand.*', reason: 'line-parts.tsx: one per item brand' },
  { pattern: 'checkout.brand.*', reason: 'order-lines.tsx: one per item brand' },
  { pattern: 'checkout.order.statuses.*', reason: 'order-page.tsx, orders-section.tsx: status' },
  { pattern: 'checkout.review.edit.*', reason: 'address-editor.tsx, review-details.tsx: kind' },
  { pattern: 'checkout.review.errors.*', reason: 'place-error.tsx: one per place-order failure' },
  { pattern: 'checkout.blocked.*', reason: 'checkout-form.tsx: one per checkout blocker' },
  { pattern: 'checkout.transport.*', reason: 'shipping-section.tsx: why a carrier is unavailable' },
  { pattern: 'checkout.payment.*', reason: 'payment-section.tsx: why a payment is unavailable' },
  { pattern: 'checkout.mobile.describePlain', reason: 'mobile-payment-dialog.tsx: `${key}Plain`' },
  {
    pattern: 'checkout.mobile.describeAppPlain',
    reason: 'mobile-payment-dialog.tsx: `${key}Plain`',
  },
  { pattern: 'search.view.*', reason: 'search-results.tsx: one per view option' },
  { pattern: 'diagrams.view.*', reason: 'diagram-view.tsx: one per view option' },
  { pattern: 'home.slides.*.*', reason: 'hero-slider.tsx: alt, title and text per slide' },
  { pattern: 'info.*.title', reason: 'info-page.tsx: the page title per info page' },
  { pattern: 'info.*.intro', reason: 'info-page.tsx: the intro per info page' },
  { pattern: 'info.*.*.title', reason: 'info-page.tsx: each section title of an info page' },
  { pattern: 'info.*.*.text', reason: 'info-page.tsx: each section text of an info page' },
  { pattern: 'error.*', reason: 'login-redirect.ts: t(`error.${cause}`), the API error codes' },
];

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** One language's frame texts, merged as bundle.ts merges them: `<feature>/<lang>.json` under key. */
function frameMessages(lang: Lang): Record<string, unknown> {
  const merged = { ...(readJson(join(i18nDir, `${lang}.json`)) as Record<string, unknown>) };
  for (const feature of readdirSync(i18nDir).sort()) {
    const file = join(i18nDir, feature, `${lang}.json`);
    if (statSync(join(i18nDir, feature)).isDirectory()) merged[feature] = readJson(file);
  }
  return merged;
}

export function sources(): TextSource[] {
  const messages = Object.fromEntries(LANGUAGES.map((l) => [l, frameMessages(l)]));
  return [
    { name: 'frame', messages: messages as Record<Lang, unknown>, checkUsage: true },
    catalogSource(catalogVocabulary()),
  ];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === i18nDir ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every string literal of the web app's code (tests aside), plus keys the domain hands over. */
function referencedLiterals(): Set<string> {
  const literals = new Set<string>(Object.values(VALIDATION_ERRORS));
  for (const file of sourceFiles(webSrc))
    for (const s of keyLiterals(readFileSync(file, 'utf8'))) literals.add(s);
  return literals;
}

function main(): number {
  const problems: Problem[] = [];
  const literals = referencedLiterals();
  for (const source of sources()) {
    problems.push(...compareLanguages(source));
    if (!source.checkUsage) continue;
    const keys = [...flatten(source.messages.en).keys()];
    for (const key of unusedKeys(keys, literals, DYNAMIC_KEYS))
      problems.push({ source: source.name, key, message: 'unused: no reference in apps/web/src' });
    for (const d of unmatchedPatterns(keys, DYNAMIC_KEYS))
      problems.push({
        source: source.name,
        key: d.pattern,
        message: 'dynamic pattern matches no key',
      });
  }
  for (const p of problems) console.log(`FAIL ${p.source} ${p.key}: ${p.message}`);
  const where = `${relative(root, i18nDir)} and packages/db/src/demo/vocabulary`;
  console.log(
    problems.length
      ? `${problems.length} i18n problem(s) in ${where}`
      : `ok: no i18n problems in ${where}`,
  );
  return problems.length ? 1 : 0;
}

process.exitCode = main();
