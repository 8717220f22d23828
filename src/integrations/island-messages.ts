/**
 * The message sets islands import (`virtual:island-messages/{set}/{lang}`,
 * src/utils/island-messages.ts): each a small module of its language's strings, bundled like any
 * other, so a page carries no strings in its islands' props and the browser caches them once.
 */
import type { AstroIntegration } from 'astro';
import { vitePluginStep } from './vite-plugin-step.ts';
import { pickMessages } from '../utils/i18n.ts';
import { ISLAND_MESSAGE_SETS, parseIslandMessagesId } from '../utils/island-messages.ts';

/** Vite's marker for a virtual module's resolved id (other plugins leave such ids alone). */
const RESOLVED = '\0';

/** The module text of an id, or null when it is not an island message set. */
export function islandMessagesSource(id: string): string | null {
  const named = parseIslandMessagesId(id);
  return named ? `export default ${JSON.stringify(pickMessages(named.lang, ISLAND_MESSAGE_SETS[named.set]))};` : null;
}

/** The integration: a Vite plugin that resolves and loads the sets, for the browser and the build's server render alike. */
export default function islandMessages(): AstroIntegration {
  return vitePluginStep('quiz-island-messages', {
    resolveId: (id: string) => (parseIslandMessagesId(id) ? `${RESOLVED}${id}` : null),
    load: (id: string) => (id.startsWith(RESOLVED) ? islandMessagesSource(id.slice(RESOLVED.length)) : null),
  });
}
