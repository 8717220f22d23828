/**
 * A shared result's page `/r/{code}/` is one static page for every code, but a crawler that
 * fetches a shared link reads only the HTML: for a known code the server rewrites the page's
 * Open Graph and Twitter meta to name the result (its score, what was played) and its own card
 * image (`/v1/result_shares/{code}/card.png`), as it does for a certificate's verification page
 * (verify-meta.ts). Unknown codes get the page as built.
 */
import type { Lang } from '#src/domain/model.ts';
import { resultSubject } from '#src/domain/result-subject.ts';
import { localize, paths, type RouteMatch } from '#src/domain/routes.ts';
import { subjectLine } from '#src/share-cards/content-cards.ts';
import { t } from '#src/utils/i18n.ts';
import { findResultShare, resultShareJson } from '../services/result-shares.ts';
import { withPageMeta, type PageMetaDeps } from './verify-meta.ts';

/**
 * The result page's HTML with the meta of result `route.params.code`, or null when the route is
 * another or no shared result has the code (the page is then served as built).
 */
export async function resultPageHtml(
  deps: PageMetaDeps,
  route: RouteMatch,
  readPage: () => string,
): Promise<string | null> {
  if (route.name !== 'r-code') return null;
  const lang: Lang = route.lang;
  const row = await findResultShare(deps.db, route.params.code);
  if (!row) return null;
  const r = resultShareJson(deps.index(), row, lang);
  const score = t(lang, 'result.page.score', { correct: r.correct, count: r.total });
  const title = `${t(lang, 'result.page.metaTitle', { score, title: r.title })} · ${t(lang, 'site.name')}`;
  const subject = resultSubject(r.title, r.topic_name);
  const description = subject.topic
    ? t(lang, 'result.page.metaDescription', { score, title: subject.title, topic: subject.topic })
    : t(lang, 'result.page.metaDescriptionTitle', { score, title: subject.title });
  const image = `${deps.publicUrl}/v1/result_shares/${encodeURIComponent(r.code)}/card.png?lang=${lang}`;
  const imageAlt = `${score}: ${subjectLine(lang, r.title, r.topic_name)}`;
  return withPageMeta(readPage(), {
    title,
    description,
    url: `${deps.publicUrl}${localize(lang, paths.result(r.code))}`,
    image,
    imageAlt,
  });
}
