/**
 * Assets of a raw space as domain `Asset`s: published ones with a file, each resolved once.
 * Files shipped with a pack are served under `/_content/` and copied into the site, so the
 * asset records where the file is on disk.
 */
import { existsSync } from 'node:fs';
import { join, normalize as normalizePath } from 'node:path';
import type { Asset, Localized } from '#src/domain/model.ts';
import type { RawAsset } from '../raw.ts';

/** Public URL of an asset file: local files from the pack are served under `/_content/`. */
export function assetUrl(url: string, baseDir: string | undefined): { url: string; sourcePath?: string } {
  if (url.startsWith('//') || /^https?:/i.test(url)) {
    const full = url.startsWith('//') ? `https:${url}` : url;
    if (baseDir) {
      // `contentful space export --download-assets` stores files beside the pack by host and path.
      const local = full.replace(/^https?:\/\//i, '');
      const candidate = join(baseDir, decodeURIComponent(local.split('?')[0] ?? ''));
      if (existsSync(candidate)) return { url: `/_content/${local.split('?')[0]}`, sourcePath: candidate };
    }
    return { url: full };
  }
  const rel = normalizePath(url)
    .replace(/^(\.\.(\/|\\|$))+/, '')
    .replace(/\\/g, '/');
  return { url: `/_content/${rel}`, ...(baseDir ? { sourcePath: join(baseDir, rel) } : {}) };
}

interface RawFile {
  readonly url?: unknown;
  readonly contentType?: unknown;
  readonly details?: { readonly image?: { readonly width?: unknown; readonly height?: unknown } };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);

export interface AssetSource {
  readonly rawAssets: ReadonlyMap<string, RawAsset>;
  readonly baseDir: string | undefined;
  isPublished(asset: RawAsset): boolean;
  /** The asset's `file` in the English chain of locales. */
  fileOf(asset: RawAsset): unknown;
  titleOf(asset: RawAsset): Localized<string>;
}

/**
 * A resolver from asset id to `Asset`, or null for a missing, draft or file-less asset (an
 * optional image then simply does not show). Each asset is resolved once.
 */
export function createAssetResolver(source: AssetSource): (id: string) => Asset | null {
  const cache = new Map<string, Asset | null>();
  const resolveAsset = (id: string): Asset | null => {
    const raw = source.rawAssets.get(id);
    if (!raw || !source.isPublished(raw)) return null;
    const file: unknown = source.fileOf(raw);
    if (!isRecord(file)) return null;
    const { url, contentType, details }: RawFile = file;
    if (typeof url !== 'string' || url === '') return null;
    const located = assetUrl(url, source.baseDir);
    return {
      id,
      url: located.url,
      title: source.titleOf(raw),
      contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
      width: numberOrUndefined(details?.image?.width),
      height: numberOrUndefined(details?.image?.height),
      ...(located.sourcePath ? { sourcePath: located.sourcePath } : {}),
    };
  };
  return (id) => {
    if (!cache.has(id)) cache.set(id, resolveAsset(id));
    return cache.get(id) ?? null;
  };
}
