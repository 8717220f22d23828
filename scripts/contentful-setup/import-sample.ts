/**
 * `--import-sample`: loads the sample pack (content-pack/export.json and its downloaded asset
 * files) into the space with Contentful's own `contentful-import`, entries, assets and locales
 * included. The printed command names the token as `$CONTENTFUL_MANAGEMENT_TOKEN`, so it can be
 * copied into a shell without the token ending up in a log.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SetupSettings } from './settings.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOKEN_PLACEHOLDER = '$CONTENTFUL_MANAGEMENT_TOKEN';

/** The `contentful-import` arguments, paths relative to the project root; the token as a placeholder. */
export function importSampleArgs(settings: SetupSettings): string[] {
  return [
    '--space-id',
    settings.spaceId,
    '--environment-id',
    settings.environment,
    '--management-token',
    TOKEN_PLACEHOLDER,
    '--content-file',
    'content-pack/export.json',
    '--content-model-only',
    'false',
    '--upload-assets',
    '--assets-directory',
    'content-pack',
    ...(settings.host ? ['--host', settings.host] : []),
  ];
}

const shellQuote = (arg: string): string =>
  arg === TOKEN_PLACEHOLDER ? `"${arg}"` : /^[\w./:@=-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;

/** The command as a shell line, to print before it runs. */
export function importSampleCommandLine(settings: SetupSettings): string {
  return ['npx', 'contentful-import', ...importSampleArgs(settings)].map(shellQuote).join(' ');
}

/** Runs `contentful-import` from the project root with the real token; resolves with its exit code. */
export function runImportSample(settings: SetupSettings): Promise<number> {
  const args = importSampleArgs(settings).map((a) => (a === TOKEN_PLACEHOLDER ? settings.managementToken : a));
  const bin = join(ROOT, 'node_modules', 'contentful-import', 'bin', 'contentful-import');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
