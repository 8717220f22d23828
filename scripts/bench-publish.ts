/**
 * Publish-to-live benchmark: seconds from a signed webhook to the new build being live, i.e.
 * `builds/latest.json` names a new build and the question page serves the edited text. It runs
 * the real server (`src/server/main.ts`) with its own DATA_DIR, for the sample pack and for
 * generated packs, and measures:
 * - an edit of one question's text (a full publish: rebuild, switch, API content reload);
 * - a publish that changes nothing a page shows (a hidden question edited), which the site
 *   digest lets the server skip.
 * Each pack runs with Astro's incremental build (unchanged question pages reused, the default)
 * and, for comparison, with every page rendered (`INCREMENTAL_BUILD=false`). One more row
 * publishes from Contentful: the server reads the local Contentful stand-in serving the sample
 * pack (through the Sync API snapshot), and the edit is made in the stand-in.
 *   npm run bench:publish [-- --packs sample,20000] [--modes incremental,full] [--contentful false]
 * Results: bench-results/publish.json and a Markdown table.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contentConfigFromEnv, DEFAULT_PACK, loadContent } from '../src/content-layer/index.ts';
import {
  editPack,
  fieldsOf,
  liveBuildId,
  nextPublishReport,
  publishStatus,
  signedHeaders,
  startPublishingServer,
  waitFor,
  WEBHOOK_PATH,
} from '../tests/support/publishing.ts';
import { startContentfulServer, type ContentfulTestServer } from '../tests/support/contentful-server.ts';
import { generatePack } from './generate-pack.ts';
import { must } from '#src/utils/must.ts';

const { values } = parseArgs({
  options: {
    packs: { type: 'string', default: 'sample,20000' },
    modes: { type: 'string', default: 'incremental,full' },
    contentful: { type: 'string', default: 'true' },
  },
});
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

async function publish(
  base: string,
  id: string,
): Promise<{ sent: number; report: Awaited<ReturnType<typeof nextPublishReport>> }> {
  const body = JSON.stringify({ sys: { type: 'Entry', id } });
  const before = await publishStatus(base);
  const sent = performance.now();
  const res = await fetch(new URL(WEBHOOK_PATH, base), {
    method: 'POST',
    headers: signedHeaders(secret, body, { 'x-contentful-idempotency-key': `bench-${Date.now()}` }),
    body,
  });
  if (res.status !== 202) throw new Error(`webhook answered ${res.status}`);
  return { sent, report: await nextPublishReport(base, before, 600_000) };
}

/** The server's environment for reading the Contentful stand-in instead of the pack file. */
function contentfulEnv(stand: ContentfulTestServer): NodeJS.ProcessEnv {
  return {
    CONTENTFUL_SPACE_ID: 'bench-space',
    CONTENTFUL_ACCESS_TOKEN: 'bench-delivery-token',
    CONTENTFUL_HOST: stand.host,
    CONTENTFUL_INSECURE: 'true',
  };
}

const runs = values.packs
  .split(',')
  .filter(Boolean)
  .flatMap((p) => values.modes.split(',').map((m) => ({ name: p, mode: m, contentful: false })));
if (values.contentful !== 'false') runs.push({ name: 'sample', mode: 'incremental', contentful: true });

for (const { name, mode, contentful } of runs) {
  const dir = join(root, 'bench-results', `publish-${name}${contentful ? '-contentful' : ''}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const packFile = preparePack(name, dir);
  const graph = await loadContent(contentConfigFromEnv({ CONTENT_PACK: packFile }));
  const question = must(graph.questions[Math.floor(graph.questions.length / 2)], 'a question in the pack');
  const readPack = () => JSON.parse(readFileSync(packFile, 'utf8')) as Parameters<typeof startContentfulServer>[0];
  const stand = contentful
    ? await startContentfulServer(readPack(), {
        spaceId: 'bench-space',
        deliveryToken: 'bench-delivery-token',
        previewToken: 'bench-preview-token',
      })
    : null;
  // An edit lands in the pack file, and from there in the stand-in when Contentful is the source.
  const edit = (mutate: Parameters<typeof editPack>[1]) => {
    editPack(packFile, mutate);
    stand?.setPack(readPack());
  };
  const server = await startPublishingServer({
    dataDir: join(dir, 'data'),
    packFile,
    secret,
    env: { INCREMENTAL_BUILD: mode === 'full' ? 'false' : 'true', ...(stand ? contentfulEnv(stand) : {}) },
  });
  const base = server.baseUrl;
  try {
    // 1. An editor changes one question's text.
    const marker = `(edited ${Date.now().toString(36)})`;
    edit((p) => {
      const text = must(fieldsOf(p, question.id)['questionText'], 'the questionText field');
      for (const code of Object.keys(text)) text[code] = `${String(text[code])} ${marker}`;
    });
    const previous = await liveBuildId(base);
    const edited = await publish(base, question.id);
    if (!edited.report.ok) throw new Error(`publish failed:\n${edited.report.errors.join('\n')}`);
    await waitFor(
      async () =>
        (await liveBuildId(base)) !== previous &&
        (await (await fetch(new URL(`/q/${encodeURIComponent(question.globalId)}/`, base))).text()).includes(marker),
      600_000,
      50,
    );
    const editSeconds = (performance.now() - edited.sent) / 1000;

    // 2. A publish that changes nothing on any page: an edit of a hidden question (or a re-publish).
    const visible = new Set(graph.questions.map((q) => q.id));
    let hiddenId = question.id;
    edit((p) => {
      const hidden = p.entries.find((e) => e.sys.contentType?.sys.id === 'question' && !visible.has(e.sys.id));
      if (!hidden) return;
      hiddenId = hidden.sys.id;
      hidden.fields['questionText'] = { 'en-US': `Edited while hidden ${marker}` };
    });
    const live = await liveBuildId(base);
    const same = await publish(base, hiddenId);
    const sameSeconds = (performance.now() - same.sent) / 1000;
    if (!same.report.skipped || (await liveBuildId(base)) !== live)
      throw new Error('an unchanged publish rebuilt the site');

    const row = {
      pack: `${name === 'sample' ? 'sample' : `${name} generated`}${contentful ? ' (Contentful, sync)' : ''}`,
      mode,
      questions: graph.questions.length,
      firstBuildSeconds: Number(server.firstBuildSeconds.toFixed(1)),
      publishToLiveSeconds: Number(editSeconds.toFixed(1)),
      rebuildSeconds: Number(edited.report.seconds.toFixed(1)),
      unchangedPublishSeconds: Number(sameSeconds.toFixed(2)),
    };
    results.push(row);
    console.log(row);
  } finally {
    server.stop();
    await stand?.close();
  }
  rmSync(dir, { recursive: true, force: true });
}

writeFileSync(
  join(root, 'bench-results', 'publish.json'),
  JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2),
);
console.log(
  '\n| pack | questions | question pages | first build s | publish to live s | of which build s | unchanged publish s |\n| --- | ---: | --- | ---: | ---: | ---: | ---: |',
);
for (const r of results)
  console.log(
    `| ${r['pack']} | ${r['questions']} | ${r['mode'] === 'full' ? 'all rendered' : 'reused unless changed'} | ${r['firstBuildSeconds']} | ${r['publishToLiveSeconds']} | ${r['rebuildSeconds']} | ${r['unchangedPublishSeconds']} |`,
  );
process.exit(0);
