import { describe, expect, it } from 'vitest';
import { tagIslandSource } from './island-renderer.ts';

describe('tagIslandSource', () => {
  it("tags an island's default export as React, so the server render needs no throw-away check render", () => {
    const code = "import { x } from './x.ts';\nexport default function Alerts({ lang }) { return null; }\n";
    const out = tagIslandSource(code, '/work/app/src/islands/Alerts.tsx?v=1');
    expect(out?.startsWith(code)).toBe(true);
    expect(out).toContain("__quizTagIsland(Alerts, '@astrojs/react');");
  });

  it('leaves modules that are not islands, or whose default export has no name, as they are', () => {
    expect(tagIslandSource('export default function Page() {}', '/work/app/src/components/Page.tsx')).toBeNull();
    expect(
      tagIslandSource('export const AnswerOptions = () => null;', '/work/app/src/islands/answering/AnswerOptions.tsx'),
    ).toBeNull();
  });
});
