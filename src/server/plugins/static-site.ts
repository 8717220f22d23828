/**
 * Serves the statically built site: real files, directory pages, sub-routes served by rewrite
 * (see src/domain/routes.ts), trailing-slash and catch-all redirects, case-insensitive event
 * and group codes, locale negotiation on plain paths, and the 404 page with the right message.
 * Dotfiles and dot folders are never served.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import {
  catchAllRedirect,
  isEmbedPath,
  localize,
  lowerCaseCodePath,
  matchRoute,
  splitLocale,
  type RouteMatch,
} from '#src/domain/routes.ts';
import { sameSitePath } from '#src/domain/redirect-target.ts';
import { DEFAULT_LANG, negotiateLang } from '#src/domain/locale.ts';
import type { Lang } from '#src/domain/model.ts';
import { escapeHtml } from '#src/utils/escape-html.ts';
import { NOT_FOUND_CACHE, headersFor, siteHeaderRules } from '#src/utils/response-headers.ts';
import { sendHtml } from './compression.ts';

export interface StaticSiteOptions {
  /** The built site (Astro's `dist/`). */
  readonly root: string;
  /**
   * Rewrites the page a route is served by (the verification page's meta for a known code):
   * the HTML to send, or null to send the page as built. `readPage` reads the built page once per
   * build (kept until a publish switches the root).
   */
  readonly pageHtml?: (route: RouteMatch, readPage: () => string) => Promise<string | null>;
}

/** The cache rules of the shared header rules (framing is the security-headers plugin's). */
const CACHE_RULES = siteHeaderRules([], false);

/** The Cache-Control of a file of the site by its URL path (a compressed variant as its original). */
export function cacheControl(urlPath: string): string {
  return headersFor(CACHE_RULES, urlPath.replace(/\.(br|gz)$/, ''))['Cache-Control'] ?? 'no-cache';
}

/**
 * Whether a request names a static file (its last segment has a dot), as the route's handler
 * decides, HTML files aside. Why a route constraint: the site's one handler is registered twice,
 * once for files with on-the-fly compression off (the build compressed the ones worth it, the
 * rest are too small; a streamed file's size is not known to @fastify/compress's threshold), once
 * for pages, which are compressed on the fly.
 */
export function namesStaticFile(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.|%2e/i.test(last) && !/\.html$/i.test(last);
}

type SiteRequestKind = 'file' | 'page';

/** The `siteRequest` route constraint: 'file' or 'page' by {@link namesStaticFile}. */
type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteHandler = NonNullable<ReturnType<ReturnType<ConstraintStrategy['storage']>['get']>>;
const SITE_REQUEST_CONSTRAINT: ConstraintStrategy = {
  name: 'siteRequest',
  storage() {
    const handlers = new Map<unknown, RouteHandler>();
    return { get: (kind) => handlers.get(kind) ?? null, set: (kind, handler) => void handlers.set(kind, handler) };
  },
  deriveConstraint: (req): SiteRequestKind => (namesStaticFile(req.url ?? '/') ? 'file' : 'page'),
};

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    // Expected: no such file (most request paths are not files).
    return false;
  }
}

