/**
 * What only embeds run (the head script marks them with `<html data-embed>`): their height
 * reported to the embedding page and their "Open on the site" links. Loaded on demand by the
 * layout's script, so no other page carries it.
 */
import './embed-resize.ts';
import './embed-site-link.ts';
