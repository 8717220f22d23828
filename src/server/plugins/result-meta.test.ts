/**
 * A shared result's page as a crawler fetches the link: for a known code its Open Graph and
 * Twitter meta name the score and what was played, and its own card image (which the API
 * serves), in the page's language; an unknown code gets the page as built.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, bodyOf } from '#tests/support/api-helpers.ts';
import { metaOf, pageMetaApp } from '#tests/support/page-meta.ts';

const { c } = appPerFile(pageMetaApp);
let code = '';
beforeAll(async () => {
  const uuid = await c.anonymous();
  for (const [q, key] of [
    [101, 'a'],
    [102, 'b'],
    [103, 'a'],
  ] as const)
    await c.answer(uuid, q, key, { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 });
  code = bodyOf(
    await c.post('/v1/result_shares', {
      user_uuid: uuid,
      kind: 'practice',
      topic_global_id: 'topic-a',
      test_global_id: 'test-a',
      test_round: 1,
    }),
    'createResultShare',
  ).data.code;
});

describe('a shared result page for crawlers', () => {
  it("names the score, what was played and the result's own card in the page's language", async () => {
    const sv = await c.get(`/sv/r/${code}/`);
    expect(sv.statusCode).toBe(200);
    expect(sv.headers['content-type']).toContain('text/html');
    expect(metaOf(sv.body, 'og:title')).toBe('2 av 3 rätt: Övning · Världsbildsquiz');
    expect(metaOf(sv.body, 'og:description')).toBe(
      '2 av 3 rätt i Övning (Alfa) på Världsbildsquiz. Kan du göra bättre ifrån dig?',
    );
    expect(metaOf(sv.body, 'description')).toBe(metaOf(sv.body, 'og:description'));
    expect(metaOf(sv.body, 'og:url')).toBe(`https://quiz.example/sv/r/${code}/`);
    expect(metaOf(sv.body, 'og:image')).toBe(`https://quiz.example/v1/result_shares/${code}/card.png?lang=sv`);
    expect(metaOf(sv.body, 'twitter:image')).toBe(metaOf(sv.body, 'og:image'));
    expect(metaOf(sv.body, 'og:image:alt')).toBe('2 av 3 rätt: Övning · Alfa');
    expect(metaOf(sv.body, 'twitter:card')).toBe('site twitter:card');

    const en = await c.get(`/r/${code.toLowerCase()}/`);
    expect(metaOf(en.body, 'og:title')).toBe('2 of 3 right: Practice · Worldview Quiz');
    const png = await c.get(`${new URL(metaOf(en.body, 'og:image')!).pathname}?lang=en`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('serves the page as built for an unknown or malformed code, and for /r/ itself', async () => {
    for (const path of ['/r/ZZZZZZZZZZ/', '/r/not-a-code/', '/sv/r/']) {
      const res = await c.get(path);
      expect(res.statusCode).toBe(200);
      expect(metaOf(res.body, 'og:image')).toBe('site og:image');
    }
  });
});
