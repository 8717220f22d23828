import { must } from './must.ts';

/**
 * The static imports of built ES module chunks (Vite's output: `import{a as b}from"./x.js"`,
 * `import"./y.js"`, `export{c}from"./z.js"`): what a browser must fetch before it runs a chunk.
 * Dynamic `import()` is not followed: that code loads later, on demand.
 */
const STATIC_IMPORT = /(?:import|export)\s*(?:[^'"()]*?from\s*)?["']([^"']+\.js)["']/g;

/** The specifiers a chunk imports statically, in the order written. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => must(m[1], 'the specifier STATIC_IMPORT captures'));
}

/**
 * A module's URL path and every module it loads before it runs (its static imports, theirs, and
 * so on), each once, in the order found. `read` gives a module's code by URL path, or null when
 * there is no such file (the walk does not go past it). Specifiers resolve as the browser does,
 * against the importing module's path.
 */
export function moduleClosure(path: string, read: (path: string) => string | null): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    const code = read(url);
    if (code === null) return;
    seen.add(url);
    for (const spec of staticImports(code)) visit(new URL(spec, `http://site${url}`).pathname);
  };
  visit(path);
  return [...seen];
}
