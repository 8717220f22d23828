import { DEFAULT_LANG } from '../domain/locale.ts';
import { LANGS, LOCALE_PREFIX } from '../domain/model.ts';
import { ROUTE_TABLE, type RouteDefinition } from '../domain/route-table.ts';
import { matchRoute, routeEntry } from '../domain/routes.ts';
import { HELD_MARKS, holdTaps } from '../browser/held-taps.ts';
import { AFTER_PAINT_MARKS, loadAfterPaint } from './after-paint.ts';
import { embedTheme } from './embed-theme.ts';
import { markTestVariant, TEST_VARIANT_MARKS } from './test-variant.ts';
import { inlineCall } from './inline-function.ts';

/**
 * The one inline script every page runs before it paints (no framework, about 2.2 KB gzip with
 * the loader of what waits for the first paint, `loadAfterPaint`, that `headScriptText` appends):
 * - on a plain (English) path outside embeds, honour the locale cookie, then the browser's
 *   language, exactly as the server does, so static hosts behave the same;
 * - mark the view of pages that serve several routes (question, explanation, embed …) on
 *   `<html data-view>` and `data-embed`, so CSS shows the right part without a flash;
 * - make the language switch keep the learner's place (the path at the moment of the click:
 *   a certificate or event test may have moved on inside the page), the answered view (the
 *   answer a practice question offers, src/navigation/carried-answer.ts) and remember the
 *   choice in the cookie: the one click handler of the language links
 *   (src/navigation/language-links.ts only points their `href` at the route's place on pages
 *   that move inside, for hovering, copying and opening in a new tab);
 * - on the first page of the tab's session remember the entry path and show the loader
 *   (`data-first-load`, src/navigation/page-ready.ts hides it), except on error pages;
 * - take over the page transition the previous page chose (src/navigation/cross-document.ts):
 *   `pagereveal` must be listened to before the first rendering opportunity; and take the
 *   rejections of a transition Chromium skipped quietly (src/navigation/transition-settle.ts).
 * It is a plain function so `Function.prototype.toString` can inline it; the routes it needs
 * come from the route table as its argument (`headScriptText`), matched with `URLPattern`.
 * It runs before any reporter exists and imports nothing, so its catches take only expected
 * failures (storage blocked, a stored value or path escape that does not parse).
 */
