import { describe, expect, it } from 'vitest';
import { moduleClosure, staticImports } from './module-imports.ts';

describe('staticImports', () => {
  it("finds Vite's import and re-export forms, not dynamic imports", () => {
    const code =
      'import"./a.js";import{i as e,r as t}from"./b.js";export{c}from"../c.js";const x=()=>import("./lazy.js");import * as ns from "./d.js"';
    expect(staticImports(code)).toEqual(['./a.js', './b.js', '../c.js', './d.js']);
  });
});

describe('moduleClosure', () => {
  const files: Record<string, string> = {
    '/_astro/Base.js': 'import"./resize.js";import{a}from"./routes.js";import{b}from"./choose.js";',
    '/_astro/choose.js': 'import{a}from"./routes.js";import{r}from"./report.js";',
    '/_astro/routes.js': 'export const a=1;',
    '/_astro/report.js': 'import("./rollbar.js")',
    '/_astro/resize.js': '',
  };
  const read = (path: string) => files[path] ?? null;

  it('walks every static import once, the module first', () => {
    expect(moduleClosure('/_astro/Base.js', read)).toEqual([
      '/_astro/Base.js',
      '/_astro/resize.js',
      '/_astro/routes.js',
      '/_astro/choose.js',
      '/_astro/report.js',
    ]);
  });

  it('is empty for a module that is not there, and stops at a missing import', () => {
    expect(moduleClosure('/_astro/none.js', read)).toEqual([]);
    expect(moduleClosure('/_astro/x.js', (p) => (p === '/_astro/x.js' ? 'import"./gone.js"' : null))).toEqual([
      '/_astro/x.js',
    ]);
  });
});
