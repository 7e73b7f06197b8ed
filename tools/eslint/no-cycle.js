// ESLint rule `local/no-cycle`: no module may reach itself through its static imports (DESIGN §1).
// Relative imports only, resolved like the bundler and like TypeScript's NodeNext: the path as
// given, else with .ts, .tsx, /index.ts or /index.tsx, and a `.js` that names a `.ts` or `.tsx`
// source. Type-only imports count too (a cycle of types is still a tangle to read); dynamic
// import() is lazy and does not count. Other
// modules' imports are read from disk with the TypeScript parser and cached per file modification
// time, so one lint run parses each file once and an editor session sees edits.
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const CODE = /\.(ts|tsx|js|jsx|mjs)$/;

/** @type {Map<string, { mtimeMs: number, imports: string[] }>} file -> its resolved imports */
const cache = new Map();

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file a relative specifier names, or null (a package, an asset, a missing file). */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = resolve(dirname(fromFile), specifier.split('?')[0]);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (CODE.test(candidate) && isFile(candidate)) return candidate;
  }
  const source = base.replace(/\.js$/, '');
  if (source === base) return null;
  for (const extension of ['.ts', '.tsx']) {
    if (isFile(source + extension)) return source + extension;
  }
  return null;
}

/** The specifiers of a source text's top-level import and export-from statements. */
export function staticSpecifiers(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    const isModuleStatement =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement);
    const specifier = isModuleStatement ? statement.moduleSpecifier : undefined;
    if (specifier && ts.isStringLiteral(specifier)) specifiers.push(specifier.text);
  }
  return specifiers;
}

function importsOf(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.imports;
  const imports = staticSpecifiers(file, readFileSync(file, 'utf8'))
    .map((specifier) => resolveImport(file, specifier))
    .filter((target) => target !== null);
  cache.set(file, { mtimeMs, imports });
  return imports;
}

/** A path of files from `start` back to `target` (both included), or null when there is none. */
export function pathBack(start, target, imports = importsOf) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    if (file === target) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of imports(file)) {
      if (next === target || !seen.has(next)) stack.push([next, [...path, next]]);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between modules' },
    schema: [],
    messages: { cycle: 'Import cycle: {{path}}.' },
  },
  create(context) {
    const file = context.filename;
    const cwd = context.cwd;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveImport(file, node.source.value);
      if (!target) return;
      const path = target === file ? [file] : pathBack(target, file);
      if (!path) return;
      const shown = [file, ...path].map((p) => relative(cwd, p)).join(' -> ');
      context.report({ node: node.source, messageId: 'cycle', data: { path: shown } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

/** The project's own ESLint plugin: `local/no-cycle`. */
export default { meta: { name: 'local' }, rules: { 'no-cycle': noCycle } };
