/**
 * Loads and checks the content once, before anything renders: a build with content errors fails
 * naming every offending entry (docs/decisions.md, "Content visibility"); warnings are logged.
 * It also fixes the build id that pages carry and the build manifest names.
 */
import type { AstroIntegration } from 'astro';
import { formatIssues, loadSiteContent } from '../content-layer/index.ts';

/** The content integration; list it first, the other build steps read the content it loaded. */
export default function content(): AstroIntegration {
  return {
    name: 'quiz-content',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        const graph = await loadSiteContent();
        // Pages carry the id of the build they belong to; builds/latest.json names the live one.
        process.env['BUILD_ID'] ||= `${graph.digest}-${Date.now().toString(36)}`;
        const warnings = graph.issues.filter((i) => i.severity === 'warning');
        if (warnings.length) logger.warn(`${warnings.length} content warning(s):\n${formatIssues(warnings)}`);
        logger.info(`content ${graph.digest}: ${graph.topics.length} topics, ${graph.questions.length} questions, ${graph.challenges.length} challenges${graph.preview ? ' (preview)' : ''}`);
      },
    },
  };
}
