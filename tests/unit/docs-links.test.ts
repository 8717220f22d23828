/**
 * The newcomer's documentation stays usable: every relative link in README.md, CONTRIBUTING.md,
 * CHANGELOG.md and docs/ names a file that exists (and, into Markdown, a heading that exists),
 * the README stays short with the two commands CI and newcomers rely on, and its diagrams are
 * Mermaid flowcharts GitHub renders.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors, markdownLinks } from '#tests/support/markdown-links.ts';

const root = resolve(import.meta.dirname, '../..');

/** Every Markdown file under `dir` (repository-relative paths). */
function markdownUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const documents = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...markdownUnder('docs')];
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

describe('documentation links', () => {
  it('finds the documents', () => {
    for (const doc of documents) expect(existsSync(join(root, doc)), doc).toBe(true);
  });

  it.each(documents)('%s: every relative link names an existing file and heading', (doc) => {
    const broken: string[] = [];
    const text = read(doc);
    for (const { target, line } of markdownLinks(text)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // http:, mailto:, …
      const [pathPart = '', anchor] = target.split('#');
      const file = pathPart === '' ? join(root, doc) : resolve(root, dirname(doc), decodeURIComponent(pathPart));
      if (!existsSync(file)) {
        broken.push(`${doc}:${line} ${target} (no ${relative(root, file)})`);
        continue;
      }
      if (
        anchor &&
        file.endsWith('.md') &&
        statSync(file).isFile() &&
        !headingAnchors(readFileSync(file, 'utf8')).has(anchor)
      ) {
        broken.push(`${doc}:${line} ${target} (no heading #${anchor})`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('README', () => {
  const readme = read('README.md');

  it('stays at most 250 lines', () => {
    expect(readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(250);
  });

  it('gives the install-and-start and the test commands (CI runs the latter)', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toMatch(/^npm test\b/m);
  });

  it('draws its diagrams as Mermaid flowcharts', () => {
    const diagrams = [...readme.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
    expect(diagrams.length).toBeGreaterThanOrEqual(2);
    for (const diagram of diagrams) expect(diagram).toMatch(/^flowchart (LR|TD|TB|RL|BT)\n/);
  });

  /** The folders the "Where things are" table names (first column), e.g. `src/stores/queue/`. */
  const mapped = (): string[] => {
    const table = readme.slice(readme.indexOf('## Where things are'));
    return [...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) =>
      [...(row[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''),
    );
  };

  it('maps folders and files that exist', () => {
    const named = mapped();
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('maps every folder of src/ and of src/stores/', () => {
    const named = new Set(mapped().map((path) => path.replace(/\/$/, '')));
    const folders = ['src', 'src/stores'].flatMap((dir) =>
      readdirSync(join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}`),
    );
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
  });
});
