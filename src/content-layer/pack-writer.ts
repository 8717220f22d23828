/**
 * Writes content packs in the exact format of `contentful space export`, so the sample pack,
 * the synthetic generator and the tests all produce files that `contentful space import`
 * accepts and that any real export resembles.
 */
import { createHash } from 'node:crypto';
import {
  CONTENT_TYPE_IDS,
  fieldsOf,
  isContentTypeId,
  type ContentTypeId,
  type FieldIdOf,
} from './schema/content-model.ts';
import type { FieldSchema } from './schema/field-schema.ts';
import { contentfulContentType } from './schema/contentful-fields.ts';
import type { RawLink } from './raw.ts';

export const DEFAULT_LOCALE = 'en-US';
export const SWEDISH_LOCALE = 'sv-SE';

/** A localized value: English and (optionally) Swedish. */
export interface LocalizedValue<T> {
  readonly __localized: true;
  readonly en: T;
  readonly sv?: T | undefined;
}

/** Marks a value as localized: `loc('Hello', 'Hej')`. Omit `sv` to test locale fallback. */
export function loc<T>(en: T, sv?: T): LocalizedValue<T> {
  return { __localized: true, en, sv };
}

export function entryLink(id: string): RawLink {
  return { sys: { type: 'Link', linkType: 'Entry', id } };
}

export function assetLink(id: string): RawLink {
  return { sys: { type: 'Link', linkType: 'Asset', id } };
}

type Block = string | { readonly link: string; readonly href: string; readonly after?: string };

/** A minimal rich-text document of paragraphs; a paragraph may contain one hyperlink. */
export function richText(...paragraphs: readonly Block[]): unknown {
  return {
    nodeType: 'document',
    data: {},
    content: paragraphs.map((p) => ({
      nodeType: 'paragraph',
      data: {},
      content:
        typeof p === 'string'
          ? [{ nodeType: 'text', value: p, marks: [], data: {} }]
          : [
              {
                nodeType: 'hyperlink',
                data: { uri: p.href },
                content: [{ nodeType: 'text', value: p.link, marks: [], data: {} }],
              },
              { nodeType: 'text', value: p.after ?? '', marks: [], data: {} },
            ],
    })),
  };
}

export interface EntryOptions {
  /** Never published: shown only in preview mode. */
  readonly draft?: boolean;
  readonly tags?: readonly string[];
  readonly createdAt?: string;
}

export interface AssetInput {
  readonly title: LocalizedValue<string> | string;
  readonly url: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly width?: number;
  readonly height?: number;
}

/** The space id written into packs' `sys.space` and their asset URLs. */
export const PACK_SPACE = 'sample-space';
const SPACE = PACK_SPACE;

/**
 * The URL Contentful gives an uploaded file (`file.url` in an export): protocol-relative, on
 * `images.ctfassets.net` for images and `assets.ctfassets.net` otherwise, under space, asset id
 * and a 32-hex upload token. The token here is derived from id and name so packs stay
 * deterministic; a real export carries whatever Contentful chose.
 */
export function contentfulAssetUrl(
  assetId: string,
  fileName: string,
  contentType: string,
  space: string = PACK_SPACE,
): string {
  const host = contentType.startsWith('image/') ? 'images.ctfassets.net' : 'assets.ctfassets.net';
  const token = createHash('md5').update(`${space}/${assetId}/${fileName}`).digest('hex');
  return `//${host}/${space}/${assetId}/${token}/${encodeURIComponent(fileName)}`;
}

/**
 * Where `contentful space export --download-assets` writes an asset's file, relative to the
 * export folder: the URL's host, then its decoded path (`images.ctfassets.net/<space>/<id>/…`).
 */
export function downloadedAssetPath(url: string): string {
  const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
  return `${parsed.host}${decodeURIComponent(parsed.pathname)}`;
}
const sysLink = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

function fieldValue(def: FieldSchema | undefined, value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && (value as { __localized?: unknown }).__localized) {
    const v = value as LocalizedValue<unknown>;
    if (def && !def.localized) return { [DEFAULT_LOCALE]: v.en };
    return v.sv === undefined ? { [DEFAULT_LOCALE]: v.en } : { [DEFAULT_LOCALE]: v.en, [SWEDISH_LOCALE]: v.sv };
  }
  return { [DEFAULT_LOCALE]: value };
}

