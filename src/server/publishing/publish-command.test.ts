/**
 * The command after each swap: run with the build it shows, one run at a time, coalesced to the
 * newest build; a failure logged with its output.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishCommand } from './publish-command.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'publish-command-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const collect = () => {
  const lines: string[] = [];
  return {
    lines,
    log: { info: (m: string) => lines.push(`info: ${m}`), error: (m: string) => lines.push(`error: ${m}`) },
  };
};

describe('PUBLISH_COMMAND', () => {
  it('runs with the build, its mirror folder and PUBLISH_DIR; publishes during a run make one more, for the newest build', async () => {
    const record = join(dir, 'runs.txt');
    const { lines, log } = collect();
    const command = publishCommand(
      `sleep 0.2; echo "$PUBLISH_BUILD_ID $PUBLISH_BUILD_DIR $PUBLISH_DIR" >> '${record}'`,
      '/srv/www/quiz',
      log,
    );
    command.run('b1', '/srv/www/quiz.build-b1');
    command.run('b2', '/srv/www/quiz.build-b2');
    command.run('b3', '/srv/www/quiz.build-b3');
    await command.idle();
    expect(readFileSync(record, 'utf8').trim().split('\n')).toEqual([
      'b1 /srv/www/quiz.build-b1 /srv/www/quiz',
      'b3 /srv/www/quiz.build-b3 /srv/www/quiz',
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^info: PUBLISH_COMMAND for build b3 finished in \d+\.\d s$/);
  });

  it('logs a failure with the end of its output', async () => {
    const { lines, log } = collect();
    const command = publishCommand('echo "upload: access denied" >&2; exit 3', '/srv/www/quiz', log);
    command.run('b1', '/srv/www/quiz.build-b1');
    await command.idle();
    expect(lines).toEqual([
      expect.stringMatching(
        /^error: PUBLISH_COMMAND for build b1 failed \(exit 3\) after \d+\.\d s; PUBLISH_DIR shows the build, the command's target may not:\nupload: access denied$/,
      ),
    ]);
  });
});
