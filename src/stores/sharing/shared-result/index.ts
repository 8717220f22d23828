/**
 * A shared result's public page: the result read from the API by its code. Depends on:
 * src/stores/session.
 */
export { loadSharedResult, type SharedResultState } from './shared-result.ts';
