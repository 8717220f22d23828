import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPackBuilder } from '#src/content-layer/pack-writer.ts';
import {
  CONTENT_TYPE_IDS,
  EMAIL_PATTERN,
  RICH_TEXT_MARKS,
  RICH_TEXT_NODE_TYPES,
} from '#src/content-layer/schema/content-model.ts';
import { startCmaServer, type CmaTestServer, type Json, type StoredItem } from '#tests/support/cma-server.ts';
import { setUpSpace } from './contentful-setup/setup.ts';
import { managementClient, setupSettingsFromEnv, type SetupSettings } from './contentful-setup/settings.ts';

const SPACE = 'setup-space';
const TOKEN = 'cma-token';
const SCRIPT = fileURLToPath(new URL('./contentful-setup.ts', import.meta.url));

let server: CmaTestServer;
let settings: SetupSettings;
beforeEach(async () => {
  server = await startCmaServer({ spaceId: SPACE, token: TOKEN });
  settings = setupSettingsFromEnv({
    CONTENTFUL_SPACE_ID: SPACE,
    CONTENTFUL_MANAGEMENT_TOKEN: TOKEN,
    CONTENTFUL_MANAGEMENT_HOST: server.host,
    CONTENTFUL_INSECURE: 'true',
  });
});
afterEach(() => server.close());

const run = () => setUpSpace(managementClient(settings), settings, true, () => {});
const puts = () => server.requests.filter((r) => r.method === 'PUT');
const stored = (id: string): StoredItem => server.contentTypes.get(id)!;
const field = (type: string, id: string): Json => (stored(type)['fields'] as Json[]).find((f) => f['id'] === id)!;
const widget = (type: string, fieldId: string) =>
  (server.editorInterfaces.get(type)!['controls'] as Json[]).find((c) => c['fieldId'] === fieldId)?.['widgetId'];

