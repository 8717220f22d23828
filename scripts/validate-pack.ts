/**
 * `npm run content:validate [-- path/to/export.json]`: checks a content pack the way a build
 * does and prints every problem with entry id and content type; exits 1 on errors.
 */
import { formatIssues } from '../src/content-layer/index.ts';
import { normalizeSpace } from '../src/content-layer/normalize.ts';
import { loadPack } from '../src/content-layer/sources/pack.ts';

const path = process.argv[2] || process.env['CONTENT_PACK'] || 'content-pack/export.json';
const graph = normalizeSpace(await loadPack(path), { preview: process.env['CONTENT_PREVIEW'] === 'true' });
if (graph.issues.length) console.log(formatIssues(graph.issues));
const errors = graph.issues.filter((i) => i.severity === 'error').length;
console.log(`${path}: ${graph.topics.length} topics, ${graph.questions.length} questions, ${graph.challenges.length} challenges; ${errors} error(s), ${graph.issues.length - errors} warning(s)`);
process.exit(errors ? 1 : 0);
