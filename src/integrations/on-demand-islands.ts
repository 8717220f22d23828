/**
 * Adds the `client:needed` directive (src/browser/when-needed.ts): islands that only matter to
 * a returning visitor (progress, alerts) hydrate when there is something to show, so a first
 * visit loads no React.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { NeededWhen } from '../browser/when-needed.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when the visitor has something this island shows (src/browser/when-needed.ts). */
    'client:needed'?: NeededWhen;
  }
}

/** The integration that registers the directive. */
export default function onDemandIslands(): AstroIntegration {
  return {
    name: 'quiz-on-demand-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'needed', entrypoint: fileURLToPath(new URL('../browser/when-needed.ts', import.meta.url)) });
      },
    },
  };
}
