/**
 * `npm run content:validate [-- path/to/export.json]`: checks a content pack twice and prints
 * every problem with entry id, content type, field and locale; exits 1 on errors.
 *
 * 1. The way Contentful would on import: every entry against the pack's own content types
 *    (src/content-layer/validate/).
 * 2. The way a build does: the project's rules (src/content-layer/normalize.ts).
 */
import { formatIssues } from '../src/content-layer/index.ts';
import { normalizeSpace } from '../src/content-layer/normalize.ts';
import { loadPack } from '../src/content-layer/sources/pack.ts';
import { formatPackIssues, validatePack } from '../src/content-layer/validate/index.ts';

const path = process.argv[2] || process.env['CONTENT_PACK'] || 'content-pack/export.json';
const space = await loadPack(path);
const packIssues = validatePack(space);
if (packIssues.length) console.log(formatPackIssues(packIssues));
const graph = normalizeSpace(space, { preview: process.env['CONTENT_PREVIEW'] === 'true' });
if (graph.issues.length) console.log(formatIssues(graph.issues));
const errors = packIssues.length + graph.issues.filter((i) => i.severity === 'error').length;
const warnings = graph.issues.filter((i) => i.severity === 'warning').length;
console.log(
  `${path}: ${graph.topics.length} topics, ${graph.questions.length} questions, ${graph.challenges.length} challenges; ${errors} error(s), ${warnings} warning(s)`,
);
process.exit(errors ? 1 : 0);
