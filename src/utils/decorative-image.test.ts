import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Asset } from '../domain/model.ts';
import { INLINE_SVG_MAX_BYTES, decorativeImageSrc } from './decorative-image.ts';

const dir = mkdtempSync(join(tmpdir(), 'decorative-image-'));
const icon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#0a6"/></svg>\n';
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const asset = (over: Partial<Asset>): Asset => ({
  id: 'icon',
  url: '/_content/x/icon.svg',
  title: { en: '', sv: '' },
  contentType: 'image/svg+xml',
  ...over,
});

describe('decorativeImageSrc', () => {
  it('writes a small SVG shipped with the pack into the page as a data URL that decodes to the file', () => {
    const src = decorativeImageSrc(asset({ sourcePath: file('small.svg', icon) }));
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(icon.trim());
    // Nothing in it can end the attribute or the URL early.
    expect(src).not.toMatch(/["<>#\s]/);
  });

  it('follows an edit of the file', () => {
    const path = file('edited.svg', icon);
    const before = decorativeImageSrc(asset({ sourcePath: path }));
    writeFileSync(path, icon.replace('#0a6', '#c30').replace('r="30"', 'r="8"'));
    const after = decorativeImageSrc(asset({ sourcePath: path }));
    expect(decodeURIComponent(after)).toContain('#c30');
    expect(after).not.toBe(before);
  });

  it('keeps the URL of an SVG larger than the limit', () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(INLINE_SVG_MAX_BYTES / 4)}</svg>`;
    expect(decorativeImageSrc(asset({ sourcePath: file('big.svg', big) }))).toBe('/_content/x/icon.svg');
  });

  it('keeps the URL of a raster image, a Contentful-hosted asset and a file the pack does not ship', () => {
    expect(decorativeImageSrc(asset({ contentType: 'image/png', sourcePath: file('small.png', icon) }))).toBe(
      '/_content/x/icon.svg',
    );
    expect(decorativeImageSrc(asset({ url: 'https://images.ctfassets.net/s/i/t/icon.svg' }))).toBe(
      'https://images.ctfassets.net/s/i/t/icon.svg',
    );
    expect(decorativeImageSrc(asset({ sourcePath: join(dir, 'missing.svg') }))).toBe('/_content/x/icon.svg');
  });
});
