/**
 * Shared by the tree codemods (`alias-imports.ts`, `cite-reference.ts`): the project's source
 * files under given folders, and rewriting them in place with a pure text transform.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Code files: what imports live in. */
export const CODE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const SKIP = new Set(['node_modules', 'dist', '.data', '.astro']);

/** Every file under `dirs` (relative to `root`) whose name matches `pattern`, as repository-relative paths, sorted. */
export function sourceFiles(root: string, dirs: readonly string[], pattern: RegExp = CODE): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // a folder the tree does not have
    }
    for (const e of entries) {
      if (SKIP.has(e.name)) continue;
      const full = join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (pattern.test(e.name)) out.push(relative(root, full).split('\\').join('/'));
    }
  };
  for (const d of dirs) walk(join(root, d));
  return out.sort();
}

/**
 * Applies `transform` to each file and writes the ones it changes (unless `dryRun`). Returns
 * the changed files, so a codemod can print what it did and be run again to show nothing left.
 */
export function rewriteFiles(
  root: string,
  files: readonly string[],
  transform: (text: string, file: string) => string,
  dryRun = false,
): string[] {
  const changed: string[] = [];
  for (const file of files) {
    const full = join(root, file);
    const before = readFileSync(full, 'utf8');
    const after = transform(before, file);
    if (after === before) continue;
    changed.push(file);
    if (!dryRun) writeFileSync(full, after);
  }
  return changed;
}
