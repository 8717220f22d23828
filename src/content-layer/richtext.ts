/**
 * Renders Contentful rich text to HTML for static pages. Text is escaped by the renderer;
 * link targets are limited to http:, https:, mailto: and relative URLs; embedded entries
 * are skipped and embedded assets render only when they resolve to an image.
 */
import { documentToHtmlString } from '@contentful/rich-text-html-renderer';
import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import type { Asset, Lang } from '../domain/model.ts';
import { escapeHtml } from '../utils/escape-html.ts';

/** True for link targets a reader may follow safely: http(s), mailto and relative paths. */
export function isSafeHref(href: string): boolean {
  const trimmed = href.trim();
  if (/^(https?:|mailto:)/i.test(trimmed)) return true;
  // Relative: no scheme before the first slash, question mark or hash.
  return !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.startsWith('//');
}

/** True when the value looks like a rich-text document. */
export function isRichTextDocument(value: unknown): value is Document {
  return Boolean(value && typeof value === 'object' && (value as { nodeType?: unknown }).nodeType === 'document');
}

export function renderRichText(doc: unknown, lang: Lang, resolveAsset: (id: string) => Asset | null): string {
  if (!isRichTextDocument(doc)) return '';
  return documentToHtmlString(doc, {
    renderNode: {
      [INLINES.HYPERLINK]: (node, next) => {
        const href = (node.data as { uri?: unknown }).uri;
        const uri = typeof href === 'string' ? href : '';
        const inner = next(node.content);
        if (!isSafeHref(uri)) return inner;
        const external = /^https?:/i.test(uri);
        return `<a href="${escapeHtml(uri)}"${external ? ' rel="noopener noreferrer"' : ''}>${inner}</a>`;
      },
      [INLINES.ENTRY_HYPERLINK]: (node, next) => next(node.content),
      [INLINES.ASSET_HYPERLINK]: (node, next) => next(node.content),
      [INLINES.EMBEDDED_ENTRY]: () => '',
      [BLOCKS.EMBEDDED_ENTRY]: () => '',
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const id = (node.data as { target?: { sys?: { id?: string } } }).target?.sys?.id;
        const asset = id ? resolveAsset(id) : null;
        if (!asset || !asset.contentType.startsWith('image/')) return '';
        return `<img src="${escapeHtml(asset.url)}" alt="${escapeHtml(asset.title[lang])}" loading="lazy">`;
      },
    },
  });
}