export function headScript(routes: readonly HeadRoute[], [other, pre, langs]: HeadLocales): void {
  const d = document.documentElement;
  const path = location.pathname;
  const prefixed = (p: string) => p === pre || p.indexOf(pre + '/') === 0;
  const sv = prefixed(path);
  // The path without its language prefix.
  const unprefixed = (p: string) => (prefixed(p) ? p.slice(pre.length) || '/' : p);
  const bare = unprefixed(path);
  let route: HeadRoute | null = null;
  let groups: Record<string, string | undefined> = {};
  // Without URLPattern (browsers before 2025) nothing is marked; the islands still switch views.
  if (typeof URLPattern === 'function') {
    for (const r of routes) {
      const m = new URLPattern({ pathname: r[0] }).exec({ pathname: bare });
      if (m) {
        route = r;
        groups = m.pathname.groups;
        break;
      }
    }
  }
  const embed = route !== null && (route[2] & 1) === 1;
  if (embed) d.setAttribute('data-embed', '');
  if (!sv && !embed && d.getAttribute('data-page') !== 'error') {
    const m = new RegExp('(?:^|;\\s*)locale=(' + langs + ')').exec(document.cookie);
    const pick = (m ? m[1] : (navigator as Partial<Navigator>).languages?.[0] || navigator.language) || '';
    if (pick === other || (!m && pick.toLowerCase().split('-')[0] === other)) {
      location.replace(`${pre}${path}${location.search}${location.hash}`);
      return;
    }
  }
  try {
    if (!sessionStorage.getItem('quiz:entry')) {
      sessionStorage.setItem('quiz:entry', path);
      if (d.getAttribute('data-page') !== 'error') d.setAttribute('data-first-load', '');
    }
  } catch {
    // Expected: storage blocked (a cross-site embed): no entry path, no loader.
  }
  // Chromium also rejects the promises of a cross-document transition it skipped before this
  // page could see it (no `viewTransition` on `pagereveal`), where no script can handle them, as
  // an AbortError, or as an InvalidStateError when the page left moved on while one of its own
  // transitions ran: expected, so neither the console nor error reporting (registered later) gets it.
  addEventListener('unhandledrejection', (ev) => {
    const r: unknown = ev.reason;
    if (
      r instanceof DOMException &&
      (r.name === 'AbortError' || r.name === 'InvalidStateError') &&
      /transition/i.test(r.message)
    ) {
      ev.preventDefault();
      ev.stopImmediatePropagation();
    }
  });
  addEventListener('pagereveal', (ev) => {
    let type = 'none';
    try {
      // Storage is the page's own, but anything may be in it: a missing field reads as undefined.
      const handoff = JSON.parse(sessionStorage.getItem('quiz:transition') || 'null') as {
        to?: unknown;
        type?: unknown;
      } | null;
      sessionStorage.removeItem('quiz:transition');
      if (handoff && handoff.to === location.pathname) type = String(handoff.type);
    } catch {
      // Expected: storage blocked, or the stored handoff is not JSON: no animation.
    }
    d.setAttribute('data-transition', type);
    d.removeAttribute('data-transition-animated');
    const vt = ev.viewTransition;
    if (!vt) return;
    // Chromium rejects these when it skips the transition ("Transition was skipped"; expected,
    // src/navigation/transition-settle.ts): handled, so no uncaught rejection is logged.
    vt.finished.catch(() => {});
    vt.updateCallbackDone.catch(() => {});
    vt.ready.then(
      () => d.setAttribute('data-transition-animated', type),
      () => {},
    );
    if (type === 'none' || matchMedia('(prefers-reduced-motion: reduce)').matches) {
      vt.skipTransition();
      return;
    }
    vt.types.add(type);
  });
  if (route && route[1]) d.setAttribute('data-view', route[1]);
  // Certificate and event routes `/c/{topic}/{question}/…`, `/e/{code}/{question}/` show that question.
  let id = '';
  try {
    id = route && (route[2] & 2) === 2 ? decodeURIComponent(groups['question'] || '') : '';
  } catch {
    // Expected: a malformed escape in the address names no question.
  }
  if (id) {
    d.setAttribute('data-question', id);
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll('[data-cert-question]'))
        if (el.getAttribute('data-cert-question') === id) el.setAttribute('data-active', '');
    });
  }
  document.addEventListener('click', (ev) => {
    const a = (ev.target as Partial<Pick<Element, 'closest'>> | null)?.closest?.('a[data-set-locale]');
    if (!a) return;
    const lang = a.getAttribute('data-set-locale');
    document.cookie = `locale=${lang}; path=/; max-age=31536000; samesite=lax`;
    // The answered practice question's answer crosses to the other language's page
    // (src/navigation/carried-answer.ts; the key is session-memory.ts's `KEYS.carriedAnswer`).
    const carried = d.getAttribute('data-carried-answer');
    try {
      if (carried) sessionStorage.setItem('quiz:carriedAnswer', carried);
    } catch {
      // Expected: storage blocked: the question is asked again in the other language.
    }
    (a as HTMLAnchorElement).href =
      (lang === other ? pre : '') + unprefixed(location.pathname) + location.search + location.hash;
  });
}

/**
 * The locale table as the head script reads it: the language with a path prefix, that prefix,
 * and every language code joined by '|' (the locale cookie's values).
 */
export type HeadLocales = readonly [other: string, prefix: string, langs: string];

