/**
 * The import graph of src/ (ts and tsx, read by dpdm): no module reaches itself again through
 * its imports, static or dynamic (a cycle makes load order decide which value a module sees),
 * and a folder of src/stores/ is entered only through its index.ts: a module outside a folder
 * imports only that folder's index (modules inside it, and its subfolders, import each other
 * freely). .astro files are not read (dpdm cannot parse them); their imports of src/stores are
 * checked by `astroImports` below from the text. Cycles are looked for among the imports that
 * run (dpdm's `transform` erases type-only imports, which cannot cycle at run time: a few type
 * pairs such as src/islands/account/ProgressTab.tsx ↔ CertificateList.tsx remain); the door rule
 * counts type-only imports too: a folder's door is its door for types as well.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseCircular, parseDependencyTree, type Dependency, type DependencyTree } from 'dpdm';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
/** Reading all of src/ takes seconds, more on a busy machine. */
const READ_ALL_MS = 180_000;
const STORES = join(root, 'src', 'stores') + sep;

/** `#src/…` (package.json "imports") resolved by hand: dpdm resolves relative imports only. */
function resolveAlias(dep: Dependency): string | null {
  if (dep.id) return resolve(root, dep.id);
  if (!dep.request.startsWith('#src/')) return null;
  return join(root, 'src', dep.request.slice('#src/'.length));
}

/** src/'s graph with absolute ids, aliases resolved, packages left out; `runtime`: without type-only imports. */
async function sourceGraph(runtime: boolean): Promise<DependencyTree> {
  const tree = await parseDependencyTree('src/**/*.{ts,tsx}', {
    cwd: root,
    context: root,
    transform: runtime,
    skipDynamicImports: false,
  });
  const graph: Record<string, Dependency[]> = {};
  for (const [file, deps] of Object.entries(tree)) {
    const id = resolve(root, file);
    if (!id.startsWith(join(root, 'src') + sep)) continue;
    graph[id] = (deps ?? []).flatMap((dep) => {
      const target = resolveAlias(dep);
      return target && target.startsWith(join(root, 'src') + sep) ? [{ ...dep, id: target }] : [];
    });
  }
  return graph;
}

/** Is `importer` allowed to import `target` directly (the stores' door rule)? */
function throughDoor(importer: string, target: string): boolean {
  if (!target.startsWith(STORES)) return true;
  const folder = dirname(target) + sep;
  return importer.startsWith(folder) || target.endsWith(`${sep}index.ts`);
}

/** The src/stores modules each .astro file imports (by its import statements' text). */
function astroImports(): [string, string][] {
  return globSync('src/**/*.astro', { cwd: root, absolute: true }).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from\s+['"]([^'"]+)['"]/g)].flatMap(([, spec = '']) => {
      const target = spec.startsWith('#src/')
        ? join(root, 'src', spec.slice(5))
        : spec.startsWith('.')
          ? resolve(dirname(file), spec)
          : null;
      return target ? [[file, target] as [string, string]] : [];
    }),
  );
}

describe('the import graph of src/', () => {
  it(
    'has no import cycle',
    async () => {
      const cycles = parseCircular(await sourceGraph(true)).map((cycle) =>
        cycle.map((f) => relative(root, f)).join(' → '),
      );
      expect(cycles).toEqual([]);
    },
    READ_ALL_MS,
  );

  it(
    'enters each folder of src/stores only through its index.ts',
    async () => {
      const graph = await sourceGraph(false);
      const edges = Object.entries(graph).flatMap(([importer, deps]) =>
        (deps ?? []).map((dep): [string, string] => [importer, dep.id ?? '']),
      );
      const wrong = [...edges, ...astroImports()]
        .filter(([importer, target]) => !throughDoor(importer, target))
        .map(([i, t]) => `${relative(root, i)} imports ${relative(root, t)}`);
      expect(wrong).toEqual([]);
    },
    READ_ALL_MS,
  );
});
