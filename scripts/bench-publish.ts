/**
 * Publish-to-live benchmark: seconds from a signed webhook to the new build being live, i.e.
 * `builds/latest.json` names a new build and the question page serves the edited text. It runs
 * the real server (`src/server/main.ts`) with its own DATA_DIR, for the sample pack and for
 * generated packs, and measures:
 * - an edit of one question's text (a full publish: rebuild, switch, API content reload);
 * - a publish that changes nothing a page shows (a hidden question edited), which the site
 *   digest lets the server skip.
 * Each pack runs with Astro's incremental build (unchanged question pages reused, the default)
 * and, for comparison, with every page rendered (`INCREMENTAL_BUILD=false`).
 *   npm run bench:publish [-- --packs sample,20000] [--modes incremental,full]
 * Results: bench-results/publish.json and a Markdown table.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contentConfigFromEnv, DEFAULT_PACK, loadContent } from '../src/content-layer/index.ts';
import { editPack, fieldsOf, liveBuildId, nextPublishReport, publishStatus, signedHeaders, startPublishingServer, waitFor, WEBHOOK_PATH } from '../tests/support/publishing.ts';
import { generatePack } from './generate-pack.ts';

const { values } = parseArgs({ options: { packs: { type: 'string', default: 'sample,20000' }, modes: { type: 'string', default: 'incremental,full' } } });
const root = resolve(import.meta.dirname, '..');
const secret = 'bench-publish-secret-'.padEnd(64, 'b');
const results: Record<string, number | string>[] = [];

/** A pack to publish from, in a scratch folder; the sample pack keeps its asset files beside it. */
function preparePack(name: string, dir: string): string {
  if (name === 'sample') {
    cpSync(resolve(DEFAULT_PACK, '..'), join(dir, 'pack'), { recursive: true });
    return join(dir, 'pack', 'export.json');
  }
  const file = join(dir, 'export.json');
  writeFileSync(file, JSON.stringify(generatePack(Number(name))));
  return file;
}

async function publish(base: string, id: string): Promise<{ sent: number; report: Awaited<ReturnType<typeof nextPublishReport>> }> {
  const body = JSON.stringify({ sys: { type: 'Entry', id } });
  const before = await publishStatus(base);
  const sent = performance.now();
  const res = await fetch(new URL(WEBHOOK_PATH, base), { method: 'POST', headers: signedHeaders(secret, body, { 'x-contentful-idempotency-key': `bench-${Date.now()}` }), body });
  if (res.status !== 202) throw new Error(`webhook answered ${res.status}`);
  return { sent, report: await nextPublishReport(base, before, 600_000) };
}

for (const [name, mode] of values.packs.split(',').flatMap((p) => values.modes.split(',').map((m) => [p, m] as const))) {
  const dir = join(root, 'bench-results', `publish-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const packFile = preparePack(name, dir);
  const graph = await loadContent(contentConfigFromEnv({ CONTENT_PACK: packFile }));
  const question = graph.questions[Math.floor(graph.questions.length / 2)]!;
  const server = await startPublishingServer({ dataDir: join(dir, 'data'), packFile, secret, env: { INCREMENTAL_BUILD: mode === 'full' ? 'false' : 'true' } });
  const base = server.baseUrl;
  try {
    // 1. An editor changes one question's text.
    const marker = `(edited ${Date.now().toString(36)})`;
    editPack(packFile, (p) => {
      const text = fieldsOf(p, question.id)['questionText']!;
      for (const code of Object.keys(text)) text[code] = `${String(text[code])} ${marker}`;
    });
    const previous = await liveBuildId(base);
    const edit = await publish(base, question.id);
    if (!edit.report.ok) throw new Error(`publish failed:\n${edit.report.errors.join('\n')}`);
    await waitFor(async () => (await liveBuildId(base)) !== previous && (await (await fetch(new URL(`/q/${encodeURIComponent(question.globalId)}/`, base))).text()).includes(marker), 600_000, 50);
    const editSeconds = (performance.now() - edit.sent) / 1000;

    // 2. A publish that changes nothing on any page: an edit of a hidden question (or a re-publish).
    const visible = new Set(graph.questions.map((q) => q.id));
    let hiddenId = question.id;
    editPack(packFile, (p) => {
      const hidden = p.entries.find((e) => e.sys.contentType?.sys.id === 'question' && !visible.has(e.sys.id));
      if (!hidden) return;
      hiddenId = hidden.sys.id;
      hidden.fields['questionText'] = { 'en-US': `Edited while hidden ${marker}` };
    });
    const live = await liveBuildId(base);
    const same = await publish(base, hiddenId);
    const sameSeconds = (performance.now() - same.sent) / 1000;
    if (!same.report.skipped || (await liveBuildId(base)) !== live) throw new Error('an unchanged publish rebuilt the site');

    const row = {
      pack: name === 'sample' ? 'sample' : `${name} generated`,
      mode,
      questions: graph.questions.length,
      firstBuildSeconds: Number(server.firstBuildSeconds.toFixed(1)),
      publishToLiveSeconds: Number(editSeconds.toFixed(1)),
      rebuildSeconds: Number(edit.report.seconds.toFixed(1)),
      unchangedPublishSeconds: Number(sameSeconds.toFixed(2)),
    };
    results.push(row);
    console.log(row);
  } finally {
    server.stop();
  }
  rmSync(dir, { recursive: true, force: true });
}

writeFileSync(join(root, 'bench-results', 'publish.json'), JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2));
console.log('\n| pack | questions | question pages | first build s | publish to live s | of which build s | unchanged publish s |\n| --- | ---: | --- | ---: | ---: | ---: | ---: |');
for (const r of results) console.log(`| ${r['pack']} | ${r['questions']} | ${r['mode'] === 'full' ? 'all rendered' : 'reused unless changed'} | ${r['firstBuildSeconds']} | ${r['publishToLiveSeconds']} | ${r['rebuildSeconds']} | ${r['unchangedPublishSeconds']} |`);
process.exit(0);
