/**
 * Reads a content pack: a JSON file in `contentful space export` format. Relative asset paths
 * resolve from the pack's folder.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { RawSpace } from '../raw.ts';

export class ContentPackError extends Error {}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Reads and shape-checks a pack; a missing file, bad JSON or a non-export fails naming the file. */
export async function loadPack(path: string): Promise<RawSpace> {
  const file = resolve(path);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    // Expected for a wrong path: named plainly, the original error kept as the cause.
    throw new ContentPackError(`Cannot read content pack ${file}: ${messageOf(err)}`, { cause: err });
  }
  let data: Partial<RawSpace>;
  try {
    data = JSON.parse(text) as Partial<RawSpace>;
  } catch (err) {
    throw new ContentPackError(`Content pack ${file} is not valid JSON: ${messageOf(err)}`, { cause: err });
  }
  for (const key of ['locales', 'entries'] as const) {
    if (!Array.isArray(data[key]))
      throw new ContentPackError(`Content pack ${file} has no '${key}' array; is it a 'contentful space export' file?`);
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
