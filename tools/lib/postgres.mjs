// Starts a private, loopback-only PostgreSQL cluster for tests and stops it afterwards.
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './net.mjs';
import { aptInstall, isRoot, must } from './run.mjs';

export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

// initdb refuses to run as root, so as root the binaries run as the postgres user.
function asOwner(bin, args) {
  if (!isRoot) return must(bin, args);
  const quoted = [bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return must('su', ['postgres', '-s', '/bin/sh', '-c', quoted]);
}

export async function startPostgres() {
  let bin = findPostgresBin();
  if (!bin) {
    console.log('PostgreSQL not found: installing Debian package postgresql');
    await aptInstall(['postgresql']);
    bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL installed but initdb not found');
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  if (isRoot) await must('chown', ['postgres', dir]);
  const port = await freePort();
  await asOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'app',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  await asOwner(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  return {
    url,
    async stop() {
      await asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']).catch((e) =>
        console.error(e.message),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