/** The head script's locales, from the locale table (src/domain/model.ts). */
export function headLocales(): HeadLocales {
  const other = LANGS.find((lang) => LOCALE_PREFIX[lang] !== '') ?? DEFAULT_LANG;
  return [other, LOCALE_PREFIX[other], LANGS.join('|')];
}

/** One route as the head script reads it: [pattern, view or '', flags (1 embed, 2 marks the question)]. */
export type HeadRoute = readonly [pattern: string, view: string, flags: number];

/** Whether two table patterns (plain `/segment/:param/` paths) match a path in common. */
function overlap(a: string, b: string): boolean {
  const x = a.split('/');
  const y = b.split('/');
  return x.length === y.length && x.every((s, i) => s === y[i] || s[0] === ':' || y[i]?.[0] === ':');
}

/**
 * The routes of the table in matching order, reduced to what the head script needs: those a
 * page serves (`page`, its route pattern: the server and static hosts rewrite exactly these to
 * it), or, for a page shown at addresses that are not its own (error and offline pages), every
 * route that decides a mark: those with a view or flags, and those that come first for a path
 * one of them matches too (a route that marks nothing and shadows no marking route changes
 * nothing by matching, so it is left out: about 120 B gzip less on those pages).
 */
export function headRoutes(page: string | null = null): HeadRoute[] {
  const routes = ROUTE_TABLE.filter((r) => page === null || r.page === page).map((r): HeadRoute => {
    const e: RouteDefinition = r;
    return [e.pattern, e.view ?? '', (e.embed ? 1 : 0) | (e.marksQuestion ? 2 : 0)] as const;
  });
  if (page !== null) return routes;
  const marks = (r: HeadRoute) => r[1] !== '' || r[2] !== 0;
  return routes.filter((r, i) => marks(r) || routes.slice(i + 1).some((l) => marks(l) && overlap(r[0], l[0])));
}

/** What a page needs of the head script. */
export interface HeadNeeds {
  /** The route pattern of the generated page (the table's `page`), or null for a page shown at any address. */
  readonly page: string | null;
  /** The page has islands: taps before they are live are held (`holdTaps`). */
  readonly islands: boolean;
  /** The page marks the test a practice question is answered in (`markTestVariant`). */
  readonly tests: boolean;
}

/** The page pattern (the table's `page`) of the generated page at an unprefixed path, or null when no route matches. */
export function pageOf(path: string): string | null {
  const m = matchRoute(path);
  return m ? routeEntry(m.name).page : null;
}

/** Texts by what they hold: every page of a kind carries the same one. */
const texts = new Map<string, string>();

/**
 * The exact text of the inline head script with the routes of the page, followed, as the page
 * needs them, by the mark of the test a practice question is answered in (`markTestVariant`,
 * src/utils/test-variant.ts), the holder of actions given before their island is ready
 * (`holdTaps`, src/browser/held-taps.ts), and always the loader of what waits for the first paint
 * (`loadAfterPaint`, src/utils/after-paint.ts): the page inlines it and its CSP allows it by the
 * hash of this text (src/layouts/Base.astro). Minified because every HTML page carries it
 * uncached: about a third of its gzip size goes. Written once per kind of page and process.
 */
export function headScriptText(needs: HeadNeeds = { page: null, islands: true, tests: true }): string {
  const key = `${needs.page}|${needs.islands}|${needs.tests}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = [
      inlineCall(headScript, headRoutes(needs.page), headLocales()),
      // A host's `?theme=`, on pages that can be embeds.
      headRoutes(needs.page).some(([, , flags]) => (flags & 1) === 1) ? inlineCall(embedTheme) : '',
      needs.tests ? inlineCall(markTestVariant, TEST_VARIANT_MARKS, headLocales()[1]) : '',
      needs.islands ? inlineCall(holdTaps, HELD_MARKS) : '',
      inlineCall(loadAfterPaint, AFTER_PAINT_MARKS),
    ].join('');
    texts.set(key, text);
  }
  return text;
}
