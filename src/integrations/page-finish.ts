/**
 * The middleware that finishes each page of a build as Astro renders it (moved island scripts,
 * the page's CSP meta: src/integrations/shared-scripts.ts, which adds it to builds only).
 */
import type { MiddlewareHandler } from 'astro';
import { pagePolicies } from '../utils/content-security-policy.ts';
import { finishPage, sharedScripts } from './shared-scripts.ts';

/** The build's environment fixes the policy's origins (the same variables the server and islands read). */
const policy = pagePolicies(process.env);

/** Astro middleware: rewrites the HTML of every page the build renders. */
export const onRequest: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.includes('text/html')) return response;
  const html = finishPage(await response.text(), policy, sharedScripts());
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
};
