/**
 * The `src` of a decorative image in a page's first screen (start-page cards, topic-group cards,
 * the topic's hero). A small SVG shipped with the content pack is written into the page as a
 * `data:` URL, like the favicon: five icon requests of a few hundred bytes each otherwise raced
 * the stylesheet and the site's script on a phone's connections before the first paint, and
 * decided by milliseconds whether the start page's Largest Contentful Paint waited for them.
 * Other images (raster, larger, or hosted by Contentful, which the build does not fetch) keep
 * their URL.
 */
import { readFileSync, statSync } from 'node:fs';
import type { Asset } from '../domain/model.ts';
import { svgDataUri } from './app-icons.ts';

/** Largest SVG file written into a page; the sample pack's icons are 0.4–1.8 KB. */
export const INLINE_SVG_MAX_BYTES = 4096;

/** Data URLs by file and version (path, size, mtime): a long-lived process (`astro dev`) sees edits. */
const inlined = new Map<string, string | null>();

/** The data URL of a pack's SVG file, or null when it is missing or large. */
function inlineSvg(path: string): string | null {
  let key: string;
  try {
    const { size, mtimeMs } = statSync(path);
    if (size > INLINE_SVG_MAX_BYTES) return null;
    key = `${path}\0${size}\0${mtimeMs}`;
  } catch {
    return null; // A pack may name a file it does not ship (src/integrations/content-assets.ts warns).
  }
  let uri = inlined.get(key);
  if (uri === undefined) {
    uri = svgDataUri(readFileSync(path, 'utf8'));
    inlined.set(key, uri);
  }
  return uri;
}

/** Where a decorative image's `src` points: the file itself when it is a small pack SVG. */
export function decorativeImageSrc(asset: Asset): string {
  if (!asset.sourcePath || asset.contentType !== 'image/svg+xml') return asset.url;
  return inlineSvg(asset.sourcePath) ?? asset.url;
}
