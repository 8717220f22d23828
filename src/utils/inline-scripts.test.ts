import { describe, expect, it } from 'vitest';
import { inlineScriptTexts } from './inline-scripts.ts';

describe('inlineScriptTexts', () => {
  it('finds the scripts a browser runs inline, not external scripts or JSON data', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script defer src="/_astro/x.js"></script>',
      '<script type="module" src="/_astro/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Quiz"}</script>',
      '<script type="application/json" id="props">{}</script>',
      '<script is:inline data-x="1">\nc()\n</script>',
      '<script></script>',
    ].join('\n');
    expect(inlineScriptTexts(html)).toEqual(['a()', 'b()', '\nc()\n', '']);
  });

  it('gives the same answer when called again (no state kept between calls)', () => {
    const html = '<script>a()</script><script>b()</script>';
    expect(inlineScriptTexts(html)).toEqual(['a()', 'b()']);
    expect(inlineScriptTexts(html)).toEqual(['a()', 'b()']);
  });
});
