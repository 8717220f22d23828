/**
 * `PUBLISH_COMMAND`: a shell command run after PUBLISH_DIR shows a new build (at start too), to
 * carry it further: an rsync to another machine, `aws s3 sync`, a CDN purge. It gets the build
 * in `PUBLISH_BUILD_DIR` (the mirror folder itself, which never changes, rather than the link,
 * which the next publish flips mid-sync), `PUBLISH_BUILD_ID` and `PUBLISH_DIR`. Why here and not
 * a watcher of the link: the server knows the moment a build is live and whether the sync
 * failed, and logs both. Runs one at a time; publishes during a run make one more run, for the
 * newest build only. A failure is logged at error and changes nothing live.
 */
import { spawn } from 'node:child_process';

/** The tail of a run's output kept for the log. */
const OUTPUT_CHARS = 4000;

export interface PublishCommandLog {
  info(message: string): void;
  error(message: string): void;
}

export interface PublishCommand {
  /** Runs the command for this build now, or after the run in progress. */
  run(buildId: string, buildDir: string): void;
  /** Resolves when no run is pending or in progress. */
  idle(): Promise<void>;
}

export function publishCommand(command: string, publishDir: string, log: PublishCommandLog): PublishCommand {
  let pending: { buildId: string; buildDir: string } | null = null;
  let running: Promise<void> | null = null;

  const once = (buildId: string, buildDir: string) =>
    new Promise<void>((resolve) => {
      const started = Date.now();
      const child = spawn('/bin/sh', ['-c', command], {
        env: { ...process.env, PUBLISH_DIR: publishDir, PUBLISH_BUILD_ID: buildId, PUBLISH_BUILD_DIR: buildDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const keep = (d: Buffer) => void (output = (output + d.toString()).slice(-OUTPUT_CHARS));
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', (err) => (output += `\n${err.message}`));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        if (code === 0) log.info(`PUBLISH_COMMAND for build ${buildId} finished in ${seconds} s`);
        else
          log.error(
            `PUBLISH_COMMAND for build ${buildId} failed (exit ${code ?? 'signal'}) after ${seconds} s; PUBLISH_DIR shows the build, the command's target may not:\n${output.trim()}`,
          );
        resolve();
      });
    });

  const loop = async () => {
    while (pending) {
      const next = pending;
      pending = null;
      await once(next.buildId, next.buildDir);
    }
    running = null;
  };

  return {
    run(buildId, buildDir) {
      pending = { buildId, buildDir };
      running ??= loop();
    },
    async idle() {
      while (running) await running;
    },
  };
}
