/**
 * The Sync API of the Contentful stand-in (tests/support/contentful-server.ts): a change log
 * over the served pack and `GET …/sync` as Contentful answers it. `initial=true` lists every
 * visible entry and asset; a `sync_token` lists what changed since that token, deletions (and
 * unpublished items) as `DeletedEntry`/`DeletedAsset`. Pages of `limit` items (default 100)
 * link on with `nextPageUrl`; the last page carries `nextSyncUrl`, both with a `sync_token`
 * query parameter, which is all the SDK reads of them.
 */

type Kind = 'Entry' | 'Asset';
interface Item {
  readonly sys: { readonly id: string };
}

/** Where a token stands: changes after `from` (none: initial) up to `to` (none: up to now). */
interface Cursor {
  readonly from: number | null;
  readonly to?: number;
  readonly offset: number;
  readonly limit: number;
}

export class SyncTokenError extends Error {}

const encode = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

function decode(token: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<Cursor>;
    if ((c.from === null || typeof c.from === 'number') && typeof c.offset === 'number' && typeof c.limit === 'number')
      return { from: c.from, offset: c.offset, limit: c.limit, ...(typeof c.to === 'number' ? { to: c.to } : {}) };
  } catch {
    // Falls through to the error below: a token this server did not make.
  }
  throw new SyncTokenError('Invalid sync token');
}

export interface SyncSource {
  /** The item as served now, or undefined when it is gone or not visible to this token. */
  current(kind: Kind, id: string, preview: boolean): Record<string, unknown> | undefined;
}

/** The change log: the sequence number of each item's last change. */
export function createSyncLog(initial: { entries: readonly Item[]; assets: readonly Item[] }) {
  let seq = 0;
  const changedAt = new Map<string, { kind: Kind; id: string; seq: number }>();
  const mark = (kind: Kind, id: string) => changedAt.set(`${kind}:${id}`, { kind, id, seq });
  for (const e of initial.entries) mark('Entry', e.sys.id);
  for (const a of initial.assets) mark('Asset', a.sys.id);

  return {
    /** Records the items that differ between two versions of the pack (added, changed, removed). */
    record(kind: Kind, before: readonly Item[], after: readonly Item[]): void {
      const old = new Map(before.map((i) => [i.sys.id, JSON.stringify(i)]));
      const now = new Map(after.map((i) => [i.sys.id, JSON.stringify(i)]));
      const ids = [...new Set([...old.keys(), ...now.keys()])].filter((id) => old.get(id) !== now.get(id));
      if (ids.length === 0) return;
      seq++;
      for (const id of ids) mark(kind, id);
    },

    /** The body of `GET sync` for this query; `baseUrl` is the `…/environments/<env>` URL. */
    page(
      query: Readonly<Record<string, string>>,
      source: SyncSource,
      preview: boolean,
      baseUrl: string,
    ): Record<string, unknown> {
      let cursor: Cursor;
      if (query['sync_token']) cursor = decode(query['sync_token']);
      else if (query['initial'] === 'true')
        cursor = { from: null, offset: 0, limit: Math.min(1000, Math.max(1, Number(query['limit'] ?? 100) || 100)) };
      else throw new SyncTokenError('Either initial=true or sync_token is required');
      const to = cursor.to ?? seq;
      const changes = [...changedAt.values()]
        .filter((c) => c.seq <= to && (cursor.from === null || c.seq > cursor.from))
        .sort((a, b) => a.seq - b.seq || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
      const items = changes
        .map(
          (c) =>
            source.current(c.kind, c.id, preview) ??
            (cursor.from === null
              ? undefined
              : { sys: { type: `Deleted${c.kind}`, id: c.id, deletedAt: new Date().toISOString() } }),
        )
        .filter((i) => i !== undefined);
      const pageItems = items.slice(cursor.offset, cursor.offset + cursor.limit);
      const more = cursor.offset + cursor.limit < items.length;
      const next = more
        ? encode({ ...cursor, to, offset: cursor.offset + cursor.limit })
        : encode({ from: to, offset: 0, limit: cursor.limit });
      return {
        sys: { type: 'Array' },
        items: pageItems,
        [more ? 'nextPageUrl' : 'nextSyncUrl']: `${baseUrl}/sync?sync_token=${next}`,
      };
    },
  };
}
