// Whether a value already has exactly the shape a response schema lets out: no unlisted field
// anywhere and every value of the listed type. Such a value is serialised as it is, because zod's
// parse would only copy it (a deep copy of every answer, the largest allocation of a cache miss).
// Anything the check does not know (formats, checks, unions, transforms) answers false: zod decides.
import type { z } from 'zod';

type Check = (value: unknown) => boolean;

/** The parts of zod's definitions the check reads (zod 4's `_zod.def`). */
interface Def {
  type: string;
  checks?: readonly unknown[];
  format?: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  partial?: boolean;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
}

const NEVER: Check = () => false;
const checks = new WeakMap<z.ZodType, Check>();

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function checkOf(schema: z.ZodType): Check {
  let check = checks.get(schema);
  if (check === undefined) {
    // Placeholder first, so a schema that refers to itself ends instead of recursing.
    checks.set(schema, NEVER);
    check = compile(defOf(schema));
    checks.set(schema, check);
  }
  return check;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function objectCheck(shape: Record<string, z.ZodType>): Check {
  const fields = Object.entries(shape).map(([key, schema]) => [key, checkOf(schema)] as const);
  return (v) => {
    if (!isRecord(v)) return false;
    for (const key in v) if (!Object.hasOwn(shape, key)) return false;
    // zod reads inherited fields too, JSON.stringify does not: an inherited one is not "exact".
    for (const [key, check] of fields)
      if (!check(Object.hasOwn(v, key) ? v[key] : undefined)) return false;
    return true;
  };
}

function recordCheck(def: Def): Check {
  if (!def.keyType || !def.valueType) return NEVER;
  const keyDef = defOf(def.keyType);
  const keyCheck = checkOf(def.keyType);
  const valueCheck = checkOf(def.valueType);
  // An enum-keyed record that is not partial wants every key: leave that to zod.
  if (keyDef.type !== 'string' && !def.partial) return NEVER;
  return (v) => {
    if (!isRecord(v)) return false;
    for (const key in v) if (!keyCheck(key) || !valueCheck(v[key])) return false;
    return true;
  };
}

function compile(def: Def): Check {
  if ((def.checks?.length ?? 0) > 0 || def.format !== undefined) return NEVER;
  switch (def.type) {
    case 'string':
      return (v) => typeof v === 'string';
    case 'number':
      return (v) => typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'null':
      return (v) => v === null;
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}));
      return (v) => values.has(v as string);
    }
    case 'literal': {
      const values = new Set(def.values ?? []);
      return (v) => values.has(v);
    }
    case 'nullable': {
      const inner = def.innerType ? checkOf(def.innerType) : NEVER;
      return (v) => v === null || inner(v);
    }
    case 'optional': {
      const inner = def.innerType ? checkOf(def.innerType) : NEVER;
      return (v) => v === undefined || inner(v);
    }
    case 'array': {
      const element = def.element ? checkOf(def.element) : NEVER;
      return (v) => {
        if (!Array.isArray(v)) return false;
        // Indices, not every(): a hole is checked as undefined, as JSON.stringify writes it.
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
        return true;
      };
    }
    case 'object':
      return def.shape && def.catchall === undefined ? objectCheck(def.shape) : NEVER;
    case 'record':
      return recordCheck(def);
    default:
      return NEVER;
  }
}

/** True when JSON.stringify(value) is JSON.stringify(schema.parse(value)), keys maybe reordered. */
export function hasExactShape(schema: z.ZodType, value: unknown): boolean {
  return checkOf(schema)(value);
}
