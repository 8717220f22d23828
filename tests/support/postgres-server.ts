/**
 * Starts a throwaway PostgreSQL server on 127.0.0.1 for tests and benchmarks: a fresh data
 * folder, a free port, trust authentication on loopback only, stopped (and deleted) by
 * `stop()`. Uses Debian's server binaries; as root it runs them as the `postgres` user,
 * because PostgreSQL refuses to run as root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './ports.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir(): string {
  const fromPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (fromPath) return join(fromPath, '..');
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions[0]) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql');
  return join(base, versions[0], 'bin');
}

export interface PostgresServer {
  readonly url: string;
  stop(): void;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = join(bin, cmd);
    execFileSync(asRoot ? 'runuser' : full, asRoot ? ['-u', 'postgres', '--', full, ...args] : args, { stdio: 'pipe' });
  };
  const port = await freePort('127.0.0.1');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
