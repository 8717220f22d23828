/**
 * The API's rate limits as budgets: how many calls a window (`AUTH_RATE_WINDOW`) allows and
 * whom they count against: a client address, an account at an address, or the account a bearer
 * token names. A route lists its budgets in one `preHandler`, after the body is parsed and
 * validated, so the account a call names is known. Each budget is a counter of
 * @fastify/rate-limit's `createRateLimit` in the database store
 * (src/server/plugins/rate-limit-store.ts): every API process counts the same attempts, and one
 * upsert per budget decides each attempt, so parallel attempts cannot slip past the limit. The
 * first budget that is spent answers 429 with the wait (`tooManyRequests`).
 *
 * Why several budgets rather than one per address: a class or a fair stand signs up and logs in
 * from one address, so an address gets a class's budget (`ADDRESS_RATE_LIMIT`), while password
 * guesses count per account (`AUTH_RATE_LIMIT`). For a login that means the account together
 * with the address, so ten typos of one pupil never lock out the next pupil, and nobody
 * elsewhere can lock an account by failing on purpose. The calls that check a signed-in
 * account's password count per account alone, so a stolen access token cannot guess without
 * limit from many addresses.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { normalizeEmail } from '../services/email-address.ts';
import { hashToken } from '../services/secrets.ts';
import { bearerClaims } from './auth.ts';
import { tooManyRequests } from './errors.ts';

/** The counter a request is counted on under a budget, or null when the budget does not count it. */
type Counter = (request: FastifyRequest) => string | null | Promise<string | null>;

/** How many calls a window allows, and which counter each call is counted on. */
export interface Budget {
  readonly max: number;
  readonly counter: Counter;
}

/** The route a request took: each call has budgets of its own unless a budget is named. */
const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;

/** The client address as @fastify/rate-limit counts it (an IPv6 address by its /64). */
const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

/** Every call of the route from one client address. */
export function perAddress(max: number): Budget {
  return { max, counter: (request) => `${routeOf(request)}|address ${addressOf(request)}` };
}

/**
 * Calls of the route that name one account (`account` reads it from the request) from one
 * address. The account is kept as its SHA-256, so the counters hold no email addresses.
 */
export function perAccountAndAddress(max: number, account: (request: FastifyRequest) => string | undefined): Budget {
  return {
    max,
    counter: (request) => {
      const named = account(request);
      return named === undefined
        ? null
        : `${routeOf(request)}|account ${hashToken(named)}|address ${addressOf(request)}`;
    },
  };
}

/**
 * Calls by the account a well-signed bearer token names, from any address, under `name`: the
 * calls given one name share a budget (every call that checks the account's password). A call
 * without a valid token is not counted here; the route refuses it (401).
 */
export function perBearerAccount(app: FastifyInstance, max: number, name: string): Budget {
  return {
    max,
    counter: async (request) => {
      const claims = await bearerClaims(app, request);
      return claims ? `${name}|user ${claims.userId}` : null;
    },
  };
}

/** What the rate-limit plugin counts a request on when a budget does not count it (never a real counter). */
const NOT_COUNTED = '\0not counted';

/**
 * The `preHandler` that counts a request on each budget in turn; the first one spent answers 429
 * (`Retry-After` and `retry_after`: the seconds until its window ends), and the later ones are
 * not counted.
 */
export function rateLimited(
  app: FastifyInstance,
  windowSeconds: number,
  budgets: readonly Budget[],
): preHandlerAsyncHookHandler {
  const limiters = budgets.map((budget) =>
    app.createRateLimit({
      max: budget.max,
      timeWindow: windowSeconds * 1000,
      keyGenerator: async (request) => (await budget.counter(request)) ?? NOT_COUNTED,
      allowList: (_request, key) => key === NOT_COUNTED,
    }),
  );
  return async (request) => {
    for (const limiter of limiters) {
      const verdict = await limiter(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw tooManyRequests(verdict.ttl);
    }
  };
}

/** The email a call's body names (login, forgot password), as accounts are keyed by it. */
const emailOf = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : undefined;
};

/**
 * The budgets of the API's limited calls, by kind (docs/security.md lists which call has which):
 * each a `preHandler` for the routes of that kind.
 */
export function apiRateLimits(app: FastifyInstance) {
  const { max, perAddress: addressMax, windowSeconds } = app.config.authRateLimit;
  const limit = (...budgets: Budget[]) => rateLimited(app, windowSeconds, budgets);
  const address = perAddress(addressMax);
  return {
    /** Login and forgot password: a class's budget per address, `max` per account at the address. */
    signIn: limit(address, perAccountAndAddress(max, emailOf)),
    /** Registration, token login, and every lookup by a code (events, groups, certificates, shared results). */
    address: limit(address),
    /** Password change and account deletion: `max` password checks per account, shared by both. */
    password: limit(address, perBearerAccount(app, max, 'password')),
    /** Resending the verification mail: `max` mails per account. */
    mail: limit(address, perBearerAccount(app, max, 'verification mail')),
    /** The kiosk PIN: no account to count against, so `max` per address. */
    pin: limit(perAddress(max)),
  };
}
