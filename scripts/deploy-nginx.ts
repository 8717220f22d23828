/**
 * Writes the nginx config of a deployment (src/deploy/nginx-config.ts): static files from the
 * live build, `/v1` spread over the API processes with safe retries, `/hooks` to the publisher.
 *
 *   npm run deploy:nginx -- --api 127.0.0.1:4010,127.0.0.1:4011 --publisher 127.0.0.1:4321 \
 *     --root /srv/quiz/site [--listen 80 | --listen '443 ssl'] [--server-name quiz.example.org] \
 *     [--include /etc/nginx/snippets/quiz-tls.conf] [--brotli] \
 *     [--embed-origins https://a.example,https://b.example] [--out /etc/nginx/conf.d/quiz.conf]
 *
 * Without `--out` it prints the config. `--embed-origins` defaults to `EMBED_ORIGINS`, as the
 * server reads it. The committed example, deploy/nginx/quiz.conf, names the command that made it
 * on its first line; src/deploy/nginx-config.test.ts fails when it is stale.
 */
import { writeFileSync } from 'node:fs';
import { nginxConfig, parseNginxArgs } from '#src/deploy/nginx-config.ts';

const argv = process.argv.slice(2);
const outAt = argv.indexOf('--out');
const out = outAt >= 0 ? argv[outAt + 1] : undefined;
try {
  const config = nginxConfig(
    parseNginxArgs(outAt >= 0 ? [...argv.slice(0, outAt), ...argv.slice(outAt + 2)] : argv, process.env),
  );
  if (out) {
    writeFileSync(out, config);
    console.error(`wrote ${out}; check it with: nginx -t`);
  } else process.stdout.write(config);
} catch (err) {
  console.error(`deploy:nginx: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
