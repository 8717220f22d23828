import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineCall } from './inline-function.ts';

/** A plain function as the inline scripts are written: it leaves its result on the global object. */
function mark(key: string, value: { readonly n: number }): void {
  // A comment that the page must not carry.
  (globalThis as unknown as Record<string, number>)[key] = value.n * 2;
}

describe('inlineCall', () => {
  it('writes a minified call of the function with its arguments as JSON, which runs as written', () => {
    const text = inlineCall(mark, 'seen', { n: 21 });
    expect(text).not.toMatch(/comment|\n\s/);
    const context: Record<string, unknown> = {};
    runInNewContext(text, context);
    expect(context['seen']).toBe(42);
  });

  it('gives the same text for the same call (a page policy hashes it) and another for other arguments', () => {
    expect(inlineCall(mark, 'seen', { n: 1 })).toBe(inlineCall(mark, 'seen', { n: 1 }));
    expect(inlineCall(mark, 'seen', { n: 2 })).not.toBe(inlineCall(mark, 'seen', { n: 1 }));
  });
});
