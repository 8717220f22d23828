/**
 * The web app manifest, one per language (`/manifest.webmanifest`, `/sv/manifest.webmanifest`):
 * the installed app is named and starts in the language of the page it was installed from.
 * Icons: the site's SVG for any size, and PNGs rendered from it at build (src/utils/app-icons.ts).
 */
import type { APIRoute } from 'astro';
import type { Lang } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { translator } from '#src/utils/i18n.ts';
import { manifestIcons, THEME_COLOR } from '#src/utils/app-icons.ts';
import { eachLang } from '#src/utils/static-paths.ts';

export const getStaticPaths = eachLang;

export const GET: APIRoute = ({ props }) => {
  const lang = (props as { lang: Lang }).lang;
  const t = translator(lang);
  const start = localize(lang, paths.home());
  const manifest = {
    id: start,
    name: t('site.name'),
    short_name: t('site.name'),
    description: t('site.description'),
    lang,
    start_url: start,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: manifestIcons(),
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
};
