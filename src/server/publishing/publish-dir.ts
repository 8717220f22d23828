/**
 * `PUBLISH_DIR`: the live site mirrored for file servers that are not this one (nginx, Caddy, a
 * sync to a CDN). PUBLISH_DIR is a symbolic link the server owns, pointing at a sibling folder
 * `<name>.build-<id>` that holds one whole build. A build is mirrored into a folder of its own
 * first (hard links to the build's files where the file system allows, else copies; dotfiles
 * left out, as the Node server never serves them), and only then does PUBLISH_DIR flip to it, by
 * renaming a new link over the old one: rename(2) replaces it in one step, so a file server
 * resolving PUBLISH_DIR finds the old build or the new one, never a half-copy or no index.html.
 * Why a link flip rather than copying into PUBLISH_DIR or renaming folders: a copy is seen half
 * done, and a folder cannot be renamed over a non-empty one. The link's target is relative, so
 * the parent folder can be mounted elsewhere (a container) and still resolve. The folder shown
 * before is kept (requests in flight, a rollback); older ones are removed after each flip.
 */
import { constants, existsSync, lstatSync, mkdirSync, readlinkSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';

/** What a mirror folder's name holds after `<name>.`: only these are ever removed. */
const MIRROR_INFIX = 'build-';
/** Files linked or copied at a time. */
const BATCH = 64;

export interface PublishDir {
  /** The folder PUBLISH_DIR names. */
  readonly path: string;
  /** The build PUBLISH_DIR shows now, or null (no link yet, or not one of ours). */
  shown(): string | null;
  /** The mirror folder of a build (what PUBLISH_DIR points at while it is live; it never changes). */
  folderOf(buildId: string): string;
  /** Mirrors the build in `dir` into a folder of its own beside PUBLISH_DIR; nothing served changes. */
  prepare(dir: string, buildId: string): Promise<void>;
  /** Points PUBLISH_DIR at the prepared build in one rename(2), then removes all mirrors but it and the one shown before. */
  swap(buildId: string): Promise<void>;
}

/**
 * Why `path` cannot be PUBLISH_DIR, or null when it can: it must be a symbolic link (the server
 * flips it) or not exist yet, in a folder the server can create.
 */
export function publishDirProblem(path: string): string | null {
  let stat;
  try {
    stat = lstatSync(path);
  } catch {
    // Expected on a first start: the server creates the link.
    return null;
  }
  if (stat.isSymbolicLink()) return null;
  return `must be a symbolic link the server manages, or not exist yet; ${path} is a ${stat.isDirectory() ? 'folder' : 'file'} (move it away: the server mirrors each build beside it and points the link at it)`;
}

const isHidden = (relativePath: string) => relativePath.split(sep).some((segment) => segment.startsWith('.'));

/** Errors that mean "no hard link here" (another file system, a file system without links): copy instead. */
const NO_LINK = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK']);

/** Mirrors `from` into `to` (which must not exist): folders made, files hard-linked or copied, dotfiles left out. */
async function mirror(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = (await readdir(from, { recursive: true, withFileTypes: true })).filter(
    (e) => !isHidden(relative(from, join(e.parentPath, e.name))),
  );
  // Parents come before their children in the listing; folders are made first anyway.
  for (const e of entries)
    if (e.isDirectory()) await mkdir(join(to, relative(from, join(e.parentPath, e.name))), { recursive: true });
  const files = entries.filter((e) => !e.isDirectory()).map((e) => relative(from, join(e.parentPath, e.name)));
  let linking = true;
  const place = async (file: string) => {
    const source = join(from, file);
    const target = join(to, file);
    if (linking) {
      try {
        await link(source, target);
        return;
      } catch (err) {
        if (!NO_LINK.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
        linking = false;
      }
    }
    await copyFile(source, target, constants.COPYFILE_FICLONE);
  };
  for (let i = 0; i < files.length; i += BATCH) await Promise.all(files.slice(i, i + BATCH).map(place));
}

/** PUBLISH_DIR at `path` (absolute); `log` hears what was removed. */
export function publishDir(path: string, log: (message: string) => void = () => undefined): PublishDir {
  const parent = dirname(path);
  const name = basename(path);
  const folderOf = (buildId: string) => `${name}.${MIRROR_INFIX}${buildId}`;
  const idOf = (folder: string) =>
    folder.startsWith(`${name}.${MIRROR_INFIX}`) ? folder.slice(name.length + 1 + MIRROR_INFIX.length) : null;
  const partialOf = (buildId: string) => join(parent, `.${folderOf(buildId)}.partial`);

  const shown = (): string | null => {
    try {
      return idOf(readlinkSync(path));
    } catch {
      // Expected before the first swap: no link yet.
      return null;
    }
  };

  return {
    path,
    shown,
    folderOf: (buildId) => join(parent, folderOf(buildId)),
    async prepare(dir, buildId) {
      if (!/^[\w-]+$/.test(buildId)) throw new Error(`PUBLISH_DIR: build id '${buildId}' cannot name a folder`);
      const folder = join(parent, folderOf(buildId));
      // A mirror folder is whole by construction (made under another name, then renamed).
      if (existsSync(folder)) return;
      mkdirSync(parent, { recursive: true });
      const partial = partialOf(buildId);
      await rm(partial, { recursive: true, force: true });
      await mirror(dir, partial);
      await rename(partial, folder);
    },
    async swap(buildId) {
      const before = shown();
      const temporary = join(parent, `.${name}.swap`);
      await rm(temporary, { force: true });
      await symlink(folderOf(buildId), temporary);
      // The one step a file server can observe: the old link is replaced by the new one.
      await rename(temporary, path);
      const keep = new Set([buildId, before]);
      for (const entry of await readdir(parent)) {
        const id =
          idOf(entry) ?? (entry.startsWith(`.${name}.${MIRROR_INFIX}`) && entry.endsWith('.partial') ? '' : null);
        if (id === null || keep.has(id)) continue;
        await rm(join(parent, entry), { recursive: true, force: true });
        log(`PUBLISH_DIR: removed ${entry}`);
      }
    },
  };
}
