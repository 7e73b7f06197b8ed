// The console's words for an import: its states, kinds of rows and problems (the domain's English
// texts are the command line's), and figures as a reader of the page's language writes them.
import type { ImportKind, ImportProblemCode, ImportProblemJson, ImportState } from '@shop/domain';

type T = (key: string, options?: Record<string, unknown>) => string;

export const STATE_LABELS: Readonly<Record<ImportState, string>> = {
  staging: 'imports.states.staging',
  staged: 'imports.states.staged',
  applying: 'imports.states.applying',
  applied: 'imports.states.applied',
  cancelled: 'imports.states.cancelled',
  failed: 'imports.states.failed',
};

export const KIND_LABELS: Readonly<Record<ImportKind, string>> = {
  items: 'imports.kinds.items',
  car_groups: 'imports.kinds.car_groups',
  cars: 'imports.kinds.cars',
  fits: 'imports.kinds.fits',
  supersessions: 'imports.kinds.supersessions',
  diagrams: 'imports.kinds.diagrams',
  diagram_items: 'imports.kinds.diagram_items',
};

/** Each problem's text with {{value}}; the two whose detail may be missing have a plain one too. */
const PROBLEM_TEXTS: Readonly<Record<ImportProblemCode, string>> = {
  not_csv: 'imports.problems.not_csv',
  empty_file: 'imports.problems.empty_file',
  unknown_kind: 'imports.problems.unknown_kind',
  missing_column: 'imports.problems.missing_column',
  bad_json: 'imports.problems.bad_json',
  wrong_column_count: 'imports.problems.wrong_column_count',
  required: 'imports.problems.required',
  too_long: 'imports.problems.too_long',
  not_a_number: 'imports.problems.not_a_number',
  not_an_integer: 'imports.problems.not_an_integer',
  out_of_range: 'imports.problems.out_of_range',
  not_a_boolean: 'imports.problems.not_a_boolean',
  bad_id: 'imports.problems.bad_id',
  bad_slug: 'imports.problems.bad_slug',
  bad_arrival: 'imports.problems.bad_arrival',
  unknown_group: 'imports.problems.unknown_group',
  unknown_car_group: 'imports.problems.unknown_car_group',
  unknown_car: 'imports.problems.unknown_car',
  unknown_item: 'imports.problems.unknown_item',
  unknown_number: 'imports.problems.unknown_number',
  duplicate: 'imports.problems.duplicate',
  supersession_loop: 'imports.problems.supersession_loop',
  unknown_diagram: 'imports.problems.unknown_diagram',
  bad_coordinates: 'imports.problems.bad_coordinates',
};

const PLAIN_TEXTS: Partial<Record<ImportProblemCode, string>> = {
  not_csv: 'imports.problems.not_csvPlain',
  bad_json: 'imports.problems.bad_jsonPlain',
};

/** Why a row (or the file) was refused, in the page's language, with the value it concerns. */
export function problemText(t: T, { code, value }: Pick<ImportProblemJson, 'code' | 'value'>) {
  const plain = PLAIN_TEXTS[code];
  if (plain && !value) return t(plain);
  return t(PROBLEM_TEXTS[code], { value: value ?? '' });
}

/** Whole numbers as the language groups them (12 345, 12,345). */
export const formatCount = (count: number, language: string): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(count);

/** A time left in the largest unit that fits, rounded up (“2 minutes”, “2 minuter”, “2 minuuttia”). */
export function formatDuration(seconds: number, language: string): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [amount, unit] =
    whole < 90
      ? [whole, 'second']
      : whole < 90 * 60
        ? [Math.ceil(whole / 60), 'minute']
        : [Math.ceil(whole / 3600), 'hour'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    amount,
  );
}

/** The share done, 0 to 100, or null when the whole is unknown. */
export function percentOf(done: number, total: number | null): number | null {
  if (total === null || total <= 0) return null;
  return Math.min(100, Math.floor((done * 100) / total));
}
