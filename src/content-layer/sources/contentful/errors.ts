/**
 * Errors of the Contentful source: each names what was being fetched and never carries a token.
 */

/** A failed Contentful request, named by what was being fetched. Never carries a token. */
export class ContentfulSourceError extends Error {
  /** What was being fetched, e.g. `entries of content type 'question'`, `locales`. */
  readonly resource: string;
  readonly status: number | undefined;
  /** The API's error id (`AccessTokenInvalid`, `RateLimitExceeded`, …) or `status statusText`. */
  readonly errorId: string | undefined;
  readonly requestId: string | undefined;
  constructor(
    message: string,
    details: {
      resource: string;
      status?: number | undefined;
      errorId?: string | undefined;
      requestId?: string | undefined;
      cause?: unknown;
    },
  ) {
    super(message, { cause: details.cause });
    this.name = 'ContentfulSourceError';
    this.resource = details.resource;
    this.status = details.status;
    this.errorId = details.errorId;
    this.requestId = details.requestId;
  }
}

/**
 * Errors of the code itself rather than of the request (a TypeError reading a response, …): bugs,
 * which must surface as they are instead of passing for a failed request.
 */
function isBug(err: unknown): boolean {
  return err instanceof TypeError || err instanceof ReferenceError || err instanceof RangeError;
}

/** Removes any token from a text, in case an underlying error echoes request details. */
function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s) out = out.split(s).join('********');
  return out;
}

/**
 * Turns an SDK error into a ContentfulSourceError naming the resource (bugs are rethrown as
 * they are). The SDK's error handler
 * throws `Error` whose `name` is the API error id (or `status statusText`) and whose `message` is
 * a JSON object `{status, statusText, message, details, requestId, request}`; connection errors
 * arrive as the raw axios error (`code`, `message`).
 */
export function wrapError(err: unknown, resource: string, secrets: readonly string[]): ContentfulSourceError {
  if (err instanceof ContentfulSourceError) return err;
  if (isBug(err)) throw err;
  const e = err as { name?: string; message?: string; code?: string; attempts?: number } | undefined;
  let status: number | undefined;
  let statusText: string | undefined;
  let apiMessage: string | undefined;
  let requestId: string | undefined;
  let errorId = e?.name && e.name !== 'Error' ? e.name : undefined;
  try {
    // The SDK's JSON, or any other JSON a message may hold (a number, null): narrowed below.
    const parsed: unknown = JSON.parse(e?.message ?? '');
    if (parsed && typeof parsed === 'object') {
      const data = parsed as { status?: unknown; statusText?: string; message?: string; requestId?: string };
      status = typeof data.status === 'number' ? data.status : undefined;
      statusText = data.statusText || undefined;
      apiMessage = data.message || undefined;
      requestId = data.requestId || undefined;
    }
  } catch {
    // Expected: connection errors carry a plain message, not the SDK's JSON.
    apiMessage = e?.message || (typeof err === 'string' ? err : undefined);
    if (e?.code) errorId = e.code;
  }
  const parts = [
    status !== undefined ? `${status}${statusText ? ` ${statusText}` : ''}` : undefined,
    errorId && !errorId.startsWith(String(status)) ? errorId : undefined,
  ].filter(Boolean);
  let message = `Contentful request for ${resource} failed: ${parts.join(' ') || 'error'}`;
  if (apiMessage) message += ` — ${apiMessage}`;
  if (requestId) message += ` (requestId ${requestId})`;
  // No `cause`: the SDK error carries the request, headers included.
  return new ContentfulSourceError(scrub(message, secrets), { resource, status, errorId, requestId });
}

/** The API answers 400 "Response size too big" when a page exceeds its byte limit. */
export const isResponseTooBig = (err: ContentfulSourceError) =>
  err.status === 400 && /response size too big/i.test(err.message);
