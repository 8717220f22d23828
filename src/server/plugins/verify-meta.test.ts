/**
 * The verification page as a crawler fetches a shared link: for a known code its Open Graph and
 * Twitter meta name the certificate and its own card image, in the page's language; an unknown
 * code gets the page as built.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, bodyOf } from '#tests/support/api-helpers.ts';
import { metaOf, pageMetaApp } from '#tests/support/page-meta.ts';
import { replaceMeta } from './verify-meta.ts';

const { c } = appPerFile(pageMetaApp);
let code = '';
beforeAll(async () => {
  const uuid = await c.anonymous();
  for (const q of ['103', '104', '105']) {
    const res = await c.answer(uuid, q, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-d', test_round: 1 });
    code = bodyOf(res, 'saveAnswer').data.certificate_code ?? code;
  }
});

describe('the verification page for crawlers', () => {
  it("names the certificate and its own card in the page's language", async () => {
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    const sv = await c.get(`/sv/c/v/${code}/`);
    expect(sv.statusCode).toBe(200);
    expect(sv.headers['content-type']).toContain('text/html');
    // The card's URL changes with what the card shows (`v`: a digest of it, e.g. after a name is set).
    const card = (lang: string) =>
      new RegExp(`^https://quiz\\.example/v1/certificates/${code}/card\\.png\\?lang=${lang}&amp;v=[0-9a-f]{16}$`);
    expect(metaOf(sv.body, 'og:image')).toMatch(card('sv'));
    expect(metaOf(sv.body, 'twitter:image')).toBe(metaOf(sv.body, 'og:image'));
    expect(metaOf(sv.body, 'og:url')).toBe(`https://quiz.example/sv/c/v/${code}/`);
    expect(metaOf(sv.body, 'og:title')).toBe('Certifikat: Alfa · Världsbildsquiz');
    expect(metaOf(sv.body, 'og:description')).toMatch(/^Ett certifikat om Alfa, taget \d{1,2} \S+ \d{4}\./);
    expect(metaOf(sv.body, 'description')).toBe(metaOf(sv.body, 'og:description'));
    // Untouched: what the page says of itself beyond the certificate.
    expect(metaOf(sv.body, 'twitter:card')).toBe('site twitter:card');

    const en = await c.get(`/c/v/${code.toLowerCase()}/`);
    expect(metaOf(en.body, 'og:title')).toBe('Certificate: Alpha · Worldview Quiz');
    expect(metaOf(en.body, 'og:image')).toMatch(card('en'));
    // The image it names is served.
    const png = await c.get(new URL(metaOf(en.body, 'og:image')!).pathname + '?lang=en');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('serves the page as built for an unknown or malformed code', async () => {
    for (const path of ['/c/v/ZZZZ-ZZZZ/', '/c/v/not-a-code/']) {
      const res = await c.get(path);
      expect(res.statusCode).toBe(200);
      expect(metaOf(res.body, 'og:image')).toBe('site og:image');
    }
  });

  it('escapes what it writes into the page', () => {
    const html = replaceMeta('<meta property="og:title" content="x"><meta name="other" content="y">', {
      'og:title': '"><script>alert(1)</script>',
    });
    expect(html).toBe(
      '<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"><meta name="other" content="y">',
    );
  });
});
