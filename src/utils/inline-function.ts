/**
 * The text of an inline script that calls a plain function (`fn`, written in TypeScript beside
 * the code that reads what it leaves) with JSON arguments: its source through
 * `Function.prototype.toString`, minified (esbuild, Astro's own dependency) because every HTML
 * page carries it uncached. Build-time only; the page's CSP allows the text by its hash
 * (src/integrations/shared-scripts.ts).
 */
import { transformSync } from 'esbuild';

/** Minified texts by source: every page of a build asks for the same few, so each is minified once. */
const minified = new Map<string, string>();

/** `fn(...args)` as a minified script, with each argument written as JSON. */
export function inlineCall<F extends (...args: never[]) => void>(fn: F, ...args: Parameters<F>): string {
  const call = `(${fn.toString()})(${args.map((a) => JSON.stringify(a)).join(',')})`;
  let text = minified.get(call);
  if (text === undefined) {
    text = transformSync(call, { minify: true, target: 'es2022' }).code.trim();
    minified.set(call, text);
  }
  return text;
}
