import { describe, expect, it } from 'vitest';
import { loadContent } from '../content-layer/index.ts';
import { kioskPages } from './offline-pages.ts';
import { matchRoute } from './routes.ts';

const graph = await loadContent();

describe('kiosk pages', () => {
  it('lists the pages a kiosk visitor can reach, in the kiosk language, each a real route', () => {
    const sv = kioskPages(graph, 'sv');
    expect(sv.slice(0, 4)).toEqual(['/sv/', '/sv/about/', '/sv/kiosk/', '/sv/offline/']);
    expect(sv.every((p) => p.startsWith('/sv/'))).toBe(true);
    for (const p of sv.slice(4)) expect(matchRoute(p), p).not.toBeNull();
    const topic = graph.topics[0]!;
    expect(sv).toContain(`/sv/t/${topic.slug}/`);
    expect(sv).toContain(`/sv/q/${topic.tests[0]!.questions[0]!.globalId}/`);
    const event = graph.events[0]!;
    expect(sv).toContain(`/sv/e/${event.code.toLowerCase()}/`);
    expect(new Set(sv).size).toBe(sv.length);
    expect(sv.some((p) => p.includes('/account/') || p.includes('/search/'))).toBe(false);
  });
  it('stops at the cap, topics before questions', () => {
    const few = kioskPages(graph, 'en', 8);
    expect(few).toHaveLength(8);
    expect(few.some((p) => p.startsWith('/q/'))).toBe(false);
  });
});
