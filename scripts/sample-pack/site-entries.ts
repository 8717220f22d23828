/**
 * Writes the site-wide entries of site.ts: topic groups, topic lists and the start page,
 * events, groups, population categories and the about page. They come last because they link
 * to topics and challenges by slug, which must already be written.
 */
import { loc, richText } from '#src/content-layer/pack-writer.ts';
import type { RawLink } from '#src/content-layer/raw.ts';
import { pascal, uniqueValues, type PackContext } from './context.ts';
import { ABOUT_PAGE, EVENTS, GROUPS, POPULATION_CATEGORIES, START_PAGE, TOPIC_GROUPS, TOPIC_LISTS } from './site.ts';
import { localized } from './texts.ts';

/** Lookups of the topics and challenges the site entries link to. */
export interface SiteLinks {
  readonly topicRef: (slug: string) => RawLink;
  readonly challengeRef: (slug: string) => RawLink;
}

function addTopicGroups(ctx: PackContext, topicRef: (slug: string) => RawLink): void {
  const groupGid = uniqueValues('topic group globalId');
  const groupSlug = uniqueValues('topic group slug');
  for (const g of TOPIC_GROUPS) {
    ctx.builder.entry('topicGroup', ctx.id(`topicGroup${g.key}`), {
      globalId: groupGid(g.globalId),
      slug: groupSlug(g.slug),
      name: localized(g.name),
      description: localized(g.description),
      topics: g.topics.map(topicRef),
    });
  }
}

function addStartPage(ctx: PackContext, links: SiteLinks): void {
  const topicLists = TOPIC_LISTS.map((l) =>
    ctx.builder.entry('topicList', ctx.id(`topicList${l.key}`), {
      name: localized(l.name),
      items: l.topics.map(links.topicRef),
    }),
  );
  ctx.builder.entry('startPage', ctx.id('startPage'), {
    title: localized(START_PAGE.title),
    pitchChallenges: START_PAGE.pitchChallenges.map(links.challengeRef),
    topicLists,
  });
}

function addEventsAndGroups(ctx: PackContext, topicRef: (slug: string) => RawLink): void {
  const eventCode = uniqueValues('event code');
  const groupCode = uniqueValues('group code');
  for (const e of EVENTS) {
    ctx.builder.entry('event', ctx.id(`event${e.key}`), {
      code: eventCode(e.code),
      name: localized(e.name),
      topic: topicRef(e.topic),
      opensAt: e.opensAt,
      closesAt: e.closesAt,
      organizers: e.organizers,
    });
  }
  for (const g of GROUPS) {
    ctx.builder.entry('group', ctx.id(`group${g.key}`), {
      code: groupCode(g.code),
      name: g.name,
      welcome: localized(g.welcome),
      organizers: g.organizers,
    });
  }
}

function addAboutPage(ctx: PackContext): void {
  const linked = (text: string, href: string) => ({ link: text, href });
  const paragraphs = (lang: 'en' | 'sv') =>
    ABOUT_PAGE.body[lang].map((p) => (typeof p === 'string' ? p : linked(p[lang], p.href)));
  ctx.builder.entry('page', ctx.id(`page${pascal(ABOUT_PAGE.slug)}`), {
    slug: ABOUT_PAGE.slug,
    title: localized(ABOUT_PAGE.title),
    body: loc(richText(...paragraphs('en')), richText(...paragraphs('sv'))),
  });
}

/** Writes every site-wide entry, in the pack's fixed order, after topics and challenges. */
export function addSiteEntries(ctx: PackContext, links: SiteLinks): void {
  addTopicGroups(ctx, links.topicRef);
  addStartPage(ctx, links);
  addEventsAndGroups(ctx, links.topicRef);
  for (const c of POPULATION_CATEGORIES) {
    ctx.builder.entry('populationCategory', ctx.id(`populationCategory${pascal(c.key)}`), {
      key: c.key,
      name: localized(c.name),
    });
  }
  addAboutPage(ctx);
}
