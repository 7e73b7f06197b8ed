// The demo catalog's vocabulary in en, sv and fi: item groups with their part types, diagram
// titles, hardware, remarks, description phrases and the shop's names.
import { BODY } from './body.js';
import { BRAKES } from './brakes.js';
import { CLUTCH } from './clutch.js';
import { COOLING } from './cooling.js';
import { DRIVE_SHAFT } from './drive-shaft.js';
import { ELECTRICAL } from './electrical.js';
import { ENGINE } from './engine.js';
import { EXHAUST } from './exhaust.js';
import { FRONT_SUSPENSION } from './front-suspension.js';
import { FUEL_SYSTEM } from './fuel-system.js';
import { GEARBOX } from './gearbox.js';
import { IGNITION } from './ignition.js';
import { INTERIOR } from './interior.js';
import { LOOSE_PARTS, NOTES, PHRASES, REMARKS, STANDARD_SIZE, UNIT_NOTES } from './phrases.js';
import { REAR_SUSPENSION } from './rear-suspension.js';
import { STEERING } from './steering.js';
import { CAR_GROUP_NAMES, COUNTRY_NAMES, PAYMENT_NAMES, TRANSPORT_NAMES } from './shop.js';
import { LANGS, type GroupVocabulary, type Lang, type Texts } from './types.js';

export * from './types.js';
export * from './phrases.js';
export * from './shop.js';

/** Item groups in the catalog's order (their idx is the position here, from 1). */
export const GROUP_VOCABULARY: readonly GroupVocabulary[] = [
  ENGINE,
  FUEL_SYSTEM,
  IGNITION,
  EXHAUST,
  COOLING,
  CLUTCH,
  GEARBOX,
  DRIVE_SHAFT,
  BRAKES,
  FRONT_SUSPENSION,
  REAR_SUSPENSION,
  STEERING,
  ELECTRICAL,
  BODY,
  INTERIOR,
];

export const GROUP_BY_SLUG: ReadonlyMap<string, GroupVocabulary> = new Map(
  GROUP_VOCABULARY.map((group) => [group.slug, group]),
);

type Tree = { [key: string]: string | Tree };

const listTree = (list: readonly Texts[], lang: Lang): Tree =>
  Object.fromEntries(list.map((t, i) => [String(i + 1), t[lang]]));
const recordTree = (record: Readonly<Record<string | number, Texts>>, lang: Lang): Tree =>
  Object.fromEntries(Object.entries(record).map(([key, t]) => [key, t[lang]]));

/** Every text of the vocabulary as one nested object per language, for `npm run check:i18n`. */
export function catalogVocabulary(): Record<Lang, Tree> {
  const tree = (lang: Lang): Tree => ({
    groups: Object.fromEntries(
      GROUP_VOCABULARY.map((group) => [
        group.slug,
        {
          name: group.names[lang],
          diagrams: listTree(group.diagrams, lang),
          parts: Object.fromEntries(group.parts.map((p) => [p.key, p.names[lang]])),
        },
      ]),
    ),
    loose: listTree(LOOSE_PARTS, lang),
    standardSize: STANDARD_SIZE[lang],
    remarks: listTree(REMARKS, lang),
    phrases: recordTree(PHRASES, lang),
    units: recordTree(UNIT_NOTES, lang),
    notes: listTree(NOTES, lang),
    countries: recordTree(COUNTRY_NAMES, lang),
    transports: recordTree(TRANSPORT_NAMES, lang),
    payments: recordTree(PAYMENT_NAMES, lang),
    carGroups: recordTree(CAR_GROUP_NAMES, lang),
  });
  return Object.fromEntries(LANGS.map((lang) => [lang, tree(lang)])) as Record<Lang, Tree>;
}
