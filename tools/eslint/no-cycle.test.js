import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noCycle, pathBack, resolveImport, staticSpecifiers } from './no-cycle.js';

RuleTester.describe = describe;
RuleTester.it = it;

// A small module tree on disk: a -> b -> c -> a is a cycle; d -> e is not; lazy -> a only by import().
const root = mkdtempSync(join(tmpdir(), 'no-cycle-'));
const files = {
  'a.ts': "import { b } from './b';\nexport const a = b;\n",
  'b.ts': "export { c as b } from './sub';\n",
  'sub/index.ts': "export * from './c';\n",
  'sub/c.tsx': "import type { A } from '../a';\nexport const c = 1;\nexport type C = A;\n",
  'd.ts': "import { e } from './e';\nimport './style.css';\nexport const d = e;\n",
  'e.ts': "export const e = 1;\nexport const lazy = () => import('./d');\n",
  'self.ts': "export * from './self';\n",
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(join(root, name, '..'), { recursive: true });
  writeFileSync(join(root, name), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (name) => join(root, name);

describe('resolveImport', () => {
  it('resolves relative imports like the bundler, and nothing else', () => {
    expect(resolveImport(at('a.ts'), './b')).toBe(at('b.ts'));
    expect(resolveImport(at('b.ts'), './sub')).toBe(at('sub/index.ts'));
    expect(resolveImport(at('sub/index.ts'), './c')).toBe(at('sub/c.tsx'));
    expect(resolveImport(at('d.ts'), './style.css')).toBeNull();
    expect(resolveImport(at('d.ts'), 'react')).toBeNull();
    expect(resolveImport(at('d.ts'), './missing')).toBeNull();
  });

  it("resolves NodeNext's .js specifiers to the .ts or .tsx source", () => {
    expect(resolveImport(at('a.ts'), './b.js')).toBe(at('b.ts'));
    expect(resolveImport(at('sub/index.ts'), './c.js')).toBe(at('sub/c.tsx'));
    expect(resolveImport(at('a.ts'), './missing.js')).toBeNull();
  });
});

describe('staticSpecifiers', () => {
  it('reads imports and re-exports, type-only ones too, but not import()', () => {
    expect(staticSpecifiers('x.ts', files['sub/c.tsx'])).toEqual(['../a']);
    expect(staticSpecifiers('x.ts', files['e.ts'])).toEqual([]);
    expect(staticSpecifiers('x.ts', files['d.ts'])).toEqual(['./e', './style.css']);
  });
});

describe('pathBack', () => {
  it('finds the way back through the graph, or null', () => {
    expect(pathBack(at('b.ts'), at('a.ts'))).toEqual([
      at('b.ts'),
      at('sub/index.ts'),
      at('sub/c.tsx'),
      at('a.ts'),
    ]);
    expect(pathBack(at('e.ts'), at('d.ts'))).toBeNull();
  });
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-cycle', noCycle, {
  valid: [
    { filename: at('d.ts'), code: files['d.ts'] },
    { filename: at('e.ts'), code: files['e.ts'] },
  ],
  invalid: [
    {
      filename: at('a.ts'),
      code: files['a.ts'],
      errors: [{ messageId: 'cycle' }],
    },
    {
      filename: at('sub/c.tsx'),
      code: files['sub/c.tsx'],
      errors: [{ messageId: 'cycle' }],
    },
    {
      filename: at('self.ts'),
      code: files['self.ts'],
      errors: [{ messageId: 'cycle' }],
    },
  ],
});
