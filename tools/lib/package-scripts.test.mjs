// Every npm script names files, workspaces and test projects that exist, so a newcomer's first
// `npm run <name>` never fails on a path. Built files (dist/) are checked by their source.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const workspaces = new Map(
  pkg.workspaces.map((dir) => {
    const ws = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    return [ws.name, { dir, scripts: ws.scripts ?? {} }];
  }),
);
const vitestConfig = readFileSync(join(root, 'vitest.config.ts'), 'utf8');
const webVitestConfig = readFileSync(join(root, 'apps/web/vite.config.ts'), 'utf8');

/** `tools/dist/x.js` is built from `tools/src/x.ts`. */
function sourceOf(path) {
  const built = /^(.*)\/dist\/(.*)\.js$/.exec(path);
  return built ? `${built[1]}/src/${built[2]}.ts` : path;
}

/** What a command refers to: files, `-w` workspaces with their script, vitest projects. */
function references(command) {
  const words = command.split(/\s+/);
  const found = [];
  words.forEach((word, i) => {
    if (/^[\w@.-]+(\/[\w@.-]+)+$/.test(word) && !word.startsWith('@')) found.push(['file', word]);
    if (word === '-p' || word === '--project') found.push(['project', words[i + 1], words[i - 1]]);
    if (word === '-w') found.push(['workspace', words[i + 1], words[i - 1]]);
  });
  return found;
}

describe('package.json scripts', () => {
  const scripts = Object.entries(pkg.scripts);

  it.each(scripts)('%s names only things that exist', (name, command) => {
    for (const part of command.split('&&').map((s) => s.trim())) {
      for (const [kind, value, before] of references(part)) {
        if (kind === 'file') {
          expect(existsSync(join(root, sourceOf(value))), `${name}: ${value}`).toBe(true);
        } else if (kind === 'workspace') {
          const ws = workspaces.get(value);
          expect(ws, `${name}: workspace ${value}`).toBeDefined();
          const script = part.split(/\s+/)[2];
          if (before === 'build' || before === 'dev' || script)
            expect(ws.scripts[script], `${name}: ${value} has no script ${script}`).toBeDefined();
        } else if (part.startsWith('tsc')) {
          expect(existsSync(join(root, value)), `${name}: ${value}`).toBe(true);
        } else {
          const projects = `${vitestConfig}\n${webVitestConfig}`;
          expect(projects, `${name}: vitest project ${value}`).toContain(`name: '${value}'`);
        }
      }
    }
  });

  it('runs each npm script through a script that exists', () => {
    for (const [name, command] of scripts) {
      const runs = [...command.matchAll(/npm run (?:--silent )?([\w:-]+)/g)].map((m) => m[1]);
      for (const other of runs) expect(pkg.scripts[other], `${name} -> ${other}`).toBeDefined();
    }
  });
});
