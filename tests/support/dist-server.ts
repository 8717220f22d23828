/**
 * The built site (dist/) on a plain static server the test starts itself, and nothing else: /v1
 * gets the host's 404 page, as on a static host. `sendPage` lets a test send a page's HTML its own
 * way (in parts, as a slow network delivers it).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const DIST = resolve(import.meta.dirname, '../../dist');
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export interface DistServer {
  /** `http://127.0.0.1:{port}`, to put before a path. */
  readonly base: string;
  readonly close: () => Promise<void>;
}

/**
 * Serves dist/ on a free port of 127.0.0.1. A page (an `index.html`) goes through `sendPage`
 * where given, after its status and content type are written.
 */
export async function serveDist(sendPage?: (html: string, res: ServerResponse) => void): Promise<DistServer> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(DIST, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(DIST) || !existsSync(file) || path.startsWith('/v1/')) {
      res
        .writeHead(404, { 'content-type': 'text/html' })
        .end('<!doctype html><title>404 Not Found</title><h1>Not Found</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    if (sendPage && file.endsWith('index.html')) sendPage(readFileSync(file, 'utf8'), res);
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
