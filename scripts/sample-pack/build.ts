/**
 * Builds the embedded sample content pack: `content-pack/export.json`, in the format of
 * `contentful space export --download-assets`, with the images where that command puts them:
 * `content-pack/images.ctfassets.net/<space>/<asset id>/<token>/<file>` (see `downloadedAssetPath`).
 *
 *   npm run content:sample
 *
 * The data lives in the modules beside this file (one per topic under topics/, plus site.ts,
 * extras.ts and assets.ts); the *-entries.ts modules turn it into entries with the pack
 * builder, and this script composes them in the pack's order and writes the file. Entry ids
 * are derived from globalIds, slugs and keys, so the output is deterministic.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPackBuilder } from '#src/content-layer/pack-writer.ts';
import { ASSETS } from './assets.ts';
import { challengeWriter } from './challenge-entries.ts';
import { entryIdRegistry, type PackContext } from './context.ts';
import { excludedQuestions } from './extras.ts';
import { addAssets, addTags } from './media-entries.ts';
import { addQuestions } from './question-entries.ts';
import { TAGS } from './site.ts';
import { addSiteEntries } from './site-entries.ts';
import { addTopics } from './topic-entries.ts';
import type { TopicSpec } from './types.ts';
import { sdg } from './topics/sdg.ts';
import { health } from './topics/health.ts';
import { population } from './topics/population.ts';
import { climate } from './topics/climate.ts';
import { energy } from './topics/energy.ts';
import { education } from './topics/education.ts';
import { economy } from './topics/economy.ts';
import { water } from './topics/water.ts';
import { nature } from './topics/nature.ts';
import { sweden } from './topics/sweden.ts';
import { retired } from './topics/retired.ts';

export const TOPICS: readonly TopicSpec[] = [
  sdg,
  health,
  population,
  climate,
  energy,
  education,
  economy,
  water,
  nature,
  sweden,
  retired,
];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PACK_DIR = join(ROOT, 'content-pack');
const OUT_FILE = join(PACK_DIR, 'export.json');

/**
 * The sample pack as an export object. Writers run in dependency order (tags and assets,
 * questions, then topics with their tests and challenges, then site entries), because entries
 * link only to entries already written and the order fixes their creation timestamps.
 */
export function buildSamplePack() {
  const builder = createPackBuilder();
  const ctx: PackContext = {
    builder,
    id: entryIdRegistry(),
    tagsOf: addTags(builder, TAGS),
    image: addAssets(builder, ASSETS, PACK_DIR),
  };
  const questionRef = addQuestions(ctx, [
    ...excludedQuestions.map((question) => ({ question, topicTags: [] })),
    ...TOPICS.flatMap((topic) => topic.questions.map((question) => ({ question, topicTags: topic.tags ?? [] }))),
  ]);
  const challenges = challengeWriter(ctx, questionRef);
  const topicRef = addTopics(ctx, TOPICS, { questionRef, addChallenge: challenges.add });
  addSiteEntries(ctx, { topicRef, challengeRef: challenges.ref });
  return builder.toExport();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const pack = buildSamplePack();
  mkdirSync(PACK_DIR, { recursive: true });
  const json = `${JSON.stringify(pack, null, 1)}\n`;
  writeFileSync(OUT_FILE, json);
  const kb = Math.round(Buffer.byteLength(json) / 1024);
  console.log(`Wrote ${OUT_FILE}: ${pack.entries.length} entries, ${pack.assets.length} assets, ${kb} KB`);
}
