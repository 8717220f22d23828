import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api-client/client.ts';
import { createStorage } from '../../api-client/storage.ts';
import { format } from '../../utils/format.ts';
import { pickMessages } from '../../utils/i18n.ts';
import { JOIN_MESSAGE_PREFIXES } from '../../browser/join-code-messages.ts';
import { normalizeCode } from '../../domain/codes.ts';
import { joinByCode } from './join-code.ts';

/** A stand-in API at the network boundary: knows one event and one group code, and records what it was asked. */
function api(answer?: (path: string) => Response) {
  const asked: string[] = [];
  const codes: Record<string, string> = { 'skolverket-2026': 'event', 'class-7b': 'group' };
  const respond = (input: RequestInfo | URL): Response => {
    const url = new URL(input instanceof Request ? input.url : input);
    asked.push(url.pathname);
    if (answer) return answer(url.pathname);
    const code = decodeURIComponent(url.pathname.replace('/v1/codes/', ''));
    const kind = codes[code];
    return kind ? Response.json({ data: { kind, code } }) : Response.json({ message: 'code.unknown' }, { status: 404 });
  };
  // As the real fetch: a failure (`answer` throwing) is a rejection, never a throw.
  const fetch = (input: RequestInfo | URL) => new Promise<Response>((resolve) => resolve(respond(input)));
  return {
    asked,
    client: createApiClient({ baseURL: 'http://api.test/v1', storage: createStorage(null), lang: () => 'en', fetch }),
  };
}

/** A stand-in site: which pages it has (none by default), and the pages it was asked for. */
function site(pages: readonly string[] = []) {
  const asked: string[] = [];
  const probe = (href: string) => {
    asked.push(href);
    return Promise.resolve(pages.includes(href));
  };
  return { asked, probe };
}

describe('join by code', () => {
  it('trims spaces and ignores case', () => {
    expect(normalizeCode('  Skolverket-2026 \t')).toBe('skolverket-2026');
  });

  it("opens the event's or group's page the API names where the site has neither page", async () => {
    const { client, asked } = api();
    const none = site();
    expect(await joinByCode(client, 'en', ' SkolVerket-2026 ', none.probe)).toEqual({
      kind: 'go',
      href: '/e/skolverket-2026/',
    });
    expect(await joinByCode(client, 'sv', 'CLASS-7B', none.probe)).toEqual({ kind: 'go', href: '/sv/g/class-7b/' });
    expect(asked).toEqual(['/v1/codes/skolverket-2026', '/v1/codes/class-7b']);
    expect(none.asked).toEqual(['/e/skolverket-2026/', '/g/skolverket-2026/', '/sv/e/class-7b/', '/sv/g/class-7b/']);
  });

  it("opens an event's page, then a group's, from the site without asking the API", async () => {
    // The API's lookup budget is spent (a hall of phones behind one address): the site still answers.
    const { client, asked } = api(() =>
      Response.json({ message: 'error.tooManyRequests', retry_after: 95 }, { status: 429 }),
    );
    const pages = site(['/e/skolverket-2026/', '/sv/g/class-7b/']);
    expect(await joinByCode(client, 'en', ' SkolVerket-2026 ', pages.probe)).toEqual({
      kind: 'go',
      href: '/e/skolverket-2026/',
    });
    expect(await joinByCode(client, 'sv', 'CLASS-7B', pages.probe)).toEqual({ kind: 'go', href: '/sv/g/class-7b/' });
    expect(pages.asked).toEqual(['/e/skolverket-2026/', '/sv/e/class-7b/', '/sv/g/class-7b/']);
    expect(asked).toEqual([]);
  });

  it('sends a code that is no plain path segment to the API only', async () => {
    const { client, asked } = api();
    const pages = site(['/about/']);
    for (const typed of ['../../about', 'a/b', '%2e%2e', '.hidden'])
      expect(await joinByCode(client, 'en', typed, pages.probe)).toEqual({
        kind: 'refused',
        message: { key: 'join.unknown' },
      });
    expect(pages.asked).toEqual([]);
    expect(asked).toHaveLength(4);
  });

  it('names an unknown code, in both languages, and goes nowhere', async () => {
    const { client } = api();
    const outcome = await joinByCode(client, 'sv', 'nope', site().probe);
    expect(outcome).toEqual({ kind: 'refused', message: { key: 'join.unknown' } });
    for (const lang of ['en', 'sv'] as const) {
      const text = format(pickMessages(lang, JOIN_MESSAGE_PREFIXES), 'join.unknown');
      expect(text).not.toBe('join.unknown');
    }
  });

  it('asks for a code when the field is empty, without calling the site or the API', async () => {
    const { client, asked } = api();
    const pages = site();
    expect(await joinByCode(client, 'en', '   ', pages.probe)).toEqual({
      kind: 'refused',
      message: { key: 'join.empty' },
    });
    expect(asked).toEqual([]);
    expect(pages.asked).toEqual([]);
  });

  it('says how long to wait after too many tries', async () => {
    const { client } = api(() => Response.json({ message: 'error.tooManyRequests', retry_after: 95 }, { status: 429 }));
    const outcome = await joinByCode(client, 'en', 'x', site().probe);
    expect(outcome).toEqual({ kind: 'refused', message: { key: 'retry.minutes', vars: { count: 2 } } });
    if (outcome.kind === 'refused')
      expect(format(pickMessages('sv', JOIN_MESSAGE_PREFIXES), outcome.message.key, outcome.message.vars)).toBe(
        'För många försök. Försök igen om 2 minuter.',
      );
  });

  it('says the quiz server is away when a static host answers, and asks for a network when offline', async () => {
    const staticHost = api(
      () => new Response('<h1>Not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } }),
    );
    expect(await joinByCode(staticHost.client, 'en', 'x', site().probe)).toEqual({
      kind: 'refused',
      message: { key: 'api.unavailableFeature' },
    });
    const offline = api(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await joinByCode(offline.client, 'en', 'x', site().probe)).toEqual({
      kind: 'refused',
      message: { key: 'join.needsNetwork' },
    });
  });
});
