import { describe, expect, it } from 'vitest';
import { siteChunkName } from './site-chunk.ts';

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
    for (const id of [LAYOUT, '/app/src/browser/navigation.ts', '/app/src/domain/routes.ts', '/app/src/utils/format.ts']) expect(siteChunkName(id, importersOf), id).toBe('site');
  });

  it('finds a module whose way to the layout goes through an import cycle, whatever was asked first', () => {
    const reached = new Map<string, boolean>();
    expect(siteChunkName('/app/src/d.ts', importersOf, reached)).toBe('site');
    expect(siteChunkName('/app/src/c.ts', importersOf, reached)).toBe('site');
    expect(siteChunkName('/app/src/c.ts', importersOf)).toBe('site');
  });

  it('leaves code only islands or other scripts import to automatic splitting, cycles included', () => {
    for (const id of ['/app/src/islands/QuestionPlayer.tsx', '/app/src/utils/dates.ts', '/app/src/a.ts', '/app/src/unknown.ts']) expect(siteChunkName(id, importersOf), id).toBeNull();
  });
});
