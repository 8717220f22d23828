/**
 * An embed's colour scheme, chosen by the page that embeds it. `?theme=light` or `?theme=dark`
 * on an embed route (`<html data-embed>`, which the head script has just set) becomes
 * `<html data-theme>`, on which tokens.css sets the used `color-scheme`: a forced scheme wins
 * over the visitor's `prefers-color-scheme`, which stays the default. It runs inline in the head
 * (`headScriptText`, src/utils/head-script.ts), before the first paint, so the frame never
 * shows the other scheme first. The embed's own links (the next question, the explanation, the
 * done view: paths with an `/embed/` segment on this site) keep the parameter, set on each link
 * as it is followed (a click or Enter; links an island adds later too), so the theme lasts across
 * the embed's navigations; "Open on the site" (a site page) does not take it. Every page carries
 * this text uncached, so it does no more: the `href` shows the parameter once followed, not on
 * hover, and a middle click (a new tab, outside the host page) follows the visitor instead.
 *
 * A plain function: it is inlined through `Function.prototype.toString`
 * (src/utils/inline-function.ts), so it imports nothing and calls nothing outside its body.
 */
export function embedTheme(): void {
  const d = document.documentElement;
  const theme = new URLSearchParams(location.search).get('theme');
  if (!d.hasAttribute('data-embed') || (theme !== 'light' && theme !== 'dark')) return;
  d.setAttribute('data-theme', theme);
  addEventListener(
    'click',
    (ev) => {
      const a = (ev.target as Partial<Pick<Element, 'closest'>> | null)?.closest?.<HTMLAnchorElement>('a[href]');
      if (!a || a.origin !== location.origin || !/\/embed\//.test(a.pathname)) return;
      const url = new URL(a.href);
      url.searchParams.set('theme', theme);
      a.href = url.href;
    },
    true,
  );
}
