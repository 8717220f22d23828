/**
 * The generated nginx config against its sources: the committed example is what the generator
 * makes now (regenerated from the command on its first line), every rewrite of `_redirects`
 * and every header rule of `_headers` is in it, each location serving the site carries the
 * whole header set (nginx's add_header inheritance would otherwise drop them), and the API's
 * retries follow src/api-contract/retries.ts. tests/integration/nginx.test.ts runs it in nginx.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteRoutes, staticHostRules } from '#src/domain/static-host-rules.ts';
import { PREFIXES } from '#src/domain/routes.ts';
import { OPERATIONS, type OperationName } from '#src/api-contract/operations.ts';
import { RETRIES } from '#src/api-contract/retries.ts';
import { NOT_FOUND_CACHE, headersFor, patternSource, siteHeaderRules } from '#src/utils/response-headers.ts';
import { COMMAND_PREFIX, nginxArgs, nginxConfig, parseNginxArgs, type NginxOptions } from './nginx-config.ts';
import { pathRetries } from './nginx-proxy.ts';

const EXAMPLE = join(import.meta.dirname, '../../deploy/nginx/quiz.conf');

/** Shell words of the recorded command (single quotes group, as nginxArgs writes them). */
const words = (line: string) => [...line.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);

const options = (extra: Partial<NginxOptions> = {}): NginxOptions => ({
  ...parseNginxArgs([
    '--api',
    '127.0.0.1:4010,127.0.0.1:4011',
    '--publisher',
    '127.0.0.1:4321',
    '--root',
    '/srv/quiz/site',
  ]),
  ...extra,
});

