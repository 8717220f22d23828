/**
 * Points an embed's "Open on the site" links (`a[data-embed-site-link]`) at the site page of
 * the embed route the frame shows (src/domain/embed-places.ts), so `/t/{topic}/embed/{question}/`
 * opens the question inside its topic and an explanation opens the explanation.
 */
import { sitePlaceOfEmbed } from '../domain/embed-places.ts';
import { matchRoute } from '../domain/routes.ts';

// Embeds only; without URLPattern the links keep the page's own site path.
if (document.documentElement.hasAttribute('data-embed') && typeof URLPattern === 'function') {
  const target = sitePlaceOfEmbed(matchRoute(location.pathname));
  if (target) for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-embed-site-link]')) a.href = target;
}
