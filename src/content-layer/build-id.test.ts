import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stampBuildId } from './build-id.ts';

const page = (id: string) => `<!doctype html><html><head><meta name="build-id" content="${id}"/></head><body>build-id content="${id}"</body></html>`;

describe('stampBuildId', () => {
  it('rewrites pages copied from an older build and leaves the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stamp-'));
    mkdirSync(join(dir, 'q', '1'), { recursive: true });
    writeFileSync(join(dir, 'q', '1', 'index.html'), page('old'));
    writeFileSync(join(dir, 'index.html'), page('new'));
    writeFileSync(join(dir, 'data.json'), '{"content":"old"}');
    expect(await stampBuildId(dir, 'new')).toBe(1);
    expect(readFileSync(join(dir, 'q', '1', 'index.html'), 'utf8')).toBe(page('new').replace('body>build-id content="new"', 'body>build-id content="old"'));
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(page('new'));
    expect(readFileSync(join(dir, 'data.json'), 'utf8')).toBe('{"content":"old"}');
  });
});
