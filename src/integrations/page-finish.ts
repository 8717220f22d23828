/**
 * The middleware that finishes each page of a build as Astro renders it (moved island scripts,
 * the page's CSP meta: src/integrations/shared-scripts.ts, which adds it to builds only).
 */
import type { MiddlewareHandler } from 'astro';
import { pagePolicies } from '../utils/content-security-policy.ts';
import { buildImports, buildOutDir, finishPage, sharedScripts } from './shared-scripts.ts';

/** The build's environment fixes the policy's origins (the same variables the server and islands read). */
const policy = pagePolicies(process.env);
/** Made at the first page: the output folder is known once the config is done. */
let importsOf: ((src: string) => readonly string[]) | undefined;

/** Astro middleware: rewrites the HTML of every page the build renders. */
export const onRequest: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.includes('text/html')) return response;
  importsOf ??= buildImports(buildOutDir());
  const html = finishPage(await response.text(), policy, sharedScripts(), importsOf);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
};
