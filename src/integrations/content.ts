/**
 * Loads and checks the content once, before anything renders: a build with content errors fails
 * naming every offending entry (docs/decisions.md, "Content visibility"); warnings are logged.
 * It also fixes the build id that pages carry and the build manifest names, and serves the graph
 * to pages as `virtual:quiz/content` (src/content-layer/content-module.ts), in dev and build.
 */
import type { AstroIntegration } from 'astro';
import { contentModulePlugin } from '../content-layer/content-module.ts';
import { formatIssues, loadSiteContent } from '../content-layer/index.ts';

/** The content integration; every other build step reads the same graph through `loadSiteContent()`. */
export default function content(): AstroIntegration {
  return {
    name: 'quiz-content',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [{ name: 'quiz-content', ...contentModulePlugin(loadSiteContent) }] } });
      },
      'astro:build:start': async ({ logger }) => {
        const graph = await loadSiteContent();
        // Pages carry the id of the build they belong to; builds/latest.json names the live one.
        process.env['BUILD_ID'] ||= `${graph.digest}-${Date.now().toString(36)}`;
        const warnings = graph.issues.filter((i) => i.severity === 'warning');
        if (warnings.length) logger.warn(`${warnings.length} content warning(s):\n${formatIssues(warnings)}`);
        logger.info(
          `content ${graph.digest}: ${graph.topics.length} topics, ${graph.questions.length} questions, ${graph.challenges.length} challenges${graph.preview ? ' (preview)' : ''}`,
        );
      },
    },
  };
}
