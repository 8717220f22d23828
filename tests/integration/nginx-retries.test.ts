/**
 * The generated nginx config's retries, in Debian's nginx: two stand-in API processes, the
 * first of which takes every request and drops the connection before answering (a process
 * that died mid-request), the second answers. An operation the API's retry list
 * (src/api-contract/retries.ts) marks safe reaches the second process; any other answers 502
 * and is not sent twice. A process that refuses the connection is skipped for every operation:
 * the request never reached it. Each case runs in a fresh nginx, which always tries the first
 * process first (it then rests a failed process for 10 s).
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationName } from '#src/api-contract/operations.ts';
import { RETRIES } from '#src/api-contract/retries.ts';
import { nginxConfig, parseNginxArgs } from '#src/deploy/nginx-config.ts';
import { nginxBinary, startNginx } from '../support/nginx.ts';
import { freePort } from '../support/ports.ts';
import { ifStarted } from '#tests/support/if-started.ts';

const installed = nginxBinary() !== null;
if (!installed) console.warn('nginx is not installed (apt-get install nginx): the nginx retry tests are skipped');

let dropping: TcpServer;
let answering: Server;
/** Requests each stand-in received, as `METHOD path`. */
const received = { dropping: [] as string[], answering: [] as string[] };
const ports = { dropping: 0, answering: 0, refusing: 0, nginx: 0, publisher: 0 };

const listen = (server: TcpServer | Server, port: number) =>
  new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));

beforeAll(async () => {
  if (!installed) return;
  for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort('127.0.0.1');
  dropping = createTcpServer((socket) => {
    socket.once('data', (chunk) => {
      received.dropping.push(chunk.toString('latin1').split(' ', 2).join(' '));
      socket.destroy();
    });
  });
  answering = createHttpServer((req, res) => {
    received.answering.push(`${req.method} ${req.url}`);
    req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"by":"answering"}'));
  });
  await Promise.all([listen(dropping, ports.dropping), listen(answering, ports.answering)]);
});

afterAll(async () => {
  for (const s of [dropping, answering]) await ifStarted(s, (x) => new Promise((ok) => x.close(ok)));
});

/** Sends one request through a fresh nginx whose first API process is `first`; its status. */
async function throughNginx(first: number, method: string, path: string): Promise<number> {
  const config = nginxConfig(
    parseNginxArgs(
      [
        '--api',
        `127.0.0.1:${first},127.0.0.1:${ports.answering}`,
        '--publisher',
        `127.0.0.1:${ports.answering}`,
        '--root',
        '/nonexistent',
        '--listen',
        `127.0.0.1:${ports.nginx}`,
      ],
      {},
    ),
  );
  const nginx = await startNginx(config, ports.nginx);
  try {
    const body = method === 'GET' ? undefined : '{}';
    const res = await fetch(`http://127.0.0.1:${ports.nginx}${path}`, {
      method,
      ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}),
    });
    await res.arrayBuffer();
    return res.status;
  } finally {
    await nginx.stop();
  }
}

const operations = Object.entries(OPERATIONS) as [OperationName, (typeof OPERATIONS)[OperationName]][];
const pathOf = (path: string) => `/v1${path.replace(/:\w+/g, 'x1')}`;

describe.skipIf(!installed)('nginx retries of the API (nginx installed)', () => {
  for (const [name, op] of operations) {
    const method = op.method.toUpperCase();
    const rule = RETRIES[name];
    it(`${method} ${pathOf(op.path)} (${name}) ${rule.retry ? 'goes to the next process' : 'is not sent twice'} when a process drops it`, async () => {
      const before = { dropping: received.dropping.length, answering: received.answering.length };
      const status = await throughNginx(ports.dropping, method, pathOf(op.path));
      expect(received.dropping.slice(before.dropping)).toEqual([`${method} ${pathOf(op.path)}`]);
      expect(status).toBe(rule.retry ? 200 : 502);
      expect(received.answering.length - before.answering).toBe(rule.retry ? 1 : 0);
    });
  }

  it('sends a request that could not reach a process to the next one, whatever the operation', async () => {
    const before = received.answering.length;
    expect(await throughNginx(ports.refusing, 'POST', '/v1/users/login')).toBe(200);
    expect(received.answering.slice(before)).toEqual(['POST /v1/users/login']);
  });
});
