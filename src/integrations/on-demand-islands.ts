/**
 * Adds the `client:needed` directive (src/browser/when-needed.ts): islands that only matter to
 * a returning visitor (progress, alerts) hydrate when there is something to show, so a first
 * visit loads no React; and `client:ready` (src/browser/on-ready.ts): players and forms, whose
 * first screen is server HTML, hydrate in idle time once their code has arrived after the first
 * paint, and actions given before that are held and given again.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { ReadyWhen } from '../browser/on-ready.ts';
import type { NeededWhen } from '../browser/when-needed.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when the visitor has something this island shows (src/browser/when-needed.ts). */
    'client:needed'?: NeededWhen;
    /** Hydrate in idle time after the first paint; actions before that are held and given again (src/browser/on-ready.ts). */
    'client:ready'?: ReadyWhen | boolean;
  }
}

/** The integration that registers the directive. */
export default function onDemandIslands(): AstroIntegration {
  return {
    name: 'quiz-on-demand-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'needed',
          entrypoint: fileURLToPath(new URL('../browser/when-needed.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'ready',
          entrypoint: fileURLToPath(new URL('../browser/on-ready.ts', import.meta.url)),
        });
      },
    },
  };
}