async function staticSite(app: FastifyInstance, opts: StaticSiteOptions) {
  const clean = (dir: string) => normalize(dir).replace(/[\\/]+$/, '');
  let root = clean(opts.root);
  // A published build goes live by switching the root: requests after the switch see it whole.
  app.decorate('site', {
    root: () => root,
    setRoot(dir: string) {
      root = clean(dir);
      errorPages.clear();
      rewrittenPages.clear();
    },
  });
  await app.register(fastifyStatic, {
    root: opts.root,
    serve: false,
    cacheControl: false,
    // The `.br`/`.gz` files the build wrote beside each text file, by the request's Accept-Encoding.
    preCompressed: true,
    // Hashed assets never change; HTML, build pointers and the service worker must be revalidated.
    setHeaders: (res, path) => {
      res.header('Cache-Control', cacheControl(`/${relative(root, path).split(sep).join('/')}`));
    },
  });

  /** Resolves a URL path inside the root, refusing anything that escapes it. */
  const inRoot = (urlPath: string): string | null => {
    const full = normalize(join(root, urlPath));
    return full === root || full.startsWith(root + sep) ? full : null;
  };

  /** The 404 page's message: it holds the unmatched-route text and, in `data-invalid-text`, the failed-validation one (both already escaped). */
  const NOT_FOUND_MESSAGE = /(<span data-not-found-message data-invalid-text="([^"]*)">)[^<]*<\/span>/;
  const errorPages = new Map<string, string>();
  const errorPage = (lang: Lang, status: 404 | 500): string => {
    const file = lang === DEFAULT_LANG ? `${status}.html` : `${lang}/${status}/index.html`;
    let page = errorPages.get(file);
    if (page === undefined) {
      const path = join(root, file);
      page = existsSync(path)
        ? readFileSync(path, 'utf8')
        : `<!doctype html><title>${status}</title><h1>${status}</h1>`;
      errorPages.set(file, page);
    }
    return page;
  };

  /** Pages `pageHtml` rewrites, read once per build (a publish switches the root and clears them). */
  const rewrittenPages = new Map<string, string>();
  const readRewrittenPage = (file: string): string => {
    const kept = rewrittenPages.get(file);
    if (kept !== undefined) return kept;
    const text = readFileSync(file, 'utf8');
    rewrittenPages.set(file, text);
    return text;
  };

  const notFound = (reply: FastifyReply, pathname: string) => {
    const { lang } = splitLocale(pathname);
    // A path that matches a route but names nothing that exists failed validation.
    const invalid = matchRoute(pathname.endsWith('/') ? pathname : `${pathname}/`) !== null;
    const html = errorPage(lang, 404)
      .replace(NOT_FOUND_MESSAGE, (span: string, open: string, invalidText: string) =>
        invalid ? `${open}${invalidText}</span>` : span,
      )
      .replace(/<code data-missing-path><\/code>/, `<code data-missing-path>${escapeHtml(pathname)}</code>`);
    return sendHtml(reply.request, reply.code(404).header('Cache-Control', NOT_FOUND_CACHE), html);
  };

  app.decorate('sendErrorPage', (reply: FastifyReply, pathname: string, status: number) => {
    const { lang } = splitLocale(pathname);
    const html = errorPage(lang, 500).replace(/(<h1[^>]*data-status-code[^>]*>)500</, `$1${status}<`);
    return sendHtml(reply.request, reply.code(status).header('Cache-Control', 'no-store'), html);
  });

  /** Every redirect of the site: to a same-site path only (`//host` collapses to `/host`), else 404. */
  const redirect = (reply: FastifyReply, pathname: string, target: string, search: string, code: 301 | 302) => {
    const safe = sameSitePath(target);
    return safe === null ? notFound(reply, pathname) : reply.redirect(encodeURI(safe) + search, code);
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    // Prefixed with the origin, so a request for `//host/…` stays a path instead of naming a host.
    const url = new URL(`http://site.invalid${request.url.startsWith('/') ? '' : '/'}${request.url}`);
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      // Expected: a malformed percent-encoding is the client's; it finds nothing.
      return notFound(reply, url.pathname);
    }
    // Dotfiles (`.public-env`, a stray `.git/`) are never part of the site.
    if (pathname.split('/').some((segment) => segment.startsWith('.'))) return notFound(reply, pathname);
    const search = url.search;
    const last = pathname.split('/').pop() ?? '';

    // Real files (assets, sitemap, robots …).
    if (last.includes('.')) {
      const file = inRoot(pathname);
      if (file && isFile(file)) return reply.sendFile(pathname.slice(1), root);
      return notFound(reply, pathname);
    }
    if (!pathname.endsWith('/')) return redirect(reply, pathname, `${pathname}/`, search, 301);

    const moved = catchAllRedirect(pathname);
    if (moved) return redirect(reply, pathname, moved, search, 301);

    // Event and group codes are case-insensitive; pages live at the lower-case code.
    const lower = lowerCaseCodePath(pathname);
    if (lower) return redirect(reply, pathname, lower, search, 301);

    const { lang, path } = splitLocale(pathname);
    if (lang === DEFAULT_LANG && !isEmbedPath(pathname)) {
      reply.header('Vary', 'Cookie, Accept-Language');
      const preferred = negotiateLang(request.headers.cookie, request.headers['accept-language']);
      if (preferred !== DEFAULT_LANG) return redirect(reply, pathname, localize(preferred, path), search, 302);
    }

    const direct = inRoot(`${pathname}index.html`);
    if (direct && isFile(direct)) return reply.sendFile(`${pathname.slice(1)}index.html`, root);

    const route = matchRoute(pathname);
    if (route) {
      // The page path is encoded; files are named by the decoded path.
      const page = decodeURIComponent(route.page);
      const target = inRoot(`${page}index.html`);
      if (target && isFile(target)) {
        const html = opts.pageHtml ? await opts.pageHtml(route, () => readRewrittenPage(target)) : null;
        if (html !== null)
          return sendHtml(request, reply.header('Cache-Control', cacheControl(`${page}index.html`)), html);
        return reply.sendFile(`${page.slice(1)}index.html`, root);
      }
    }
    return notFound(reply, pathname);
  };
  app.addConstraintStrategy(SITE_REQUEST_CONSTRAINT);
  app.get('/*', { constraints: { siteRequest: 'file' satisfies SiteRequestKind }, compress: false }, serve);
  app.get('/*', { constraints: { siteRequest: 'page' satisfies SiteRequestKind } }, serve);
}

/** Not encapsulated: the publisher switches the root through `app.site`. */
export default fp(staticSite, { name: 'static-site' });

declare module 'fastify' {
  interface FastifyInstance {
    site: { root(): string; setRoot(dir: string): void };
    sendErrorPage(reply: FastifyReply, pathname: string, status: number): FastifyReply;
  }
}
