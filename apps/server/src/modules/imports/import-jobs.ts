// The two long jobs of an import, as plain functions of a context: staging a file from disk, and
// applying a staged run. Run in the server's own thread (tests) or in a worker thread of their own
// (import-worker.ts), where they cannot hold up the requests the shop answers meanwhile.
import { createReadStream } from 'node:fs';
import type { ImportMappingRule } from '@shop/domain';
import type { AppContext } from '../../lib/app-context.js';
import type { Actor } from '../admin/admin.service.js';
import * as imports from './imports.service.js';
import type { ApplyStart } from './imports.service.js';

export type ImportJob =
  | { task: 'stage'; id: string; file: string; mapping: ImportMappingRule | null }
  | { task: 'apply'; actor: Actor; start: ApplyStart };

export async function runJob(ctx: AppContext, job: ImportJob): Promise<void> {
  if (job.task === 'stage')
    await imports.stageImport(ctx, job.id, createReadStream(job.file), job.mapping);
  else await imports.applyImport(ctx, job.actor, job.start);
}
