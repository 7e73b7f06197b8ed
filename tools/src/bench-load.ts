// bench:api's mixed load: what a crowd of visitors does in every language (item lists of every car,
// group and page, item pages, searches, carts, orders), so every cache that grows with input fills.
import { randomUUID } from 'node:crypto';
import type { CarGroup, CarResponse, ItemsPage, Language } from '@shop/domain';
import { ITEMS_PAGE_SIZE, LANGUAGES } from '@shop/domain';
import { swedishOrderDraft, xsrfHeaders } from './bench-kit.js';

const CONCURRENCY = 16;
/** Of each kind; lists cover every car, group and page instead. */
const ITEM_PAGES = 900;
const SEARCHES = 1200;
const CARTS = 400;
const ORDERS = 200;

export interface LoadSummary {
  requests: number;
  failures: number;
  seconds: number;
  byKind: Record<string, number>;
}

type Job = { kind: string; run: () => Promise<Response> };

async function json<T>(base: string, path: string, language: Language): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: { 'accept-language': language } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A small deterministic generator, so two runs send the same requests. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0;
    return s / 2 ** 32;
  };
}

/** Every list page of every car (all items and each group), in `language`. */
async function listPaths(base: string, language: Language): Promise<string[]> {
  const groups = await json<CarGroup[]>(base, '/api/car-groups', language);
  const paths: string[] = [];
  for (const car of groups.flatMap((g) => g.cars)) {
    const detail = await json<CarResponse>(base, `/api/car/${car.slug}`, language);
    const pages = (n: number) => Math.max(1, Math.ceil(n / ITEMS_PAGE_SIZE));
    for (let p = 1; p <= pages(detail.count.items); p++)
      paths.push(`/api/items/car/${car.slug}/${p}`);
    for (const group of detail.groups) {
      const url = `/api/items/car/${car.slug}/group/${group.slug}`;
      for (let p = 1; p <= pages(group.items); p++) paths.push(`${url}/${p}`);
      paths.push(`${url}?sort=-price`);
    }
  }
  return paths;
}

const post = (base: string, path: string, headers: Record<string, string>, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

/** Runs `jobs` CONCURRENCY at a time; a failure is counted, not thrown. */
async function runJobs(jobs: readonly Job[]): Promise<number> {
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      try {
        const res = await job.run();
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

/**
 * The mixed load against the shop at `base` (after reading the catalog it walks, with a sample of
 * its list pages); resolves with what was sent and how long the load itself took.
 */
export async function mixedLoad(base: string): Promise<LoadSummary> {
  const rand = random(42);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const xsrf = await xsrfHeaders(base);
  const jobs: Job[] = [];
  const itemIds = new Set<string>();
  const words = new Set<string>();
  const references = new Set<string>();
  for (const language of LANGUAGES) {
    const paths = await listPaths(base, language);
    const headers = { 'accept-language': language, 'accept-encoding': 'br, gzip' };
    for (const path of paths)
      jobs.push({ kind: 'list', run: () => fetch(`${base}${path}`, { headers }) });
    // A sample of the lists' items gives the item pages, search words and carts.
    for (const path of paths.filter((_, i) => i % 8 === 0)) {
      const page = await json<ItemsPage>(base, path, language);
      for (const item of page.items) {
        itemIds.add(item._id);
        for (const w of item.name.split(/[^\p{L}]+/u))
          if (w.length >= 4) words.add(w.toLowerCase());
        for (const r of item.references) references.add(r.id);
      }
    }
  }
  const ids = [...itemIds];
  for (let i = 0; i < ITEM_PAGES; i++) {
    const path = `/item/${pick(ids)}?lang=${pick(LANGUAGES)}`;
    jobs.push({ kind: 'item page', run: () => fetch(`${base}${path}`) });
  }
  const queries = [...words, ...references];
  for (let i = 0; i < SEARCHES; i++) {
    const headers = { ...xsrf, 'accept-language': pick(LANGUAGES), 'accept-encoding': 'br' };
    const q = i % 5 === 4 ? `${pick(queries)} ${pick(queries)}` : pick(queries);
    const diagram = i % 4 === 3;
    const path = diagram ? '/api/diagrams/search/' : '/api/items/search/';
    jobs.push({ kind: 'search', run: () => post(base, path, headers, { q }) });
  }
  const cartOf = (lines: number) =>
    Object.fromEntries(
      Array.from({ length: lines }, () => [pick(ids), { quantity: 1, brand: 'any', car: null }]),
    );
  for (let i = 0; i < CARTS; i++) {
    const headers = { ...xsrf, 'accept-language': pick(LANGUAGES) };
    const cart = cartOf(1 + Math.floor(rand() * 6));
    jobs.push({ kind: 'cart', run: () => post(base, '/api/cart', headers, { cart }) });
  }
  for (let i = 0; i < ORDERS; i++) {
    const body = swedishOrderDraft(randomUUID(), cartOf(1 + (i % 3)), 'bench@example.com');
    const run = () =>
      fetch(`${base}/api/legacy/order/create`, { method: 'POST', headers: xsrf, body });
    jobs.push({ kind: 'order', run });
  }
  // Interleaved, as visitors do, so no cache sees only one kind at a time.
  const shuffled = jobs
    .map((job) => ({ job, key: rand() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.job);
  const started = performance.now();
  const failures = await runJobs(shuffled);
  const byKind: Record<string, number> = {};
  for (const job of jobs) byKind[job.kind] = (byKind[job.kind] ?? 0) + 1;
  return {
    requests: jobs.length,
    failures,
    seconds: (performance.now() - started) / 1000,
    byKind,
  };
}
