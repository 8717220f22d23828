/**
 * Debian's nginx for tests: runs a generated config (src/deploy/nginx-config.ts) inside a main
 * config of its own (pid, logs and temp folders in a throwaway folder, the brotli module when
 * installed), in the foreground, on the port the config listens on; `stop()` ends it. Tests
 * skip when `nginxBinary()` finds no nginx (`apt-get install nginx`; .ci/run installs it).
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './publishing.ts';

/** The nginx binary on PATH or in /usr/sbin, or null when nginx is not installed. */
export function nginxBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')[0];
  return found || null;
}

/** Debian's brotli_static module (libnginx-mod-http-brotli-static), when installed. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const hasBrotli = () => existsSync(BROTLI_MODULE);

export interface Nginx {
  /** The folder of its logs (`error.log`). */
  readonly dir: string;
  /** How many bytes its access log holds now: a mark for `answeredSince`. */
  accessLogSize(): number;
  /**
   * The processes (`host:port`) that answered requests with a 2xx since `mark`: the last address
   * of each access-log line, since a line of a retried request names the one that refused first.
   */
  answeredSince(mark: number): string[];
  stop(): Promise<void>;
}

/** Where nginx started here logs each request as `$upstream_addr $status`. */
const accessLogOf = (dir: string) => join(dir, 'access.log');

/** The text of `file` from byte `from` on (only that part is read). */
function readFrom(file: string, from: number): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.max(0, fstatSync(fd).size - from));
    readSync(fd, buffer, 0, buffer.length, from);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The main config around `dir/quiz.conf` (included in nginx's http context), for a throwaway `dir`. */
function mainConfig(dir: string): string {
  const temp = (name: string) => join(dir, 'temp', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(temp(name), { recursive: true });
  return [
    ...(hasBrotli() ? [`load_module ${BROTLI_MODULE};`] : []),
    // As root, nginx runs its workers as nobody, who cannot read a test's private folders.
    ...(process.getuid?.() === 0 ? ['user root root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    // Which process answered each request (the last address when nginx tried another first).
    "  log_format upstream '$upstream_addr $status';",
    `  access_log ${accessLogOf(dir)} upstream;`,
    ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (name) => `  ${name === 'body' ? 'client_body' : name}_temp_path ${temp(name)};`,
    ),
    `  include ${join(dir, 'quiz.conf')};`,
    '}',
    '',
  ].join('\n');
}

/** Starts nginx with `serverConfig`, listening on `port`; resolves once it answers there. */
export async function startNginx(serverConfig: string, port: number): Promise<Nginx> {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed: apt-get install nginx');
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  writeFileSync(join(dir, 'quiz.conf'), serverConfig);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(dir));
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf];
  const test = spawnSync(bin, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the config:\n${test.stderr}`);
  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  let gone = false;
  void exited.then(() => (gone = true));
  await waitFor(
    async () => {
      if (gone) throw new Error(`nginx exited: ${stderr}${readFileSync(join(dir, 'error.log'), 'utf8')}`);
      return fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' }).then(
        () => true,
        () => false,
      );
    },
    10_000,
    50,
  );
  return {
    dir,
    accessLogSize: () => statSync(accessLogOf(dir)).size,
    answeredSince: (mark) =>
      readFrom(accessLogOf(dir), mark)
        .split('\n')
        .flatMap((line) => {
          const match = /([^\s,]+) (\d{3})$/.exec(line);
          return match && match[2]!.startsWith('2') ? [match[1]!] : [];
        }),
    async stop() {
      if (!gone) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
