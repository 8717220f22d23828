/**
 * Every page names the build it belongs to (`<meta name="build-id">`); open pages compare it with
 * `builds/latest.json` to load their next navigation in full after a publish. Pages that an
 * incremental build copied from the previous build still name that one, so after the build
 * their id is rewritten to the new one. Build ids of the publisher have one length, so the id is
 * patched in place within the page's head (a few bytes instead of rewriting the page: tens of
 * thousands of pages take seconds); an id of another length rewrites the page.
 */
import { open, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const PREFIX = '<meta name="build-id" content="';
/** The meta element sits in the head, well within the first bytes of a page. */
const HEAD_BYTES = 8192;

/** Gives one page the build id; true when it named another build. */
async function stampPage(file: string, buildId: string): Promise<boolean> {
  const handle = await open(file, 'r+');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    const at = head.indexOf(PREFIX);
    if (at < 0) return false;
    const start = at + Buffer.byteLength(PREFIX);
    const end = head.indexOf('"', start);
    if (end < 0) return false;
    const current = head.subarray(start, end).toString('utf8');
    if (current === buildId) return false;
    const next = Buffer.from(buildId, 'utf8');
    if (next.length === end - start) {
      await handle.write(next, 0, next.length, start);
      return true;
    }
  } finally {
    await handle.close();
  }
  const html = await readFile(file, 'utf8');
  await writeFile(file, html.replace(/<meta name="build-id" content="[^"]*"/, `${PREFIX}${buildId}"`));
  return true;
}

/** Gives every HTML page under `dir` that names another build this build's id; returns how many. */
export async function stampBuildId(dir: string, buildId: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const pages = entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
  let stamped = 0;
  for (let i = 0; i < pages.length; i += 64) {
    const done = await Promise.all(pages.slice(i, i + 64).map((file) => stampPage(file, buildId)));
    stamped += done.filter(Boolean).length;
  }
  return stamped;
}
