// Vitest global set-up of the server's database tests: seeds the demo catalog once per run (on
// SQLite, or on the PostgreSQL server TEST_PG_URL names) for createTestApp to copy.
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
  const dir = mkdtempSync(join(tmpdir(), 'shop-template-'));
  const { template, drop } = await createDemoTemplate(dir, process.env.TEST_PG_URL);
  project.provide('demoTemplate', template);
  return async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
