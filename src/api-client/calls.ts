/**
 * Typed calls of the API contract over the shared client (its token refresh included): the
 * operation's method and path come from src/api-contract/operations.ts, its input and answer
 * types from the contract's schemas, so no store re-declares a response or writes a path. The
 * operation table loads with the first call (src/api-client/requests.ts): a player that has sent
 * nothing yet has not loaded it.
 */
import type { OperationName } from '../api-contract/operations.ts';
import type { CallInput, ResponseBody } from '../api-contract/types.ts';
import type { ApiClient, ApiRequest } from './client.ts';

/**
 * Calls an operation; resolves to its success answer, rejects with the client's `ApiFailure`.
 * `extra.headers`: a conditional read's `If-None-Match` (its 304 rejects with status 304).
 */
export async function call<K extends OperationName>(
  api: ApiClient,
  name: K,
  input: CallInput<K>,
  extra: Pick<ApiRequest, 'headers'> = {},
): Promise<ResponseBody<K>> {
  const { requestOf } = await import('./requests.ts');
  return api.request<ResponseBody<K>>({ ...requestOf(name, input), ...extra });
}
