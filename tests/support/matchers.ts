/**
 * Vitest's asymmetric matchers, answering `unknown` instead of `any`. Vitest types `expect.any(...)`,
 * `expect.stringMatching(...)` and the like as `any`, so an expected object that holds one is an
 * unsafe assignment to typescript-eslint (no-unsafe-assignment), though the value only ever goes
 * back to a matcher. These are the same matchers; use them inside expected objects.
 */
import { expect } from 'vitest';

/** Any value made by `type` (a constructor such as String or Number). */
export const anyOf = (type: unknown): unknown => expect.any(type);
/** Anything but null and undefined. */
export const anything = (): unknown => expect.anything();
/** A string that `pattern` matches. */
export const stringMatching = (pattern: string | RegExp): unknown => expect.stringMatching(pattern);
/** A string that contains `text`. */
export const stringContaining = (text: string): unknown => expect.stringContaining(text);
