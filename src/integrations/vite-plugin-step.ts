/**
 * A build step that is one Vite plugin: the integration and its plugin share a name, so a build
 * log or a profile names the same step either way. Used by the steps whose whole work is in
 * Vite (island messages, island renderer tags, the site chunk).
 */
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** The integration that adds `plugin` (named `name`) to the Vite config of dev and build. */
export function vitePluginStep(name: string, plugin: Omit<Plugin, 'name'>): AstroIntegration {
  return {
    name,
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [{ name, ...plugin }] } });
      },
    },
  };
}
