import { describe, expect, it } from 'vitest';
import { buildTurns } from './build-turns.ts';
import type { BuildResult } from './publisher.ts';

/** A builder that records when it starts and ends, and finishes when `release` is called. */
function heldBuilder(events: string[], name: string, fail = false) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const build = async (outDir: string): Promise<BuildResult> => {
    events.push(`${name} starts ${outDir}`);
    await held;
    events.push(`${name} ends`);
    if (fail) throw new Error(`${name} crashed`);
    return { ok: true, log: '' };
  };
  return { build, release };
}

describe('buildTurns', () => {
  it('starts a second build only when the first has ended, whichever publisher asks', async () => {
    const events: string[] = [];
    const turn = buildTurns();
    const publicBuild = heldBuilder(events, 'public');
    const previewBuild = heldBuilder(events, 'preview');
    const first = turn(publicBuild.build)('builds/a');
    const second = turn(previewBuild.build)('preview-builds/b');
    // Let every queued callback run: the preview build would have started by now if it could.
    await new Promise((r) => setImmediate(r));
    expect(events).toEqual(['public starts builds/a']);
    previewBuild.release();
    publicBuild.release();
    await expect(Promise.all([first, second])).resolves.toEqual([
      { ok: true, log: '' },
      { ok: true, log: '' },
    ]);
    expect(events).toEqual([
      'public starts builds/a',
      'public ends',
      'preview starts preview-builds/b',
      'preview ends',
    ]);
  });

  it('a build that throws gives its caller the error and the next build its turn', async () => {
    const events: string[] = [];
    const turn = buildTurns();
    const broken = heldBuilder(events, 'broken', true);
    const next = heldBuilder(events, 'next');
    const first = turn(broken.build)('builds/a');
    const second = turn(next.build)('builds/b');
    broken.release();
    next.release();
    await expect(first).rejects.toThrow('broken crashed');
    await expect(second).resolves.toEqual({ ok: true, log: '' });
    expect(events).toEqual(['broken starts builds/a', 'broken ends', 'next starts builds/b', 'next ends']);
  });
});
