/**
 * The shape Contentful requires of a RichText value: a `document` node whose nodes each carry a
 * `nodeType`, a `data` object and either `content` (a list of nodes) or, for text, a string
 * `value` and a list of `marks`. Embedded entries and assets are collected so their links can be
 * checked like any other link.
 */
import { isRecord } from './content-types.ts';
import type { Problem } from './issues.ts';

/** Nodes whose `data.target` is a link to an entry or asset. */
const EMBEDS: Readonly<Record<string, 'Entry' | 'Asset'>> = {
  'embedded-entry-block': 'Entry',
  'embedded-entry-inline': 'Entry',
  'entry-hyperlink': 'Entry',
  'embedded-asset-block': 'Asset',
  'asset-hyperlink': 'Asset',
};

export interface RichTextResult {
  readonly problem?: Problem;
  /** Links found in embedded nodes: `data.target` values with the link type they must have. */
  readonly targets: readonly { readonly linkType: 'Entry' | 'Asset'; readonly target: unknown }[];
}

function nodeProblem(node: unknown, path: string, targets: RichTextResult['targets'][number][]): string | null {
  if (!isRecord(node) || typeof node['nodeType'] !== 'string') return `${path}: a node needs a nodeType`;
  const { nodeType, data, content } = node;
  if (!isRecord(data)) return `${path} (${nodeType}): data must be an object`;
  if (nodeType === 'text') {
    return typeof node['value'] === 'string' && Array.isArray(node['marks'])
      ? null
      : `${path} (text): needs a string value and a marks list`;
  }
  if (!Array.isArray(content)) return `${path} (${nodeType}): content must be a list`;
  const embed = EMBEDS[nodeType];
  if (embed) targets.push({ linkType: embed, target: data['target'] });
  for (const [i, child] of content.entries()) {
    const problem = nodeProblem(child, `${path}.content[${i}]`, targets);
    if (problem) return problem;
  }
  return null;
}

/** Checks a RichText value's shape and lists its embedded links. */
export function checkRichText(value: unknown): RichTextResult {
  const targets: RichTextResult['targets'][number][] = [];
  if (!isRecord(value) || value['nodeType'] !== 'document')
    return { problem: { code: 'value.type', detail: 'RichText: a document node' }, targets };
  const problem = nodeProblem(value, 'document', targets);
  return problem ? { problem: { code: 'value.type', detail: `RichText: ${problem}` }, targets } : { targets };
}
