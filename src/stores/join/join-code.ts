/**
 * "Join by code" (issue 23): what a code field does with what was typed on the pages that load
 * the lookup, the start page and the kiosk (their own form and the phone header menu's; on other
 * pages the header's form sends `?code=` to the start page, which looks it up here). Events and groups share one code space and only the
 * API knows which a code is (`GET /v1/codes/:code`), so the field asks it and goes to the event's
 * or the group's page in the page's language; a code nobody has, a rate limit or a missing API
 * becomes a message for the field instead. The API client is passed in, so tests use their own.
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

/** Looks the typed code up and says where it leads (an empty field asks for a code without calling). */
export async function joinByCode(api: ApiClient, lang: Lang, typed: string): Promise<JoinOutcome> {
  const code = normalizeCode(typed);
  if (!code) return { kind: 'refused', message: { key: 'join.empty' } };
  try {
    const { data } = await call(api, 'lookupCode', { params: { code } });
    return { kind: 'go', href: joinHref(lang, data) };
  } catch (err) {
    return { kind: 'refused', message: joinFailure(err) };
  }
}
