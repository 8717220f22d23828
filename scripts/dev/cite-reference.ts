/**
 * Codemod: rewrites comments that cite "spec section N" (or "spec sections 2, 7 and 9",
 * "SPEC §9") of a document the repository does not hold into pointers to the product
 * reference in docs/reference/, file and anchor, so a newcomer can open what a comment cites.
 * Idempotent: rewritten text cites no spec any more.
 *
 *   node scripts/dev/cite-reference.ts [--dry-run] [--root DIR]
 *
 * Each section number maps to a reference file and a default anchor; words around the citation
 * (the citation's line and its neighbours) pick a more exact anchor of that file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rewriteFiles, sourceFiles } from './source-files.ts';
import { must } from '#src/utils/must.ts';

interface Target {
  readonly file: string;
  readonly anchor: string;
  /** More exact anchors of the same file, chosen by words near the citation. */
  readonly refine?: readonly (readonly [RegExp, string])[];
}

/** Section N of the specification → where the product reference says it. */
export const SECTIONS: Readonly<Record<string, Target>> = {
  '1': { file: 'README.md', anchor: 'what-the-product-does' },
  '2': {
    file: 'routes.md',
    anchor: 'route-table',
    refine: [
      [/flip|loader|first load|entry path/i, 'loader-entry-path-and-disabled-flip'],
      [/transition/i, 'page-transitions'],
      [/page views?|analytics|gtag/i, 'page-views'],
      [/error page/i, 'error-page'],
      [/redirect|404|not found|locale is|validation/i, 'routing-rules'],
    ],
  },
  '3': {
    file: 'entities.md',
    anchor: 'user-and-progress-records',
    refine: [
      [/local.storage|storage keys/i, 'local-storage-keys'],
      [/alert|client state/i, 'client-state'],
      [/cookie/i, 'locale-cookie'],
      [/content|question|topic|challenge/i, 'content-entities'],
    ],
  },
  '4': {
    file: 'states.md',
    anchor: 'account',
    refine: [
      [/challenge|segment/i, 'challenge-progress'],
      [/certificate|diploma/i, 'certificate-mode'],
      [/round|lowered by one/i, 'test-round-counter'],
      [/build|navigat/i, 'new-build-detection'],
      [/refresh|401/i, 'token-refresh'],
      [/startup/i, 'startup'],
    ],
  },
  '5': {
    file: 'rules.md',
    anchor: 'validation',
    refine: [
      [/visib|hidden|preview/i, 'content-visibility'],
      [/query|queries|sync|asset key/i, 'content-queries'],
    ],
  },
  '6': { file: 'rules.md', anchor: 'roles' },
  '7': {
    file: 'api.md',
    anchor: 'product-api',
    refine: [
      [/gtag|analytics|google|rollbar|error.report/i, 'third-parties'],
      [/builds?\/|manifest|latest\.json/i, 'site-files'],
      [/contentful|content service/i, 'content-service'],
    ],
  },
  '8': {
    file: 'errors.md',
    anchor: 'answers',
    refine: [
      [/chunk|reload/i, 'failed-chunk-loads'],
      [/rollbar|report|console|warning/i, 'reporting'],
      [/contentful|content service/i, 'content-service'],
      [/verif|kiosk|account/i, 'account'],
      [/not found|404/i, 'not-found'],
    ],
  },
  '9': {
    file: 'constants.md',
    anchor: 'configuration',
    refine: [
      [/prefetch|reload|chunk/i, 'navigation'],
      [/configuration read/i, 'configuration'],
      [/content client|contentful|page size|throttle|retries/i, 'content-service'],
      [/cookie|locale/i, 'locale'],
      [/analytics|gtag|consent/i, 'analytics'],
      [/rollbar|error.report|reporting/i, 'error-reporting'],
      [/app-height|inner height|layout/i, 'layout'],
    ],
  },
};

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors each reference file has (headings and explicit `<a id>`), by file name. */
export function referenceAnchors(root: string): Map<string, Set<string>> {
  const dir = join(root, 'docs', 'reference');
  const out = new Map<string, Set<string>>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.md'))) {
    const text = readFileSync(join(dir, name), 'utf8');
    const anchors = new Set([...text.matchAll(/^#+\s+(.+)$/gm)].map((m) => slug(must(m[1], 'the heading text'))));
    for (const m of text.matchAll(/<a id="([^"]+)">/g)) anchors.add(must(m[1], 'the anchor id'));
    out.set(name, anchors);
  }
  return out;
}

/**
 * The reference pointer for one section. `contexts` are the words around the citation, nearest
 * first (its own line, then its neighbours): the nearest words that name a part of the section win.
 */
export function pointerFor(
  section: string,
  contexts: readonly string[],
  anchors?: Map<string, Set<string>>,
  title?: string,
): string {
  const target = SECTIONS[section];
  if (!target) throw new Error(`no reference for spec section ${section}`);
  const titled = title && anchors?.get(target.file)?.has(slug(title)) ? slug(title) : undefined;
  const refine = (words: string) => target.refine?.find(([re]) => re.test(words))?.[1];
  const refined = [title ?? '', ...contexts].map(refine).find(Boolean);
  return `docs/reference/${target.file}#${titled ?? refined ?? target.anchor}`;
}

const CITATION =
  /\bspec\s+(?:sections?\s+|§\s*)(\d(?:(?:,\s*|,?\s+and\s+)\d)*)(?:, "([^"]+)")?('s\b((?:\s+(?!(?:that|which|by|with|and|for|of)\b)[\w-]+)+))?/gi;

/** The text with every spec citation replaced by reference pointers. */
export function citeReference(text: string, anchors?: Map<string, Set<string>>): string {
  // A citation wrapped after "spec" moves to the next line whole, where the rest of it is.
  const lines = text
    .replace(/[ \t]*\bspec(\n[ \t]*(?:\*|\/\/|#)?[ \t]*)(?=(?:sections?\s+|§\s*)\d)/gi, '$1spec ')
    .split('\n');
  return lines
    .map((line, i) => {
      const contexts = [line, `${lines[i - 1] ?? ''} ${lines[i + 1] ?? ''}`];
      return line.replace(
        CITATION,
        (_m, nums: string, title: string | undefined, possessive: string | undefined, noun: string | undefined) => {
          const pointers = nums
            .split(/,\s*|\s+and\s+|,\s*and\s+/)
            .filter(Boolean)
            .map((n) => pointerFor(n, contexts, anchors, title));
          const list =
            pointers.length > 1 ? `${pointers.slice(0, -1).join(', ')} and ${pointers.at(-1)}` : (pointers[0] ?? '');
          return possessive && noun ? `the ${noun.trim()} in ${list}` : list;
        },
      );
    })
    .join('\n');
}

/** Runs the codemod over the tree at `root`; returns the changed files. */
export function run(root: string, dryRun = false): string[] {
  const anchors = referenceAnchors(root);
  const files = [
    ...sourceFiles(root, ['src', 'scripts', 'tests', 'docs'], /\.(ts|tsx|mts|mjs|js|astro|css|md)$/),
    'README.md',
  ].filter((f) => !f.startsWith('docs/reference/') && !f.startsWith('scripts/dev/'));
  return rewriteFiles(root, files, (text) => citeReference(text, anchors), dryRun);
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--root');
  const root = (at >= 0 && args[at + 1]) || fileURLToPath(new URL('../..', import.meta.url));
  const changed = run(root, args.includes('--dry-run'));
  for (const f of changed) console.log(`cited: ${f}`);
  console.log(`${changed.length} file(s) ${args.includes('--dry-run') ? 'would change' : 'changed'}`);
}
