/**
 * OpenAPI `operationId`s from the contract: each route's id is the name its operation has in
 * `src/api-contract/operations.ts`, so a client generated from `/v1/docs/json` calls
 * `login`, `createUser` … like the site's own client does.
 */
import { OPERATIONS } from '#src/api-contract/operations.ts';

const PREFIX = '/v1';
const byRoute = new Map<string, string>(
  Object.entries(OPERATIONS).map(([name, op]) => [`${op.method.toUpperCase()} ${PREFIX}${op.path}`, name]),
);

/** The operation name of a route (`POST`, `/v1/users/login` → `login`), or undefined for routes outside the contract. */
export function operationIdOf(method: string, url: string): string | undefined {
  return byRoute.get(`${method.toUpperCase()} ${url}`);
}
