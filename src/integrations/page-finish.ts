/**
 * The middleware that finishes each page of a build as Astro renders it (moved island scripts,
 * the page's CSP meta: src/integrations/shared-scripts.ts, which adds it to builds only). The
 * build's output folder comes from `virtual:quiz/build-out-dir`, which that step serves.
 */
import type { MiddlewareHandler } from 'astro';
import { outDir } from 'virtual:quiz/build-out-dir';
import { pagePolicies } from '../utils/content-security-policy.ts';
import { buildImports, finishPage, writeSharedScripts } from './shared-scripts.ts';

/** The build's environment fixes the policy's origins (the same variables the server and islands read). */
const policy = pagePolicies(process.env);
/** The moved scripts of the pages rendered so far (name → text), and those already in `_astro/`. */
const found = new Map<string, string>();
const written = new Set<string>();
const importsOf = buildImports(outDir);

/** Astro middleware: rewrites the HTML of every page the build renders. */
export const onRequest: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.includes('text/html')) return response;
  const html = finishPage(await response.text(), policy, found, importsOf);
  // Before the page goes out: the precache list and compression run once every page is written.
  writeSharedScripts(outDir, found, written);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
};
