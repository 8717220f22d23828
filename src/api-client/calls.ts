/**
 * Typed calls of the API contract over the shared client (its token refresh included): the
 * operation's method and path come from src/api-contract/operations.ts, its input and answer
 * types from the contract's schemas, so no store re-declares a response or writes a path.
 */
import { OPERATIONS, pathOf, type OperationName } from '../api-contract/operations.ts';
import type { CallInput, ResponseBody } from '../api-contract/types.ts';
import type { ApiClient, ApiRequest } from './client.ts';

/** The untyped view of any operation's input, for building the request. */
interface AnyInput {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
}

/**
 * The request of an operation (for the client, or for the offline queue that sends it later):
 * method and path from the contract, path parameters filled in and encoded.
 */
export function requestOf<K extends OperationName>(name: K, input: CallInput<K>): ApiRequest & { readonly method: (typeof OPERATIONS)[K]['method'] };
export function requestOf(name: OperationName, input: AnyInput): ApiRequest {
  const op = OPERATIONS[name];
  return {
    method: op.method,
    path: pathOf(name, input.params),
    ...(input.query ? { params: input.query } : {}),
    ...(input.body === undefined ? {} : { data: input.body }),
  };
}

/** Calls an operation; resolves to its success answer, rejects with the client's `ApiFailure`. */
export function call<K extends OperationName>(api: ApiClient, name: K, input: CallInput<K>): Promise<ResponseBody<K>> {
  return api.request<ResponseBody<K>>(requestOf(name, input));
}