function contentTypeExport(id: ContentTypeId) {
  return {
    sys: {
      id,
      type: 'ContentType',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      publishedVersion: 1,
    },
    ...contentfulContentType(id),
  };
}

/**
 * Collects entries and assets and turns them into an export object. Entry timestamps advance
 * by one second per entry so `order=sys.createdAt` is stable and meaningful.
 */
export function createPackBuilder(options: { readonly swedish?: boolean } = {}) {
  const entries: unknown[] = [];
  const assets: unknown[] = [];
  const tags = new Map<string, string>();
  let clock = Date.parse('2026-01-01T00:00:00.000Z');
  const stamp = () => new Date((clock += 1000)).toISOString();

  return {
    tag(id: string, name: string) {
      tags.set(id, name);
    },
    entry<T extends ContentTypeId>(
      contentType: T,
      id: string,
      fields: Partial<Record<FieldIdOf<T>, unknown>>,
      opts: EntryOptions = {},
    ) {
      // Checked at run time too: packs are also written from plain JavaScript.
      if (!isContentTypeId(contentType)) throw new Error(`Unknown content type ${String(contentType)}`);
      const schemas = new Map(fieldsOf(contentType).map((f) => [f.id, f.schema]));
      const created = opts.createdAt ?? stamp();
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries<unknown>(fields)) {
        if (value === undefined) continue;
        out[key] = fieldValue(schemas.get(key), value);
      }
      const published = opts.draft
        ? {}
        : { publishedVersion: 2, publishedAt: created, firstPublishedAt: created, publishedCounter: 1 };
      entries.push({
        metadata: { tags: (opts.tags ?? []).map((t) => sysLink('Tag', t)) },
        sys: {
          space: sysLink('Space', SPACE),
          id,
          type: 'Entry',
          createdAt: created,
          updatedAt: created,
          environment: sysLink('Environment', 'master'),
          ...published,
          version: 3,
          contentType: sysLink('ContentType', contentType),
        },
        fields: out,
      });
      return entryLink(id);
    },
    asset(id: string, input: AssetInput) {
      const title = typeof input.title === 'string' ? loc(input.title) : input.title;
      const created = stamp();
      const file = {
        url: input.url,
        fileName: input.fileName,
        contentType: input.contentType,
        details: { size: 1000, ...(input.width ? { image: { width: input.width, height: input.height } } : {}) },
      };
      assets.push({
        metadata: { tags: [] },
        sys: {
          space: sysLink('Space', SPACE),
          id,
          type: 'Asset',
          createdAt: created,
          updatedAt: created,
          publishedVersion: 2,
          version: 3,
        },
        fields: { title: fieldValue({ type: 'Symbol', localized: true }, title), file: { [DEFAULT_LOCALE]: file } },
      });
      return assetLink(id);
    },
    /** The export object, ready for `JSON.stringify`. */
    toExport() {
      const locales = [
        {
          name: 'English (United States)',
          code: DEFAULT_LOCALE,
          fallbackCode: null,
          default: true,
          contentManagementApi: true,
          contentDeliveryApi: true,
          optional: false,
          sys: { id: 'locale-en', type: 'Locale', version: 1 },
        },
      ];
      if (options.swedish !== false) {
        locales.push({
          name: 'Swedish (Sweden)',
          code: SWEDISH_LOCALE,
          fallbackCode: DEFAULT_LOCALE as never,
          default: false,
          contentManagementApi: true,
          contentDeliveryApi: true,
          optional: true,
          sys: { id: 'locale-sv', type: 'Locale', version: 1 },
        });
      }
      return {
        contentTypes: CONTENT_TYPE_IDS.map(contentTypeExport),
        tags: [...tags].map(([id, name]) => ({ name, sys: { id, type: 'Tag', visibility: 'public' } })),
        editorInterfaces: [],
        entries,
        assets,
        locales,
        webhooks: [],
        roles: [],
      };
    },
  };
}

export type PackBuilder = ReturnType<typeof createPackBuilder>;
