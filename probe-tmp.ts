import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normalizeSpace } from './src/content-layer/normalize.ts';
import { buildApp } from './src/server/app.ts';
import { configFromEnv } from './src/server/config.ts';
import { generatePack } from './scripts/generate-pack.ts';
const content = normalizeSpace(generatePack(1000) as any);
const dataDir = mkdtempSync(join(tmpdir(), 'probe-'));
const app = await buildApp({ config: { ...configFromEnv({ DATA_DIR: dataDir, JWT_SECRET: 'b'.repeat(40) }), databaseUrl: process.env.URL }, content });
const uuid = (await app.inject({ method: 'POST', url: '/v1/users', payload: {} })).json().data.uuid;
console.log('topics', app.content.index.graph.topics.length);
for (const url of [`/v1/topics?user_uuid=${uuid}`, `/v1/users/${uuid}`]) {
  for (let i = 0; i < 20; i++) await app.inject({ url });
  const t0 = performance.now();
  for (let i = 0; i < 200; i++) await app.inject({ url });
  console.log(url, ((performance.now() - t0) / 200).toFixed(2), 'ms');
}
const q = app.content.index.graph.topics[0]!.tests[0]!.questions[0]!;
const t0 = performance.now();
for (let i = 0; i < 200; i++) await app.inject({ method: 'POST', url: '/v1/user_answers', payload: { user_uuid: uuid, user_answer: { question_global_id: q.globalId, answer_global_id: q.answers[0]!.globalId } } });
console.log('answer', ((performance.now() - t0) / 200).toFixed(2), 'ms');
await app.close();
