// Exploded-diagram rows: about nine diagrams per car, each with 8-30 numbered entries that point at
// items fitting that car (about 15 % without an item), bracketed auxiliary and repeated positions.
import { carDisplayName, zeroPad } from '@shop/domain';
import type {
  DiagramItemTable,
  DiagramItemTextTable,
  DiagramTable,
  DiagramTextTable,
} from '../schema.js';
import { DEMO_CARS, DEMO_ITEM_GROUPS, type DemoCar } from './car.data.js';
import { diagramLayout, LABEL_SIZE } from './diagram-layout.js';
import type { ItemBundle } from './item.generator.js';
import { createRandom, DEMO_SEED, hashString, mixSeed, type Random } from './random.js';
import {
  fill,
  GROUP_BY_SLUG,
  LOOSE_PARTS,
  PHRASES,
  REMARKS,
  STANDARD_SIZE,
  TRANSLATED,
  type DiagramTitle,
  type Family,
  type Lang,
  type Texts,
} from './vocabulary/index.js';

export interface DiagramBundle {
  diagram: DiagramTable;
  entries: DiagramItemTable[];
  /** The diagram's name, description and remark in sv and fi. */
  texts: DiagramTextTable[];
  /** Each entry's description and remark in sv and fi. */
  entryTexts: DiagramItemTextTable[];
}

/** A diagram's or entry's texts per language, made once and split into the rows. */
type ByLang<T> = Record<Lang, T>;

const DIAGRAM_STREAM = 7;
const json = (list: readonly string[]): string => JSON.stringify(list);

class ItemPool {
  readonly #byCarGroup = new Map<string, ItemBundle[]>();
  readonly #byCar = new Map<string, ItemBundle[]>();

