/**
 * Writes the pack's Contentful tags and image assets, and returns the checks the entry writers
 * use to refer to them, so a misspelt tag or image key fails the build instead of shipping a
 * broken link.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  assetLink,
  contentfulAssetUrl,
  downloadedAssetPath,
  type PackBuilder,
} from '#src/content-layer/pack-writer.ts';
import type { RawLink } from '#src/content-layer/raw.ts';
import type { AssetSpec } from './assets.ts';
import { camel, fail } from './context.ts';
import { localized } from './texts.ts';

/** Declares every tag; returns the check that a list of tags uses only declared ones. */
export function addTags(
  builder: PackBuilder,
  tags: Readonly<Record<string, string>>,
): (used: readonly string[]) => readonly string[] {
  for (const [tagId, name] of Object.entries(tags)) builder.tag(tagId, name);
  return (used) => {
    for (const t of used) if (!tags[t]) fail(`tag '${t}' is not declared in site.ts`);
    return used;
  };
}

/**
 * Writes one asset per SVG file, failing when a file is missing under `packDir` (the app would
 * serve a broken image); returns the lookup from image key to asset link.
 */
export function addAssets(
  builder: PackBuilder,
  assets: Readonly<Record<string, AssetSpec>>,
  packDir: string,
): (key: string | undefined) => RawLink | undefined {
  for (const [key, spec] of Object.entries(assets)) {
    const url = contentfulAssetUrl(camel(key), `${key}.svg`, 'image/svg+xml');
    const file = downloadedAssetPath(url);
    if (!existsSync(join(packDir, file))) fail(`asset file ${file} is missing`);
    builder.asset(camel(key), {
      title: localized(spec.title),
      url,
      fileName: `${key}.svg`,
      contentType: 'image/svg+xml',
      width: spec.width,
      height: spec.height,
    });
  }
  return (key) => {
    if (key === undefined) return undefined;
    if (!assets[key]) fail(`unknown asset '${key}'`);
    return assetLink(camel(key));
  };
}
