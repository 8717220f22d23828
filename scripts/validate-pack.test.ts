/**
 * The sample pack passes Contentful's own import validation (`contentful-import`, run against a
 * closed port so it stops at the network step) and `npm run content:validate`; a copy whose
 * entries hold values of the wrong types fails `content:validate`, naming each entry and field.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../tests/support/ports.ts';

const root = resolve(import.meta.dirname, '..');
const samplePack = join(root, 'content-pack', 'export.json');
const contentfulImport = join(root, 'node_modules', 'contentful-import', 'bin', 'contentful-import');

/** Runs contentful-import until it reports the content-file validation, then stops it. */
async function importValidation(pack: string): Promise<string> {
  const port = await freePort('127.0.0.1');
  const child = spawn(
    process.execPath,
    [
      contentfulImport,
      '--space-id',
      'x',
      '--management-token',
      'y',
      '--content-file',
      pack,
      '--host',
      `127.0.0.1:${port}`,
      '--insecure',
    ],
    { cwd: root, env: { ...process.env, NO_COLOR: '1' } },
  );
  let out = '';
  return new Promise((done) => {
    const finish = () => {
      child.kill();
      done(out);
    };
    const timer = setTimeout(finish, 50_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (/Validating content-file \[(completed|failed)\]/.test(out)) {
        clearTimeout(timer);
        finish();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', () => {
      clearTimeout(timer);
      done(out);
    });
  });
}

const contentValidate = (pack: string) =>
  spawnSync(process.execPath, [join(root, 'scripts', 'validate-pack.ts'), pack], { cwd: root, encoding: 'utf8' });

describe('the sample pack', () => {
  it("passes contentful-import's validation of the content file", async () => {
    const out = await importValidation(samplePack);
    expect(out).toContain('Validating content-file [completed]');
    expect(out).not.toContain('Validating content-file [failed]');
  }, 60_000);

  it('passes content:validate', () => {
    const run = contentValidate(samplePack);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('0 error(s)');
  }, 60_000);
});

describe('content:validate', () => {
  it('fails a pack whose entries hold values of the wrong types, naming each entry and field', () => {
    const pack = JSON.parse(readFileSync(samplePack, 'utf8')) as {
      entries: { sys: { id: string }; fields: Record<string, unknown> }[];
    };
    const set = (id: string, field: string, value: unknown) => {
      pack.entries.find((e) => e.sys.id === id)!.fields[field] = { 'en-US': value };
    };
    set('q8001', 'isHidden', 'no');
    set('topicSdg', 'name', { en: 'SDG' });
    set('eventGbgFair26', 'opensAt', '31/12/2026');
    set('a8001a', 'correctAnswer', 1);
    const dir = mkdtempSync(join(tmpdir(), 'validate-pack-'));
    const file = join(dir, 'export.json');
    writeFileSync(file, JSON.stringify(pack));
    const run = contentValidate(file);
    expect(run.status).toBe(1);
    for (const line of [
      "question 'q8001' field 'isHidden' [en-US]",
      "topic 'topicSdg' field 'name' [en-US]",
      "event 'eventGbgFair26' field 'opensAt' [en-US]",
      "answer 'a8001a' field 'correctAnswer' [en-US]",
    ]) {
      expect(run.stdout).toContain(`ERROR value.type ${line}`);
    }
  }, 60_000);
});
