/**
 * The proxied parts of the nginx config: the API under `/v1` spread over every API process (an
 * `upstream`), and the publishing webhook under `/hooks` to the one site server that builds.
 *
 * Retries. nginx sends a request to the next process when one fails (`proxy_next_upstream
 * error timeout`); a request that never reached a process (connection refused: a process
 * stopped or restarting) always may go on. After a process received it, nginx by itself retries
 * only methods it deems idempotent (GET, HEAD, PUT, DELETE …), never POST. The API's own list
 * (src/api-contract/retries.ts) decides instead, path by path: a path whose PUT is not safe to
 * retry gets `proxy_next_upstream off`, a path whose POST is safe (it carries an idempotency
 * key) gets `non_idempotent`. One retry at most (`proxy_next_upstream_tries 2`): a retry is for
 * a process that died or hangs, not for a slow database, which every process shares and more
 * tries would only load further.
 */
import { OPERATIONS, type Method, type OperationName } from '../api-contract/operations.ts';
import { RETRIES } from '../api-contract/retries.ts';
import { patternSource } from '../utils/response-headers.ts';
import { block, regex } from './nginx-text.ts';

export const API_UPSTREAM = 'quiz_api';
export const PUBLISHER_UPSTREAM = 'quiz_publisher';
export const API_PREFIX = '/v1';
export const HOOKS_PREFIX = '/hooks';

/** Methods nginx retries by itself once a process received the request (its "idempotent" ones). */
const NGINX_RETRIES: ReadonlySet<Method> = new Set(['get', 'put', 'delete']);

export type PathRetry = 'default' | 'off' | 'non_idempotent';

/** What a path of the API needs beyond nginx's own rule, from the retry list. */
export function pathRetries(): Map<string, PathRetry> {
  const byPath = new Map<string, OperationName[]>();
  for (const [name, op] of Object.entries(OPERATIONS) as [OperationName, (typeof OPERATIONS)[OperationName]][]) {
    byPath.set(op.path, [...(byPath.get(op.path) ?? []), name]);
  }
  const out = new Map<string, PathRetry>();
  for (const [path, names] of byPath) {
    const off = names.some((n) => NGINX_RETRIES.has(OPERATIONS[n].method) && !RETRIES[n].retry);
    const on = names.some((n) => !NGINX_RETRIES.has(OPERATIONS[n].method) && RETRIES[n].retry);
    if (off && on)
      throw new Error(
        `nginx config: ${path} has a method to retry and one never to retry; nginx sets retries per path`,
      );
    out.set(path, off ? 'off' : on ? 'non_idempotent' : 'default');
  }
  return out;
}

/** Headers every proxied request carries (X-Forwarded-For overwritten: `TRUST_PROXY` reads it). */
const FORWARDING = [
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $host;',
  'proxy_set_header X-Forwarded-For $remote_addr;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
];

/** The upstream blocks: the API processes and the publisher. */
export function upstreams(api: readonly string[], publisher: string): string[] {
  if (!api.length) throw new Error('nginx config: at least one API process (--api host:port,…)');
  // Idle connections are kept a minute, under the server's 72 s keep-alive, so nginx closes them first.
  const keep = ['keepalive 16;', 'keepalive_timeout 60s;'];
  return [
    ...block(`upstream ${API_UPSTREAM}`, [...api.map((a) => `server ${a} max_fails=1 fail_timeout=10s;`), ...keep]),
    '',
    ...block(`upstream ${PUBLISHER_UPSTREAM}`, [`server ${publisher};`, ...keep]),
  ];
}

/** The retry list as comment lines, one an operation. */
function retryComments(): string[] {
  return (Object.entries(OPERATIONS) as [OperationName, (typeof OPERATIONS)[OperationName]][]).map(([name, op]) => {
    const rule = RETRIES[name];
    return `#   ${op.method.toUpperCase().padEnd(6)} ${`${API_PREFIX}${op.path}`.padEnd(48)} ${rule.retry ? 'retried' : 'not retried'}: ${rule.why}`;
  });
}

/** The `/v1` location and its per-path retry exceptions. */
export function apiLocation(): string[] {
  const pass = `proxy_pass http://${API_UPSTREAM};`;
  const exceptions = [...pathRetries()]
    .filter(([, retry]) => retry !== 'default')
    .flatMap(([path, retry]) => {
      const full = `${API_PREFIX}${path}`;
      const head = full.includes(':') ? `location ~ ${regex(patternSource(full))}` : `location = ${full}`;
      return block(head, [
        pass,
        retry === 'off' ? 'proxy_next_upstream off;' : 'proxy_next_upstream error timeout non_idempotent;',
      ]);
    });
  return block(`location ^~ ${API_PREFIX}/`, [
    '# Which requests go to another API process after one received them (src/api-contract/retries.ts):',
    ...retryComments(),
    pass,
    ...FORWARDING,
    'proxy_connect_timeout 2s;',
    'proxy_next_upstream error timeout;',
    'proxy_next_upstream_tries 2;',
    ...exceptions,
  ]);
}

/** The `/hooks` location: the webhook and its status, to the publishing site server. */
export function hooksLocation(): string[] {
  return block(`location ^~ ${HOOKS_PREFIX}/`, [
    `proxy_pass http://${PUBLISHER_UPSTREAM};`,
    ...FORWARDING,
    // One publisher; Contentful retries a failed delivery itself, with the same idempotency key.
    'proxy_next_upstream off;',
  ]);
}
