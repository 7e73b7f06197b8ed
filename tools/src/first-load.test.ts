import { describe, expect, it } from 'vitest';
import { firstLoadFiles } from './first-load.js';
import type { Manifest } from './first-load.js';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_helper.js'],
    dynamicImports: ['src/boot-react.ts', 'src/boot.tsx'],
  },
  'src/boot-react.ts': { file: 'assets/boot-react-g.js', imports: ['_vendor.js'] },
  '_helper.js': { file: 'assets/helper-b.js' },
  'src/boot.tsx': {
    file: 'assets/boot-c.js',
    imports: ['_vendor.js', 'index.html'],
    dynamicImports: ['src/features/cart/index.ts'],
  },
  '_vendor.js': { file: 'assets/vendor-d.js', imports: ['_helper.js'] },
  'src/features/cart/index.ts': { file: 'assets/cart-e.js', imports: ['_query.js'] },
  '_query.js': { file: 'assets/query-f.js' },
};

describe('first-load files', () => {
  it('follows the entry into the app it boots after the first paint, and counts each file once', () => {
    expect(firstLoadFiles(manifest).sort()).toEqual([
      '/assets/boot-c.js',
      '/assets/boot-react-g.js',
      '/assets/helper-b.js',
      '/assets/index-a.js',
      '/assets/vendor-d.js',
    ]);
  });

  it('leaves out the lazy pages the app imports on demand', () => {
    expect(firstLoadFiles(manifest)).not.toContain('/assets/cart-e.js');
    expect(firstLoadFiles(manifest)).not.toContain('/assets/query-f.js');
  });

  it('refuses a manifest without the page entry', () => {
    expect(() => firstLoadFiles({ 'src/boot.tsx': { file: 'assets/boot.js' } })).toThrow(
      /no index.html/,
    );
  });
});
