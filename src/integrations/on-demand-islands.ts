/**
 * Adds the `client:needed` directive (src/browser/when-needed.ts): islands that only matter to
 * a returning visitor (progress, alerts) hydrate when there is something to show, so a first
 * visit loads no React; and `client:interaction` (src/browser/on-interaction.ts): players and
 * forms, whose first screen is server HTML, hydrate when a person starts using them.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { InteractionWhen } from '../browser/on-interaction.ts';
import type { NeededWhen } from '../browser/when-needed.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when the visitor has something this island shows (src/browser/when-needed.ts). */
    'client:needed'?: NeededWhen;
    /** Hydrate at the first interaction with the island's area, holding clicks until then (src/browser/on-interaction.ts). */
    'client:interaction'?: InteractionWhen;
  }
}

/** The integration that registers the directive. */
export default function onDemandIslands(): AstroIntegration {
  return {
    name: 'quiz-on-demand-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'needed', entrypoint: fileURLToPath(new URL('../browser/when-needed.ts', import.meta.url)) });
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('../browser/on-interaction.ts', import.meta.url)) });
      },
    },
  };
}
