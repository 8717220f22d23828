/**
 * A digest of what the site is built from: the normalized, visible content graph (not the raw
 * export). Edits that change nothing a page shows (a hidden question, a draft, an unpublished
 * entry, an entry no page links to, a field the site does not read) leave it unchanged, so the
 * publisher can skip the rebuild. Every build records it in `builds/meta/<id>.json`.
 */
import { createHash } from 'node:crypto';
import type { ContentGraph } from '../domain/model.ts';

export function siteDigest(graph: ContentGraph): string {
  // Errors fail the build and must be reported, so they count; warnings change no page.
  const { issues, digest: _raw, ...visible } = graph;
  const errors = issues.filter((i) => i.severity === 'error');
  return createHash('sha256')
    .update(JSON.stringify([visible, errors]))
    .digest('hex')
    .slice(0, 16);
}
