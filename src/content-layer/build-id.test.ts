import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stampBuildId } from './build-id.ts';

const page = (id: string, body = 'build-id content="old"') =>
  `<!doctype html><html><head><meta name="build-id" content="${id}"></head><body>${body}</body></html>`;

describe('stampBuildId', () => {
  it('gives pages copied from an older build the new id and leaves the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stamp-'));
    mkdirSync(join(dir, 'q', '1'), { recursive: true });
    mkdirSync(join(dir, 'sv'), { recursive: true });
    writeFileSync(join(dir, 'q', '1', 'index.html'), page('20260101000000-abcd'));
    writeFileSync(join(dir, 'sv', 'index.html'), page('short'));
    writeFileSync(join(dir, 'index.html'), page('20260202000000-wxyz'));
    writeFileSync(join(dir, 'data.json'), '<meta name="build-id" content="old">');
    expect(await stampBuildId(dir, '20260202000000-wxyz')).toBe(2);
    // Same length: patched in place; another length: rewritten. The body is never touched.
    expect(readFileSync(join(dir, 'q', '1', 'index.html'), 'utf8')).toBe(page('20260202000000-wxyz'));
    expect(readFileSync(join(dir, 'sv', 'index.html'), 'utf8')).toBe(page('20260202000000-wxyz'));
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(page('20260202000000-wxyz'));
    expect(readFileSync(join(dir, 'data.json'), 'utf8')).toBe('<meta name="build-id" content="old">');
  });
});
