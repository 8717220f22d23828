/**
 * Share cards at build: every page's card is written once per content, a rebuild with unchanged
 * content renders nothing, and a changed topic gets a card of a new name (crawlers never see an
 * old image under a name they cached).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Topic } from '#src/domain/model.ts';
import { cardPath } from '#src/share-cards/card.ts';
import { allContentCards, questionCard, siteCard, topicCard } from '#src/share-cards/content-cards.ts';
import { renderMissingCardsInWorker, writeShareCards } from './share-cards.ts';

const topic = (name: string): Topic =>
  ({
    globalId: 'topic-a',
    slug: 'alpha',
    name: { en: name, sv: `${name} (sv)` },
    description: { en: 'About alpha.', sv: 'Om alfa.' },
    image: null,
    category: null,
    tests: [{ globalId: 'test-a', name: { en: '', sv: '' }, questions: [{ globalId: 'q1' }] }],
    chapters: [],
    diplomaTest: null,
    hidden: false,
  }) as unknown as Topic;

describe('share cards at build', () => {
  it('renders each card once and reuses it while its content is unchanged', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'cards-cache-'));
    const cards = allContentCards({ topics: [topic('Alpha')] });
    // Site and topic, in both languages.
    expect(cards.map((c) => `${c.kind}-${c.lang}`).sort()).toEqual(['site-en', 'site-sv', 'topic-en', 'topic-sv']);
    const first = mkdtempSync(join(tmpdir(), 'dist-'));
    expect(await writeShareCards(cards, first, cache)).toEqual({ rendered: 4, reused: 0 });
    const second = mkdtempSync(join(tmpdir(), 'dist-'));
    expect(await writeShareCards(cards, second, cache)).toEqual({ rendered: 0, reused: 4 });
    expect(readdirSync(join(second, 'og')).sort()).toEqual(cards.map((c) => cardPath(c).slice('/og/'.length)).sort());

    // A renamed topic: two new cards, and the old ones leave the cache.
    const renamed = allContentCards({ topics: [topic('Alpha 2')] });
    expect(await writeShareCards(renamed, mkdtempSync(join(tmpdir(), 'dist-')), cache)).toEqual({
      rendered: 2,
      reused: 2,
    });
    expect(readdirSync(cache).length).toBe(4);
  }, 30_000);

  it('lets two builds share the cache: each writes all its cards, neither removes the card the other is writing', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'cards-cache-'));
    const elsewhere = join(cache, 'topic-en-0000000000000000.png.4242.tmp');
    writeFileSync(elsewhere, 'half a card of another build');
    const [a, b] = [allContentCards({ topics: [topic('Alpha')] }), allContentCards({ topics: [topic('Beta')] })];
    const [outA, outB] = [mkdtempSync(join(tmpdir(), 'dist-')), mkdtempSync(join(tmpdir(), 'dist-'))];
    // Each prunes the cards the other names: a card may vanish between rendering and copying.
    await Promise.all([writeShareCards(a, outA, cache), writeShareCards(b, outB, cache)]);
    expect(readdirSync(join(outA, 'og')).sort()).toEqual(a.map((c) => cardPath(c).slice('/og/'.length)).sort());
    expect(readdirSync(join(outB, 'og')).sort()).toEqual(b.map((c) => cardPath(c).slice('/og/'.length)).sort());
    expect(existsSync(elsewhere)).toBe(true);
  }, 30_000);

  it('renders the missing cards in a worker thread while the pages render, so the finished build only copies them', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'cards-cache-'));
    const cards = allContentCards({ topics: [topic('Alpha')] });
    expect(await renderMissingCardsInWorker(cards, cache)).toBe(4);
    const png = readFileSync(join(cache, cardPath(topicCard(topic('Alpha'), 'sv')).slice('/og/'.length)));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await writeShareCards(cards, mkdtempSync(join(tmpdir(), 'dist-')), cache)).toEqual({
      rendered: 0,
      reused: 4,
    });
    // A rebuild with every card cached starts no worker and renders nothing.
    expect(await renderMissingCardsInWorker(cards, cache)).toBe(0);
  }, 30_000);

  it('drops an unfinished card a build that died left long ago', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'cards-cache-'));
    const dead = join(cache, 'topic-en-0000000000000000.png.4243.tmp');
    writeFileSync(dead, 'half a card of a build killed yesterday');
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    utimesSync(dead, yesterday, yesterday);
    await writeShareCards(allContentCards({ topics: [topic('Alpha')] }), mkdtempSync(join(tmpdir(), 'dist-')), cache);
    expect(existsSync(dead)).toBe(false);
  }, 30_000);

  it("names a card by what it shows; a question page shows its topic's card", () => {
    const a = topicCard(topic('Alpha'), 'en');
    expect(cardPath(a)).toMatch(/^\/og\/topic-en-[0-9a-f]{16}\.png$/);
    expect(cardPath(topicCard(topic('Alpha'), 'en'))).toBe(cardPath(a));
    expect(cardPath(topicCard(topic('Beta'), 'en'))).not.toBe(cardPath(a));
    const topics = [topic('Alpha')];
    expect(questionCard(topics, 'q1', 'sv')).toEqual(topicCard(topics[0]!, 'sv'));
    expect(questionCard(topics, 'elsewhere', 'sv')).toEqual(siteCard('sv'));
  });
});