  constructor(items: readonly ItemBundle[]) {
    for (const bundle of items) {
      for (const fit of bundle.fits) {
        push(this.#byCarGroup, `${fit.car_slug}|${fit.group_slug}`, bundle);
        push(this.#byCar, fit.car_slug, bundle);
      }
    }
  }

  /** An item fitting the car, preferring the group and items not used on this drawing yet. */
  pick(rng: Random, car: string, group: string, used: Set<string>): ItemBundle | null {
    for (const list of [this.#byCarGroup.get(`${car}|${group}`), this.#byCar.get(car)]) {
      const fresh = (list ?? []).filter((b) => !used.has(b.item.id));
      if (fresh.length > 0) return rng.pick(fresh);
    }
    const any = this.#byCar.get(car) ?? [];
    return any.length > 0 ? rng.pick(any) : null;
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function generateDiagrams(items: readonly ItemBundle[], seed = DEMO_SEED): DiagramBundle[] {
  const pool = new ItemPool(items);
  const out: DiagramBundle[] = [];
  DEMO_CARS.forEach((car, carIndex) => {
    const rng = createRandom(mixSeed(seed, carIndex, DIAGRAM_STREAM));
    const groups = rng.sample(DEMO_ITEM_GROUPS, rng.int(8, 10)).sort((a, b) => a.idx - b.idx);
    for (const group of groups) {
      const sheets = rng.chance(0.15) ? 2 : 1;
      // The title count is part of the random stream: the drawings' ids depend on it.
      const titles: readonly DiagramTitle[] = GROUP_BY_SLUG.get(group.slug)?.diagrams ?? [];
      const offset = rng.int(0, titles.length - 1);
      const fitting = titles.filter(
        (t) => !t.families || t.families.includes(car.family as Family),
      );
      for (let sheet = 1; sheet <= sheets; sheet++) {
        const illustration = `V${car.code}${zeroPad(group.idx, 2)}${zeroPad(sheet, 2)}${car.modern ? '1M' : '1'}`;
        const at = offset + sheet - 1;
        const base = fitting[at % fitting.length] ?? {
          en: group.name,
          sv: group.name,
          fi: group.name,
        };
        // A second sheet with the same title says which sheet it is.
        const title = sheet > 1 && fitting.length < sheets ? sheetTitle(base, sheet) : base;
        // Own stream per drawing: its shape never depends on which items exist.
        const own = createRandom(mixSeed(seed, hashString(illustration)));
        out.push(makeDiagram(own, pool, car, group.slug, illustration, title));
      }
    }
  });
  return out;
}

function sheetTitle(base: Texts, sheet: number): Texts {
  return byLang((lang) => `${base[lang]}, ${fill(PHRASES.sheet, lang, { n: sheet })}`);
}

function makeDiagram(
  rng: Random,
  pool: ItemPool,
  car: DemoCar,
  groupSlug: string,
  illustration: string,
  name: Texts,
): DiagramBundle {
  const [width, height] = rng.chance(0.2) ? [900, 1200] : [1200, 900];
  const total = rng.int(8, 30);
  const extras = total >= 12 ? rng.int(1, Math.max(1, Math.floor(total / 5))) : rng.int(0, 1);
  const distinct = Math.min(25, total - extras);
  const bases = Array.from({ length: distinct }, (_, i) => String(i + 1));
  const positions = [...bases];
  for (let i = distinct; i < total; i++) {
    const base = rng.pick(bases);
    positions.push(rng.chance(0.55) ? `(${base})` : base);
  }
  // Order by number; a plain position before its bracketed auxiliary one.
  const key = (p: string): number => Number(p.replace(/\D/g, '')) * 2 + (p.startsWith('(') ? 1 : 0);
  positions.sort((a, b) => key(a) - key(b));
  const layout = diagramLayout(illustration, bases, width, height);
  const coordinates = layout.labels.map((l) => ({
    pos: l.pos,
    x: l.x,
    y: l.y,
    w: LABEL_SIZE,
    h: LABEL_SIZE,
  }));
  const engines = rng.sample(car.engines, rng.int(1, car.engines.length));
  const chassis = rng.chance(0.3) ? rng.int(10_000, 250_000) : null;
  const description = (lang: Lang): string =>
    json([
      `${name[lang]}, ${carDisplayName(car)}`,
      fill(engines.length === 1 ? PHRASES.engine : PHRASES.engines, lang, {
        engines: engines.join(', '),
      }),
    ]);
  const remark = (lang: Lang): string =>
    json(chassis === null ? [] : [fill(PHRASES.fromChassis, lang, { number: chassis })]);
  const diagram: DiagramTable = {
    illustration,
    name: name.en,
    car_slug: car.slug,
    group_slug: groupSlug,
    description: description('en'),
    remark: remark('en'),
    model: JSON.stringify(rng.chance(0.5) ? [car.label, ...engines] : [car.label]),
    coordinates: JSON.stringify(coordinates),
    width,
    height,
  };
  const used = new Set<string>();
  const made = positions.map((position, i) =>
    makeEntry(rng, pool, car, groupSlug, illustration, position, i + 1, used),
  );
  return {
    diagram,
    entries: made.map((m) => m.entry),
    texts: TRANSLATED.map((language) => ({
      illustration,
      language,
      name: name[language],
      description: description(language),
      remark: remark(language),
    })),
    entryTexts: made.flatMap((m) =>
      TRANSLATED.map((language) => ({
        illustration,
        idx: m.entry.idx,
        language,
        description: m.description[language],
        remark: m.remark[language],
      })),
    ),
  };
}

interface MadeEntry {
  entry: DiagramItemTable;
  description: ByLang<string>;
  remark: ByLang<string>;
}

/** An item's name in a language: English from the item row, sv and fi from its text rows. */
function itemName(bundle: ItemBundle, lang: Lang): string {
  if (lang === 'en') return bundle.item.name;
  return bundle.texts.find((t) => t.language === lang)?.name ?? bundle.item.name;
}

const byLang = <T>(make: (lang: Lang) => T): ByLang<T> => ({
  en: make('en'),
  sv: make('sv'),
  fi: make('fi'),
});

function makeEntry(
  rng: Random,
  pool: ItemPool,
  car: DemoCar,
  groupSlug: string,
  illustration: string,
  position: string,
  idx: number,
  used: Set<string>,
): MadeEntry {
  const bundle = rng.chance(0.15) ? null : pool.pick(rng, car.slug, groupSlug, used);
  if (bundle) used.add(bundle.item.id);
  const loose = rng.pick(LOOSE_PARTS);
  const size =
    bundle || !rng.chance(0.5) ? null : `M${rng.pick([5, 6, 8, 10, 12])}x${rng.int(2, 8) * 5}`;
  const description = byLang((lang) =>
    json(bundle ? [itemName(bundle, lang)] : [loose[lang], size ?? STANDARD_SIZE[lang]]),
  );
  const model = json(rng.chance(0.5) ? [`${car.label}, ${rng.pick(car.engines)}`] : []);
  const remarkText = rng.chance(0.25) ? rng.pick(REMARKS) : null;
  const remark = byLang((lang) => json(remarkText ? [remarkText[lang]] : []));
  const entry: DiagramItemTable = {
    illustration,
    idx,
    position,
    base_position: position.replace(/\D/g, ''),
    description: description.en,
    model,
    remark: remark.en,
    quantity: json([String(rng.int(1, 4))]),
    item_id: bundle ? bundle.item.id : null,
    reference: bundle?.references[0]?.ref ?? `9${rng.int(10_000, 99_999)}`,
  };
  return { entry, description, remark };
}