/** The top-level blocks of the server block that serve the site (not the proxied ones). */
function siteLocations(config: string): { head: string; body: string }[] {
  const server = config.slice(config.indexOf('\nserver {'));
  return [...server.matchAll(/^ {2}(location [^\n]*) \{\n([\s\S]*?)^ {2}\}$/gm)]
    .map((m) => ({ head: m[1]!, body: m[2]! }))
    .filter((l) => !/location \^~ \/(v1|hooks)\//.test(l.head));
}

/** An nginx token's value: quotes removed, `\\` and `\"` unescaped. */
const unquote = (token: string) => (token.startsWith('"') ? token.slice(1, -1).replace(/\\(.)/g, '$1') : token);

/**
 * The value nginx sends for header `name` on a request, read from the config as nginx reads
 * it: the `add_header` value, through its `map`s (exact keys, then regexes in order, then the
 * default), from `$request_uri`, `$https` and `$status`.
 */
function nginxHeader(config: string, name: string, request: { path: string; https: boolean; status: number }): string {
  const maps = new Map<string, { source: string; entries: [string, string][] }>();
  for (const m of config.matchAll(/^map (\$\w+) (\$\w+) \{\n([\s\S]*?)^\}/gm)) {
    const entries = [...m[3]!.matchAll(/^ {2}("(?:[^"\\]|\\.)*"|\S+) ("(?:[^"\\]|\\.)*"|\S+);$/gm)].map(
      (e) => [unquote(e[1]!), e[2]!] as [string, string],
    );
    maps.set(m[2]!, { source: m[1]!, entries });
  }
  const variables: Record<string, string> = {
    $request_uri: request.path,
    $https: request.https ? 'on' : '',
    $status: String(request.status),
  };
  const value = (token: string): string => {
    if (!token.startsWith('$')) return unquote(token);
    if (token in variables) return variables[token]!;
    const map = maps.get(token);
    if (!map) throw new Error(`no map for ${token}`);
    const input = value(map.source);
    const exact = map.entries.find(([key]) => !key.startsWith('~') && key !== 'default' && key === input);
    if (exact) return value(exact[1]);
    for (const [key, v] of map.entries) {
      const m = key.startsWith('~') ? new RegExp(key.slice(1)).exec(input) : null;
      // A named capture of the key is a variable its value may name (the path without the query).
      if (m)
        return (
          Object.assign(
            variables,
            Object.fromEntries(Object.entries<string | undefined>(m.groups ?? {}).map(([k, g]) => [`$${k}`, g ?? ''])),
          ),
          value(v)
        );
    }
    return value(map.entries.find(([key]) => key === 'default')?.[1] ?? '""');
  };
  const line = new RegExp(`^ {4}add_header ${name} ("(?:[^"\\\\]|\\\\.)*"|\\S+) always;$`, 'm').exec(config);
  if (!line) throw new Error(`no add_header ${name}`);
  return value(line[1]!);
}

describe('the committed nginx example (deploy/nginx/quiz.conf)', () => {
  it('is what `npm run deploy:nginx` makes now', () => {
    const text = readFileSync(EXAMPLE, 'utf8');
    const first = text.split('\n', 1)[0]!;
    expect(first.startsWith(COMMAND_PREFIX), 'its first line names the command that made it').toBe(true);
    const args = words(first.slice(COMMAND_PREFIX.length));
    // The recorded command is complete: no default comes from the environment.
    const opts = parseNginxArgs(args, {});
    expect(
      text,
      `deploy/nginx/quiz.conf is stale: run npm run deploy:nginx -- ${args.join(' ')} --out deploy/nginx/quiz.conf`,
    ).toBe(nginxConfig(opts));
  });
});

describe('nginxConfig', () => {
  const config = nginxConfig(options());

  it('rewrites every route `_redirects` rewrites, in both languages, to the same page', () => {
    for (const prefix of PREFIXES) {
      for (const [from, to] of rewriteRoutes()) {
        const names = [...from.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        const target = `${prefix}${to}`.replace(/:(\w+)/g, (_, n: string) => `$${names.indexOf(n) + 1}`);
        expect(config).toContain(`rewrite "${patternSource(`${prefix}${from}`, true)}" ${target} last;`);
      }
    }
    // The rest of `_redirects`: the doubled prefix and the 404 pages of each language.
    expect(staticHostRules()).toContain('/sv/sv/* /sv/:splat 301');
    expect(config).toContain('rewrite "^/sv(/sv(?:/.*)?)$" $1 permanent;');
    expect(config).toContain('default /404.html;');
    expect(config).toContain('"~^/sv(/|$)" /sv/404/index.html;');
    expect(config).toContain('error_page 404 $quiz_not_found_page;');
  });

  it('sends every header of `_headers` on every path, with the value the server sends', () => {
    const names = [...new Set(siteHeaderRules([], true).flatMap((r) => Object.keys(r.headers)))];
    const samples = [
      ...new Set([
        ...siteHeaderRules([], true).map((r) => r.pattern.replace(/:\w+/g, 'x1').replace(/\*$/, 'file.js')),
        '/',
        '/sw.js',
        '/t/a/1/',
        '/sv/q/1/embed/?theme=dark',
      ]),
    ];
    for (const https of [true, false]) {
      for (const path of samples) {
        const expected = headersFor(siteHeaderRules([], https), path.split('?')[0]!);
        for (const name of names)
          expect(nginxHeader(config, name, { path, https, status: 200 }), `${name} on ${path}`).toBe(
            expected[name] ?? '',
          );
      }
    }
    expect(nginxHeader(config, 'Cache-Control', { path: '/no/such/', https: false, status: 404 })).toBe(
      NOT_FOUND_CACHE,
    );
  });

  it('gives embeds their framing: any site by default, or only EMBED_ORIGINS', () => {
    expect(config).toContain(`"~^/t/[^/]+/embed/[^/]+/$" "frame-ancestors *;`);
    const only = nginxConfig(options({ embedOrigins: ['https://school.example'] }));
    expect(only).toContain(`"~^/t/[^/]+/embed/[^/]+/$" "frame-ancestors 'self' https://school.example;`);
    expect(headersFor(siteHeaderRules([], false), '/t/a/embed/1/')['X-Frame-Options']).toBe('');
  });

  it('repeats the whole header set in every location that serves the site, and none in the proxied ones', () => {
    const sets = siteLocations(config).map((l) => ({
      head: l.head,
      headers: [...l.body.matchAll(/^ {4}add_header (\S+)/gm)].map((m) => m[1]),
    }));
    expect(sets.map((s) => s.head)).toEqual([
      'location ~ /\\.',
      'location ~ \\.webmanifest$',
      'location ~ /$',
      'location /',
      'location @routes',
    ]);
    const names = Object.keys(headersFor(siteHeaderRules([], true), '/'));
    for (const set of sets) expect(set.headers, set.head).toEqual(names);
    const proxied = config.slice(config.indexOf('location ^~ /v1/'), config.indexOf('# Every location below'));
    expect(proxied).not.toContain('add_header');
    expect(config.slice(0, config.indexOf('\nserver {'))).not.toContain('add_header');
  });

  it('sends the API to every process and webhooks to the publisher', () => {
    expect(config).toContain('server 127.0.0.1:4010 max_fails=1 fail_timeout=10s;');
    expect(config).toContain('server 127.0.0.1:4011 max_fails=1 fail_timeout=10s;');
    expect(config).toMatch(
      /location \^~ \/v1\/ \{[\s\S]*?proxy_pass http:\/\/quiz_api;[\s\S]*?proxy_next_upstream error timeout;/,
    );
    expect(config).toMatch(
      /location \^~ \/hooks\/ \{\n {4}proxy_pass http:\/\/quiz_publisher;[\s\S]*?proxy_next_upstream off;/,
    );
  });

  it('retries after a process received a request only where the retry list allows it', () => {
    const retries = pathRetries();
    expect(retries.get('/user_answers')).toBe('non_idempotent');
    expect(retries.get('/users/change_password')).toBe('off');
    for (const [name, op] of Object.entries(OPERATIONS) as [OperationName, (typeof OPERATIONS)[OperationName]][]) {
      const path = retries.get(op.path);
      const exception = new RegExp(
        `location = /v1${op.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{\\n\\s+proxy_pass http://quiz_api;\\n\\s+proxy_next_upstream ([^;]+);`,
      ).exec(config)?.[1];
      // nginx itself retries GET and PUT, never POST: the list's exceptions to that are locations of their own.
      const nginxWould = op.method !== 'post';
      if (RETRIES[name].retry === nginxWould) continue;
      expect(path, name).toBe(RETRIES[name].retry ? 'non_idempotent' : 'off');
      if (!op.path.includes(':'))
        expect(exception, name).toBe(RETRIES[name].retry ? 'error timeout non_idempotent' : 'off');
      expect(config).toContain(`/v1${op.path}`);
    }
  });

  it('records its options so they can be read back', () => {
    const opts = options({
      listen: '127.0.0.1:8443 ssl',
      include: ['/etc/nginx/snippets/quiz-tls.conf'],
      serverName: 'quiz.example.org www.quiz.example.org',
      brotli: true,
      embedOrigins: ['https://a.example'],
    });
    const first = nginxConfig(opts).split('\n', 1)[0]!;
    expect(parseNginxArgs(words(first.slice(COMMAND_PREFIX.length)))).toEqual(opts);
    expect(nginxArgs(opts)).toContain('--brotli');
    expect(nginxConfig(opts)).toContain('\n  brotli_static on;');
    expect(nginxConfig(opts)).toContain(
      '\n  listen 127.0.0.1:8443 ssl;\n  server_name quiz.example.org www.quiz.example.org;\n  include /etc/nginx/snippets/quiz-tls.conf;\n',
    );
  });

  it('refuses options it cannot write safely', () => {
    expect(() =>
      parseNginxArgs(['--api', '127.0.0.1:4010', '--publisher', '127.0.0.1:4321', '--root', '/srv/$site']),
    ).toThrow(/--root/);
    expect(() => parseNginxArgs(['--api', 'localhost', '--publisher', '127.0.0.1:4321', '--root', '/srv'])).toThrow(
      /--api/,
    );
    expect(() => parseNginxArgs(['--publisher', '127.0.0.1:4321', '--root', '/srv'])).toThrow(/--api: missing/);
    expect(() =>
      parseNginxArgs([
        '--api',
        '127.0.0.1:1',
        '--publisher',
        '127.0.0.1:2',
        '--root',
        '/srv',
        '--embed-origins',
        'evil;',
      ]),
    ).toThrow(/--embed-origins/);
  });
});
