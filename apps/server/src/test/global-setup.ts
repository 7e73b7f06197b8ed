// Vitest global set-up of the server's database tests: seeds the demo catalog once per run (on
// SQLite, or on the PostgreSQL server TEST_PG_URL names) for createTestApp to copy, and on
// PostgreSQL builds the server once for the tests that start a second server process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoTemplate } from '@shop/db';
import type { DemoTemplate } from '@shop/db';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate: DemoTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Quick when up to date (the suite's typecheck has built it).
  if (process.env.TEST_PG_URL)
    execFileSync('npx', ['tsc', '-b', 'apps/server'], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'shop-template-'));
  const { template, drop } = await createDemoTemplate(dir, process.env.TEST_PG_URL);
  project.provide('demoTemplate', template);
  return async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