/** Runs the command itself, as `npm run contentful:setup -- …` does (asynchronously: the stand-in runs in this process). */
function cli(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [SCRIPT, ...args], { env: { PATH: process.env['PATH'] ?? '', ...env } });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('npm run contentful:setup', () => {
  it('creates every content type with its validations and publishes it, and sets the editor widgets', async () => {
    const results = await run();
    expect(results.map((r) => r.change)).toEqual(CONTENT_TYPE_IDS.map(() => 'created'));
    expect([...server.contentTypes.keys()].sort()).toEqual([...CONTENT_TYPE_IDS].sort());
    for (const id of CONTENT_TYPE_IDS) {
      const { sys } = stored(id);
      expect(sys.publishedVersion, id).toBeDefined();
      expect(sys.version, `${id} has no unpublished changes`).toBe(sys.publishedVersion! + 1);
    }
    expect(stored('question')).toMatchObject({ name: 'Question', displayField: 'name' });
    expect(field('event', 'code')).toMatchObject({
      required: true,
      validations: [{ unique: true }, { regexp: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' } }],
    });
    expect(field('question', 'answers')).toMatchObject({
      type: 'Array',
      validations: [{ size: { min: 2, max: 6 } }],
      items: { linkType: 'Entry', validations: [{ linkContentType: ['answer'] }] },
    });
    expect(field('event', 'topic')).toMatchObject({
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['topic'] }],
    });
    expect(field('page', 'body')).toMatchObject({
      type: 'RichText',
      validations: [{ enabledNodeTypes: [...RICH_TEXT_NODE_TYPES] }, { enabledMarks: [...RICH_TEXT_MARKS] }],
    });
    expect(RICH_TEXT_NODE_TYPES).not.toContain('embedded-entry-block');
    expect([widget('topic', 'slug'), widget('topic', 'globalId'), widget('event', 'code')]).toEqual([
      'slugEditor',
      'singleLine',
      'singleLine',
    ]);
    expect([widget('question', 'isHidden'), widget('question', 'explanation')]).toEqual(['boolean', 'richTextEditor']);
    // Who organizes: a list of email addresses, each checked by the pattern, edited as tags.
    for (const type of ['event', 'group'] as const) {
      expect(field(type, 'organizers')).toMatchObject({
        type: 'Array',
        localized: false,
        items: { type: 'Symbol', validations: [{ regexp: { pattern: EMAIL_PATTERN } }] },
      });
      expect(widget(type, 'organizers')).toBe('tagEditor');
    }
  });

  it('changes nothing on a second run', async () => {
    await run();
    const before = server.requests.length;
    const results = await run();
    expect(results.every((r) => r.change === 'unchanged' && r.editor === 'unchanged')).toBe(true);
    expect(server.requests.slice(before).filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('puts back a field validation and an editor widget changed in the space, by the stored version, and keeps extra fields', async () => {
    await run();
    const topic = stored('topic');
    const extra = {
      id: 'notes',
      name: 'Notes',
      type: 'Text',
      localized: false,
      required: false,
      validations: [],
      disabled: false,
      omitted: false,
    };
    const fields = (topic['fields'] as Json[]).map((f) =>
      f['id'] === 'slug' ? { ...f, validations: [{ unique: true }] } : f,
    );
    server.contentTypes.set('topic', {
      ...topic,
      fields: [...fields, extra],
      sys: { ...topic.sys, version: topic.sys.version + 2, publishedVersion: topic.sys.version + 1 },
    });
    const ei = server.editorInterfaces.get('topic')!;
    server.editorInterfaces.set('topic', {
      ...ei,
      controls: (ei['controls'] as Json[]).map((c) => (c['fieldId'] === 'slug' ? { ...c, widgetId: 'singleLine' } : c)),
    });
    const before = puts().length;

    const results = await run();
    expect(results.find((r) => r.contentType === 'topic')).toMatchObject({ change: 'updated', editor: 'updated' });
    expect(results.filter((r) => r.contentType !== 'topic').every((r) => r.change === 'unchanged')).toBe(true);
    const base = `/spaces/${SPACE}/environments/master/content_types/topic`;
    expect(
      puts()
        .slice(before)
        .map((r) => `${r.path} ${r.version} ${r.status}`),
    ).toEqual([
      `${base} ${topic.sys.version + 2} 200`,
      `${base}/published ${topic.sys.version + 3} 200`,
      `${base}/editor_interface ${ei.sys.version} 200`,
    ]);
    expect(field('topic', 'slug')['validations']).toEqual([
      { unique: true },
      { regexp: { pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$', flags: '' } },
    ]);
    expect(field('topic', 'notes')).toEqual(extra);
    expect(widget('topic', 'slug')).toBe('slugEditor');
  });

  it('finds a space that contentful-import filled from the sample pack up to date (regexps without flags)', async () => {
    const pack = createPackBuilder().toExport().contentTypes as unknown as readonly StoredItem[];
    for (const ct of pack)
      server.contentTypes.set(ct.sys.id, { ...ct, sys: { ...ct.sys, version: 2, publishedVersion: 1 } });
    for (const id of CONTENT_TYPE_IDS)
      server.editorInterfaces.set(id, { sys: { id: 'default', version: 1 }, controls: [] });
    const results = await run();
    expect(results.every((r) => r.change === 'unchanged')).toBe(true);
    expect(puts().every((r) => r.path.endsWith('/editor_interface'))).toBe(true);
  });

  it('names a missing setting', async () => {
    expect(() => setupSettingsFromEnv({ CONTENTFUL_SPACE_ID: SPACE })).toThrow(/CONTENTFUL_MANAGEMENT_TOKEN/);
    const { code, err } = await cli([], {});
    expect(code).toBe(1);
    expect(err).toContain('CONTENTFUL_SPACE_ID');
    expect(err).toContain('CONTENTFUL_MANAGEMENT_TOKEN');
  });

  it('names the setting a refused token or unknown environment comes from', async () => {
    const env = { CONTENTFUL_SPACE_ID: SPACE, CONTENTFUL_MANAGEMENT_HOST: server.host, CONTENTFUL_INSECURE: 'true' };
    expect((await cli([], { ...env, CONTENTFUL_MANAGEMENT_TOKEN: 'wrong' })).err).toContain(
      'CONTENTFUL_MANAGEMENT_TOKEN was refused',
    );
    expect(
      (await cli([], { ...env, CONTENTFUL_MANAGEMENT_TOKEN: TOKEN, CONTENTFUL_ENVIRONMENT: 'staging' })).err,
    ).toContain('CONTENTFUL_ENVIRONMENT: environment "staging" was not found');
    expect(server.contentTypes.size).toBe(0);
  });

  it('with --dry-run --import-sample changes nothing and prints the contentful-import command it would run', async () => {
    const env = {
      CONTENTFUL_SPACE_ID: SPACE,
      CONTENTFUL_MANAGEMENT_TOKEN: TOKEN,
      CONTENTFUL_MANAGEMENT_HOST: server.host,
      CONTENTFUL_INSECURE: 'true',
    };
    const { code, out } = await cli(['--dry-run', '--import-sample'], env);
    expect(code).toBe(0);
    expect(out).toMatch(/^question\s+would be created$/m);
    expect(out).toContain(
      `Would run: npx contentful-import --space-id ${SPACE} --environment-id master --management-token "$CONTENTFUL_MANAGEMENT_TOKEN" ` +
        `--content-file content-pack/export.json --content-model-only false --upload-assets --assets-directory content-pack --host ${server.host}`,
    );
    expect(out).not.toContain(TOKEN);
    expect(puts()).toEqual([]);
  });
});
