/**
 * The request of an operation of the API contract, for the client or for the offline queue
 * that sends it later: method and path from src/api-contract/operations.ts, path parameters
 * filled in and encoded. Only the code that sends (the client, the queue) loads the operation
 * table; stores name operations (src/api-client/calls.ts).
 */
import { OPERATIONS, pathOf, type OperationName } from '../api-contract/operations.ts';
import type { CallInput } from '../api-contract/types.ts';
import type { ApiRequest } from './client.ts';

/** The untyped view of any operation's input, for building the request. */
interface AnyInput {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
}

/** The request of the operation `name` with its input. */
export function requestOf<K extends OperationName>(
  name: K,
  input: CallInput<K>,
): ApiRequest & { readonly method: (typeof OPERATIONS)[K]['method'] };
export function requestOf(name: OperationName, input: AnyInput): ApiRequest {
  const op = OPERATIONS[name];
  return {
    method: op.method,
    path: pathOf(name, input.params),
    ...(input.query ? { params: input.query } : {}),
    ...(input.body === undefined ? {} : { data: input.body }),
  };
}
