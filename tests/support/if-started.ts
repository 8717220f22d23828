/**
 * Stops what a `beforeAll` started, if it got that far. A `let server: Server` that `beforeAll`
 * assigns is typed as always set, but when the setup throws first it is still undefined and
 * `afterAll` runs all the same: taking it here as possibly undefined keeps that teardown check
 * (no TypeError on top of the setup's own error) in a form the type checker sees.
 */
export function ifStarted<T, R>(value: T | undefined, stop: (value: T) => R): R | undefined {
  return value === undefined ? undefined : stop(value);
}
