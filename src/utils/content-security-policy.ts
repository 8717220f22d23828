/**
 * The Content-Security-Policy of the site, built in one place from the build's environment.
 *
 * Pages get their policy in two parts:
 * - a `<meta http-equiv>` the build writes into every page (`pagePolicies`, applied by
 *   src/integrations/page-finish.ts as each page renders): the page directives
 *   (`pageDirectives`), `script-src` with the script origins (`scriptSources`) and the hashes of
 *   exactly the inline scripts the page has, `style-src` with the hashes of its inline styles.
 *   Hashed by text once per build (the same few scripts are on every page), not once per page
 *   as Astro's own `security.csp` does (docs/decisions.md, "The page policy is written once");
 * - a response header from the server (`headerPolicy`), because a meta policy cannot carry
 *   `frame-ancestors`: embed routes may be framed by any site (or `EMBED_ORIGINS`), other
 *   pages by none. A browser enforces both policies, so a resource must pass each.
 * Third-party origins are allowed only when their feature is configured at build:
 * Rollbar (`PUBLIC_ROLLBAR_CLIENT_TOKEN`, `PUBLIC_ROLLBAR_ENDPOINT`) and the Google tag
 * (`PUBLIC_ANALYTICS_TAG_ID`); a separate API (`PUBLIC_API_URL`) and content images
 * (Contentful's asset hosts, or `CONTENT_ASSET_ORIGINS`) likewise.
 */
import { createHash } from 'node:crypto';

export interface CspEnv {
  readonly PUBLIC_API_URL?: string | undefined;
  readonly PUBLIC_ROLLBAR_CLIENT_TOKEN?: string | undefined;
  readonly PUBLIC_ROLLBAR_ENDPOINT?: string | undefined;
  readonly PUBLIC_ANALYTICS_TAG_ID?: string | undefined;
  /** Comma-separated origins content images come from (default: Contentful's asset hosts). */
  readonly CONTENT_ASSET_ORIGINS?: string | undefined;
}

/** Where Contentful serves images and files of a space. */
export const CONTENTFUL_ASSET_ORIGINS = ['https://images.ctfassets.net', 'https://assets.ctfassets.net'] as const;
export const ROLLBAR_ORIGIN = 'https://api.rollbar.com';
/**
 * The Google tag's sources, as Google documents them for GA4 with Google Signals (the one list
 * of this project; "Use a Content Security Policy" in Google's tag platform guide): the script
 * from any googletagmanager.com host, hits (beacons, pixels) to the regional collection hosts.
 */
export const GOOGLE_TAG_SCRIPT_ORIGIN = 'https://*.googletagmanager.com';
/** `img-src` and `connect-src` of the Google tag. */
export const GOOGLE_ANALYTICS_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;

/** The API's own policy: JSON never loads anything and is never framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Directives that hold on every page, whether delivered by header or meta. */
const DOCUMENT_LOCKS = ["base-uri 'self'", "object-src 'none'", "form-action 'self'"] as const;

/** The origin of a URL, or null for relative or malformed URLs. */
function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    // Expected: a configured URL that is malformed allows no origin.
    return null;
  }
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const uniq = (values: readonly (string | null | false | undefined)[]) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

/** `script-src` sources besides the inline scripts' hashes: this origin, WebAssembly for Pagefind, the Google tag. */
export function scriptSources(env: CspEnv): string[] {
  // Pagefind compiles its search engine from WebAssembly; 'wasm-unsafe-eval' allows only that, not eval().
  return uniq(["'self'", "'wasm-unsafe-eval'", env.PUBLIC_ANALYTICS_TAG_ID && GOOGLE_TAG_SCRIPT_ORIGIN]);
}

/** Every page directive except `script-src`/`style-src` (per page's inline texts) and `frame-ancestors` (header only). */
export function pageDirectives(env: CspEnv): string[] {
  const analytics = env.PUBLIC_ANALYTICS_TAG_ID ? GOOGLE_ANALYTICS_ORIGINS : [];
  const rollbar = env.PUBLIC_ROLLBAR_CLIENT_TOKEN ? (originOf(env.PUBLIC_ROLLBAR_ENDPOINT) ?? ROLLBAR_ORIGIN) : null;
  const assets = list(env.CONTENT_ASSET_ORIGINS).map(originOf);
  // The API's origin: a certificate's QR code is an image it draws (GET /v1/certificates/{code}/qr.svg).
  const img = uniq([
    "'self'",
    'data:',
    originOf(env.PUBLIC_API_URL),
    ...(assets.length ? assets : CONTENTFUL_ASSET_ORIGINS),
    ...analytics,
  ]);
  const connect = uniq(["'self'", originOf(env.PUBLIC_API_URL), rollbar, ...analytics]);
  return [
    "default-src 'self'",
    `img-src ${img.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    ...DOCUMENT_LOCKS,
  ];
}

/** The policy header of a page response: framing, plus the locks (also in the meta, harmless twice). */
export function headerPolicy(frameAncestors: string): string {
  return [`frame-ancestors ${frameAncestors}`, ...DOCUMENT_LOCKS].join('; ');
}

/** Hashes by text: a build asks for the same few inline scripts' hashes on every page. */
const hashes = new Map<string, `sha256-${string}`>();

/** The CSP source (without quotes) that allows an inline script or style with exactly this text. */
export function inlineScriptHash(text: string): `sha256-${string}` {
  let hash = hashes.get(text);
  if (!hash) {
    hash = `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
    hashes.set(text, hash);
  }
  return hash;
}

/** A page's policy from the texts of its inline scripts and styles (each hashed once per build). */
export type PagePolicy = (inlineScripts: readonly string[], inlineStyles: readonly string[]) => string;

/**
 * The page policy of a build's environment: the directives are fixed once, and each inline text
 * is hashed once per build (`inlineScriptHash`), so 40,000 pages do not hash the same few
 * scripts again. No `'unsafe-inline'` anywhere: an inline script or style is allowed by
 * the hash of its exact text.
 */
export function pagePolicies(env: CspEnv): PagePolicy {
  const fixed = pageDirectives(env);
  const scripts = scriptSources(env);
  const hashed = (texts: readonly string[]) => uniq(texts.map((text) => `'${inlineScriptHash(text)}'`));
  return (inlineScripts, inlineStyles) =>
    [
      ...fixed,
      `script-src ${[...scripts, ...hashed(inlineScripts)].join(' ')}`,
      `style-src ${["'self'", ...hashed(inlineStyles)].join(' ')}`,
    ].join('; ');
}

/** A policy as directive name → sources (for tests and checks). */
export function parsePolicy(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), sources);
  }
  return out;
}
