/**
 * The design tokens keep WCAG 2.2 AA contrast in both colour schemes: every text colour on the
 * backgrounds it is drawn on reaches 4.5:1, and borders, icons and focus rings 3:1 (1.4.11).
 * The pairs are read from tokens.css itself, so an edit that breaks contrast fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/**
 * The colours of one scheme: `--name: light-dark(#light, #dark)` gives the one of its side,
 * `--name: #hex` the same in both.
 */
function colours(scheme: 'light' | 'dark'): Map<string, string> {
  const pairs = [...css.matchAll(/--([\w-]+):\s*light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)\s*;/gi)];
  const single = [...css.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)];
  return new Map([
    ...single.map((m) => [m[1]!, m[2]!.toLowerCase()] as const),
    ...pairs.map((m) => [m[1]!, (scheme === 'light' ? m[2]! : m[3]!).toLowerCase()] as const),
  ]);
}

const light = colours('light');
const dark = colours('dark');

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Text on background: 4.5:1 (1.4.3). */
const TEXT: readonly (readonly [string, string])[] = [
  ['fg', 'bg'],
  ['fg', 'surface'],
  ['fg', 'surface-hover'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['accent-fg', 'accent'],
  ['brand-fg', 'brand-bg'],
  ['correct', 'bg'],
  ['wrong', 'bg'],
  ['very-wrong', 'bg'],
  ['correct', 'surface'],
  ['wrong', 'surface'],
  ['very-wrong', 'surface'],
  ['fg', 'correct-bg'],
  ['fg', 'wrong-bg'],
  ['fg', 'very-wrong-bg'],
  ['correct', 'correct-bg'],
  ['wrong', 'wrong-bg'],
  ['very-wrong', 'very-wrong-bg'],
  ['fg', 'mark-bg'],
];
/** Borders, icons and focus indicators against what surrounds them: 3:1 (1.4.11). */
const UI: readonly (readonly [string, string])[] = [
  ['border', 'bg'],
  ['border', 'surface'],
  ['accent', 'surface'],
  ['focus', 'focus-halo'],
  ['gold', 'surface'],
  ['gold', 'bg'],
  ['correct', 'correct-bg'],
  ['wrong', 'wrong-bg'],
  ['very-wrong', 'very-wrong-bg'],
];

describe.each([
  ['light', light],
  ['dark', dark],
] as const)('%s scheme', (_name, tokens) => {
  const value = (name: string) => {
    const v = tokens.get(name);
    if (!v) throw new Error(`tokens.css has no colour --${name}`);
    return v;
  };
  it.each(TEXT)('text --%s on --%s reaches 4.5:1', (fg, bg) => {
    expect(contrast(value(fg), value(bg))).toBeGreaterThanOrEqual(4.5);
  });
  it.each(UI)('--%s against --%s reaches 3:1', (fg, bg) => {
    expect(contrast(value(fg), value(bg))).toBeGreaterThanOrEqual(3);
  });
});

describe('the schemes', () => {
  it("name every colour in both, and a forced scheme (an embed's ?theme=) sets the used color-scheme", () => {
    expect([...dark.keys()].sort()).toEqual([...light.keys()].sort());
    expect(light.size).toBeGreaterThan(15);
    expect(dark.get('bg')).not.toBe(light.get('bg'));
    // No second palette to drift: the media query is gone, `light-dark()` follows color-scheme.
    expect(css).not.toContain('@media (prefers-color-scheme');
    expect(css).toMatch(/:root\[data-theme='light'\]\s*\{\s*color-scheme:\s*light;\s*\}/);
    expect(css).toMatch(/:root\[data-theme='dark'\]\s*\{\s*color-scheme:\s*dark;\s*\}/);
  });
});

describe('contrast', () => {
  it('computes the WCAG ratio (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});
