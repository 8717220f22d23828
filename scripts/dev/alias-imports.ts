/**
 * Codemod: rewrites relative imports that climb two or more folders (`../../x`) in src/, tests/
 * and scripts/ to the package.json subpath aliases (`#src/…`, `#tests/…`, `#i18n/…`), so a
 * file's imports no longer depend on how deep it sits. Idempotent: aliased imports are left
 * alone, and imports of anything outside the aliased folders stay relative (and are listed).
 *
 *   node scripts/dev/alias-imports.ts [--dry-run] [--root DIR]
 *
 * Import specifiers are rewritten in `from '…'`, `import '…'`, `import('…')`, `export … from '…'`
 * and Vitest's `vi.mock`/`vi.importActual`; `new URL('../../…', import.meta.url)` and Astro's
 * `<script src>` are file paths, not imports, and stay as they are.
 */
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rewriteFiles, sourceFiles } from './source-files.ts';

/** Folder → alias, as declared in package.json `imports`. */
export const ALIASES: Readonly<Record<string, string>> = { src: '#src', tests: '#tests', i18n: '#i18n' };
const DIRS = ['src', 'tests', 'scripts'] as const;
const IMPORT =
  /(\bfrom\s*|\bimport\s*\(?\s*|\bvi\.(?:mock|doMock|importActual|importMock)\(\s*)(['"])((?:\.\.\/){2,}[^'"\n]*)\2/g;

/** The alias for a repository-relative target path, or null when its folder has none. */
export function aliasFor(target: string): string | null {
  const [top, ...rest] = target.split('/');
  const alias = top === undefined ? undefined : ALIASES[top];
  return alias && rest.length > 0 ? `${alias}/${rest.join('/')}` : null;
}

/**
 * The file's text with every deep relative import aliased. `file` is repository-relative;
 * `kept` collects deep imports that have no alias (e.g. the root's playwright.config.ts).
 */
export function aliasImports(text: string, file: string, kept: string[] = []): string {
  const dir = posix.dirname(file);
  return text.replace(IMPORT, (whole, lead: string, quote: string, spec: string) => {
    const target = posix.normalize(posix.join(dir, spec));
    const alias = target.startsWith('../') ? null : aliasFor(target);
    if (!alias) {
      kept.push(`${file}: ${spec}`);
      return whole;
    }
    return `${lead}${quote}${alias}${quote}`;
  });
}

/** Runs the codemod over the tree at `root`; returns the changed files and the imports kept. */
export function run(root: string, dryRun = false): { changed: string[]; kept: string[] } {
  const kept: string[] = [];
  // The codemods' own tests hold sample imports as text: they are left as written.
  const files = sourceFiles(root, DIRS).filter((f) => !f.startsWith('scripts/dev/'));
  const changed = rewriteFiles(root, files, (text, file) => aliasImports(text, file, kept), dryRun);
  return { changed, kept };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--root');
  const root = (at >= 0 && args[at + 1]) || fileURLToPath(new URL('../..', import.meta.url));
  const { changed, kept } = run(root, args.includes('--dry-run'));
  for (const f of changed) console.log(`aliased: ${f}`);
  for (const k of kept) console.log(`kept relative (no alias): ${k}`);
  console.log(`${changed.length} file(s) ${args.includes('--dry-run') ? 'would change' : 'changed'}`);
}
