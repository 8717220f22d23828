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
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back when it returns. */
  restart(): void;
  /** Stops the server (`-m fast`) but keeps its data, for `start()`. */
  halt(): void;
  /** Starts the server `halt()` stopped, on the same port. */
  start(): void;
  /** Stops the server and deletes its data. */
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
  const options = [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
  ];
  run('pg_ctl', [...options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => run('pg_ctl', [...options, '-m', 'fast', 'restart']),
    halt: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start: () => run('pg_ctl', [...options, 'start']),
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped (halt()).
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
