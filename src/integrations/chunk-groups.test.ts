import { describe, expect, it } from 'vitest';
import { playersChunkName, siteChunkName } from './chunk-groups.ts';

describe('siteChunkName', () => {
  const LAYOUT = '/app/src/layouts/Base.astro?astro&type=script&index=0&lang.ts';
  const importers: Record<string, string[]> = {
    [LAYOUT]: [],
    '/app/src/browser/navigation.ts': [LAYOUT],
    '/app/src/domain/routes.ts': ['/app/src/browser/navigation.ts', '/app/src/islands/QuestionPlayer.tsx'],
    '/app/src/islands/QuestionPlayer.tsx': [],
    '/app/src/utils/format.ts': ['/app/src/islands/QuestionPlayer.tsx', '/app/src/browser/search-box.ts'],
    '/app/src/utils/dates.ts': ['/app/src/islands/QuestionPlayer.tsx'],
    // An import cycle that never reaches the layout.
    '/app/src/a.ts': ['/app/src/b.ts'],
    '/app/src/b.ts': ['/app/src/a.ts'],
    // A cycle inside the layout's imports: c is imported by d, which the layout imports, and by c's own import d.
    '/app/src/c.ts': ['/app/src/d.ts'],
    '/app/src/d.ts': ['/app/src/c.ts', LAYOUT],
  };
  const importersOf = (id: string) => (id in importers ? { importers: importers[id]! } : null);

  it("puts the layout's script and what it imports, directly or not, and the i18n runtime in the site chunk", () => {
    for (const id of [
      LAYOUT,
      '/app/src/browser/navigation.ts',
      '/app/src/domain/routes.ts',
      '/app/src/utils/format.ts',
    ])
      expect(siteChunkName(id, importersOf), id).toBe('site');
  });

  it('finds a module whose way to the layout goes through an import cycle, whatever was asked first', () => {
    const reached = new Map<string, boolean>();
    expect(siteChunkName('/app/src/d.ts', importersOf, reached)).toBe('site');
    expect(siteChunkName('/app/src/c.ts', importersOf, reached)).toBe('site');
    expect(siteChunkName('/app/src/c.ts', importersOf)).toBe('site');
  });

  it('leaves code only islands or other scripts import to automatic splitting, cycles included', () => {
    for (const id of [
      '/app/src/islands/QuestionPlayer.tsx',
      '/app/src/utils/dates.ts',
      '/app/src/a.ts',
      '/app/src/unknown.ts',
    ])
      expect(siteChunkName(id, importersOf), id).toBeNull();
  });
});

describe('playersChunkName', () => {
  const Q = '/app/src/islands/QuestionPlayer.tsx';
  const C = '/app/src/islands/CertificatePlayer.tsx';
  const E = '/app/src/islands/EventPlayer.tsx';
  const importers: Record<string, string[]> = {
    [Q]: [],
    [C]: [],
    [E]: [],
    '/app/src/islands/answering/AnswerOptions.tsx': [Q, C, E],
    '/app/src/islands/answering/option-state.ts': ['/app/src/islands/answering/AnswerOptions.tsx'],
    '/app/src/stores/players/practice/practice.ts': [Q],
    '/app/src/stores/session/session.ts': [
      '/app/src/stores/players/practice/practice.ts',
      '/app/src/stores/players/certificate/certificate.ts',
    ],
    '/app/src/stores/players/certificate/certificate.ts': [C],
    // Reached only by a dynamic import (no static importer): loaded on demand, not with the players.
    '/app/src/stores/queue/runtime/offline-queue.ts': [],
    // A cycle between two modules one player imports.
    '/app/src/a.ts': ['/app/src/b.ts', E],
    '/app/src/b.ts': ['/app/src/a.ts'],
  };
  const importersOf = (id: string) => (id in importers ? { importers: importers[id]! } : null);

  it('groups what two or more players reach by static imports, directly or not', () => {
    for (const id of [
      '/app/src/islands/answering/AnswerOptions.tsx',
      '/app/src/islands/answering/option-state.ts',
      '/app/src/stores/session/session.ts',
    ])
      expect(playersChunkName(id, importersOf), id).toBe('players');
  });

  it("keeps what only the other players share out of the question page's chunk", () => {
    const shared: Record<string, string[]> = { ...importers, '/app/src/navigation/router.ts': [C, E] };
    expect(
      playersChunkName('/app/src/navigation/router.ts', (id) => (id in shared ? { importers: shared[id]! } : null)),
    ).toBe('tests');
  });

  it("leaves a player's own code, the players themselves and code loaded on demand apart", () => {
    for (const id of [
      Q,
      '/app/src/stores/players/practice/practice.ts',
      '/app/src/stores/players/certificate/certificate.ts',
      '/app/src/stores/queue/runtime/offline-queue.ts',
      '/app/src/a.ts',
      '/app/src/b.ts',
    ])
      expect(playersChunkName(id, importersOf), id).toBeNull();
  });
});
