// `npm run check:i18n`: checks the shop's texts in en, sv and fi and prints one line per problem,
// then a total; exits 1 on any problem. For each source of texts: a key missing in a language, an
// sv or fi text equal to the English one (bar a short allow-list), {{variables}} or $t() nestings
// that differ; for the web's, the console's and the server's texts also a key their code never references; across
// all of them, the shared vocabulary (check-i18n-terms.ts): one word per concept in web and mail.
// Sources: the frame (apps/web/src/i18n, bundled as bundle.ts does), the staff console
// (apps/web/src/admin/i18n, its own i18next resources), the server (apps/server/src/i18n:
// mail and API messages) and the demo catalog's vocabulary (packages/db/src/demo/vocabulary), whose
// keys no code names (checkUsage false).
import { relative } from 'node:path';
import { catalogVocabulary } from '@shop/db';
import { VALIDATION_ERRORS } from '@shop/domain';
import {
  catalogSource,
  compareLanguages,
  flatten,
  termProblems,
  unmatchedPatterns,
  unusedKeys,
} from './check-i18n-rules.js';
import type { DynamicKey, Problem, TextSource } from './check-i18n-rules.js';
import {
  SERVER_DYNAMIC_KEYS,
  codeLiterals,
  consoleI18n,
  consoleSource,
  consoleSrc,
  frameSource,
  root,
  serverI18n,
  serverSource,
  serverSrc,
  webI18n,
  webSrc,
} from './check-i18n-sources.js';
import { SHARED_TERMS } from './check-i18n-terms.js';

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

export function sources(): TextSource[] {
  return [frameSource(), consoleSource(), serverSource(), catalogSource(catalogVocabulary())];
}

/** Where a checked source's keys must be referenced: its code, and the keys built at run time. */
interface Usage {
  code: string;
  skip: string;
  dynamic: readonly DynamicKey[];
  /** Keys handed over by other code (the domain's validation error keys for the web). */
  extra?: readonly string[];
}

const USAGE: Readonly<Record<string, Usage>> = {
  frame: {
    code: webSrc,
    skip: webI18n,
    dynamic: DYNAMIC_KEYS,
    extra: Object.values(VALIDATION_ERRORS),
  },
  console: { code: consoleSrc, skip: consoleI18n, dynamic: [] },
  server: { code: serverSrc, skip: serverI18n, dynamic: SERVER_DYNAMIC_KEYS },
};

/** Every string literal of a source's code (tests aside), plus the keys handed over to it. */
function referencedLiterals(usage: Usage): Set<string> {
  const literals = codeLiterals(usage.code, usage.skip);
  for (const key of usage.extra ?? []) literals.add(key);
  return literals;
}

function main(): number {
  const problems: Problem[] = [];
  const all = sources();
  for (const source of all) {
    problems.push(...compareLanguages(source));
    const usage = USAGE[source.name];
    if (!source.checkUsage || !usage) continue;
    const keys = [...flatten(source.messages.en).keys()];
    const where = relative(root, usage.code);
    for (const key of unusedKeys(keys, referencedLiterals(usage), usage.dynamic))
      problems.push({ source: source.name, key, message: `unused: no reference in ${where}` });
    for (const d of unmatchedPatterns(keys, usage.dynamic))
      problems.push({
        source: source.name,
        key: d.pattern,
        message: 'dynamic pattern matches no key',
      });
  }
  problems.push(...termProblems(SHARED_TERMS, all));
  for (const p of problems) console.log(`FAIL ${p.source} ${p.key}: ${p.message}`);
  const where = [webI18n, consoleI18n, serverI18n].map((dir) => relative(root, dir)).join(', ');
  const scope = `${where} and packages/db/src/demo/vocabulary`;
  console.log(
    problems.length
      ? `${problems.length} i18n problem(s) in ${scope}`
      : `ok: no i18n problems in ${scope}`,
  );
  return problems.length ? 1 : 0;
}

process.exitCode = main();
