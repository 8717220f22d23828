/**
 * An embed's colour scheme, chosen by the page that embeds it. `?theme=light` or `?theme=dark`
 * on an embed route (`<html data-embed>`, which the head script has just set) becomes
 * `<html data-theme>`, on which tokens.css sets the used `color-scheme`: a forced scheme wins
 * over the visitor's `prefers-color-scheme`, which stays the default. It runs inline in the head
 * (`headScriptText`, src/utils/head-script.ts), before the first paint, so the frame never
 * shows the other scheme first. The embed's own links (the next question, the explanation, the
 * done view: paths with an `/embed/` segment on this site) keep the parameter, set on each link
 * as it is followed (links an island adds later too) and on the page's links once parsed, so the
 * theme lasts across the embed's navigations; "Open on the site" (a site page) does not take it.
 *
 * A plain function: it is inlined through `Function.prototype.toString`
 * (src/utils/inline-function.ts), so it imports nothing and calls nothing outside its body.
 */
export function embedTheme(): void {
  const d = document.documentElement;
  const theme = new URLSearchParams(location.search).get('theme');
  if (!d.hasAttribute('data-embed') || (theme !== 'light' && theme !== 'dark')) return;
  d.setAttribute('data-theme', theme);
  const keep = (a: HTMLAnchorElement) => {
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || !/\/embed(\/|$)/.test(url.pathname) || url.searchParams.get('theme') === theme) return;
    url.searchParams.set('theme', theme);
    a.href = url.href;
  };
  const follow = (ev: Event) => {
    const a = (ev.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (a) keep(a);
  };
  addEventListener('click', follow, true);
  addEventListener('auxclick', follow, true);
  document.addEventListener('DOMContentLoaded', () => document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach(keep));
}
