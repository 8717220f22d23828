/**
 * "Join by code" (issue 23): what a code field does with what was typed on the pages that load
 * the lookup, the start page and the kiosk (their own form and the phone header menu's; on other
 * pages the header's form sends `?code=` to the start page, which looks it up here). Events and
 * groups share one code space, and each code has its page on the site (`/e/{code}/`,
 * `/g/{code}/`), so the field first asks the site for the event's page, then the group's, and
 * goes to the one that is there. Only a code with neither page is sent to the API
 * (`GET /v1/codes/:code`), which says why (unknown, too many tries, no API): a hall of phones
 * behind one address joining an event never spends the address's lookup budget. The API client
 * and the page probe are passed in, so tests use their own.
 */
import type { CodeLookup } from '../../api-contract/schemas/organizers.ts';
import { call } from '../../api-client/calls.ts';
import type { ApiClient } from '../../api-client/client.ts';
import { isApiFailure, isNetworkFailure, rateLimitMessage, type FailureMessage } from '../../api-client/failures.ts';
import { apiMissingMessage } from '../../api-client/api-missing.ts';
import type { Lang } from '../../domain/model.ts';
import { normalizeCode } from '../../domain/codes.ts';
import { localize, paths } from '../../domain/routes.ts';
import { reportUnexpected } from '../../observability/report-error.ts';

/** Where a submitted code leads: a page to open, or the message to show beside the field. */
export type JoinOutcome =
  { readonly kind: 'go'; readonly href: string } | { readonly kind: 'refused'; readonly message: FailureMessage };

/** The page a looked-up code opens, in the page's language. */
export function joinHref(lang: Lang, found: CodeLookup): string {
  const code = normalizeCode(found.code);
  return localize(lang, found.kind === 'event' ? paths.event(code) : paths.group(code));
}

/**
 * The message of a failed lookup: an unknown code (404, or a code the API refuses as malformed,
 * 400), how long to wait after too many tries (429), no network, no API behind the site, or a
 * general failure (reported when it is not one the client expects).
 */
export function joinFailure(err: unknown): FailureMessage {
  reportUnexpected(err);
  if (isNetworkFailure(err)) return { key: 'join.needsNetwork' };
  const limited = rateLimitMessage(err) ?? apiMissingMessage(err);
  if (limited) return limited;
  if (isApiFailure(err) && (err.status === 404 || err.status === 400)) return { key: 'join.unknown' };
  return { key: 'join.failed' };
}

/** Whether the site has a page at a path (the site's host answers, not the API). */
export type PageProbe = (href: string) => Promise<boolean>;

/**
 * Asks the site for the page (from the static host or CDN, or the HTTP cache). Only whether it is
 * there matters: the body is left unread. A failure to ask (offline) is a "no": the API is asked
 * next, and says what is wrong.
 */
export async function sitePageExists(href: string): Promise<boolean> {
  try {
    const response = await fetch(href, { credentials: 'same-origin' });
    void response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** A code that is one path segment as typed (no `/`, `%` or dot segment), so its pages can be asked for. */
const isPathSegment = (code: string) => encodeURIComponent(code) === code && !code.startsWith('.');

/**
 * Looks the typed code up and says where it leads: the event's page or the group's where the
 * site has it, else what the API says (an empty field asks for a code without calling anything).
 */
export async function joinByCode(
  api: ApiClient,
  lang: Lang,
  typed: string,
  pageExists: PageProbe = sitePageExists,
): Promise<JoinOutcome> {
  const code = normalizeCode(typed);
  if (!code) return { kind: 'refused', message: { key: 'join.empty' } };
  if (isPathSegment(code))
    for (const kind of ['event', 'group'] as const) {
      const href = joinHref(lang, { kind, code });
      if (await pageExists(href)) return { kind: 'go', href };
    }
  try {
    const { data } = await call(api, 'lookupCode', { params: { code } });
    return { kind: 'go', href: joinHref(lang, data) };
  } catch (err) {
    return { kind: 'refused', message: joinFailure(err) };
  }
}
