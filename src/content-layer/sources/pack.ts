/**
 * Reads a content pack: a JSON file in `contentful space export` format. Relative asset paths
 * resolve from the pack's folder.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { RawSpace } from '../raw.ts';

export class ContentPackError extends Error {}

export async function loadPack(path: string): Promise<RawSpace> {
  const file = resolve(path);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new ContentPackError(`Cannot read content pack ${file}: ${(err as Error).message}`);
  }
  let data: Partial<RawSpace>;
  try {
    data = JSON.parse(text) as Partial<RawSpace>;
  } catch (err) {
    throw new ContentPackError(`Content pack ${file} is not valid JSON: ${(err as Error).message}`);
  }
  for (const key of ['locales', 'entries'] as const) {
    if (!Array.isArray(data[key])) throw new ContentPackError(`Content pack ${file} has no '${key}' array; is it a 'contentful space export' file?`);
  }
  return {
    locales: data.locales ?? [],
    entries: data.entries ?? [],
    assets: Array.isArray(data.assets) ? data.assets : [],
    contentTypes: data.contentTypes ?? [],
    tags: data.tags ?? [],
    baseDir: dirname(file),
  };
}
