// Small process helpers shared by the test and benchmark scripts.
import { spawn, spawnSync } from 'node:child_process';

/** Runs a command, streaming its output; resolves with the exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`${cmd}: ${err.message}`);
      resolve(1);
    });
  });
}

/** Runs a command with its output held back; resolves with the exit code and what it printed. */
export function runQuietly(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
    child.on('error', (err) => resolve({ code: 1, output: `${cmd}: ${err.message}\n` }));
  });
}

/** Runs a command and throws when it fails. */
export async function must(cmd, args, opts = {}) {
  const code = await run(cmd, args, opts);
  if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${code}`);
}

export function which(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout.trim() || null;
}

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs Debian packages when missing (CI starts on a bare machine). */
export async function aptInstall(packages) {
  if (!isRoot)
    throw new Error(`Missing ${packages.join(', ')}: install them with apt-get as root.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await must('apt-get', ['update', '-qq'], { env });
  await must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}
