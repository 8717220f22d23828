/**
 * Every page names the build it belongs to (`<meta name="build-id">`); open pages compare it with
 * `builds/latest.json` to load their next navigation in full after a publish. Pages that an
 * incremental build copied from the previous build still name that one, so after the build
 * their id is rewritten to the new one (a string replacement, far cheaper than rendering).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const META = /<meta name="build-id" content="([^"]*)"/;

/** The build-id meta element of a page. */
export function buildIdMeta(buildId: string): string {
  return `<meta name="build-id" content="${buildId}"`;
}

/** Rewrites the build id of every HTML page under `dir` that names another build; returns how many. */
export async function stampBuildId(dir: string, buildId: string): Promise<number> {
  let stamped = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const pages = entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
  for (let i = 0; i < pages.length; i += 64) {
    await Promise.all(
      pages.slice(i, i + 64).map(async (file) => {
        const html = await readFile(file, 'utf8');
        const found = META.exec(html);
        if (!found || found[1] === buildId) return;
        await writeFile(file, html.replace(META, buildIdMeta(buildId)));
        stamped++;
      }),
    );
  }
  return stamped;
}
