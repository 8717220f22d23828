/**
 * `npm run contentful:setup [-- --dry-run] [-- --import-sample]`: creates or updates the
 * content model (content types, validations, editor widgets) in a Contentful space from
 * src/content-layer/schema/content-model.ts through the Content Management API, and publishes
 * it. A second run changes nothing. `--import-sample` then loads the sample pack with
 * `contentful-import`; `--dry-run` changes nothing and prints what would be done. Settings: see
 * scripts/contentful-setup/settings.ts (docs/architecture.md, "Setting up a Contentful space").
 */
import { parseArgs } from 'node:util';
import { importSampleCommandLine, runImportSample } from './contentful-setup/import-sample.ts';
import { setUpSpace, type SetupResult } from './contentful-setup/setup.ts';
import { managementClient, setupSettingsFromEnv, SetupSettingsError } from './contentful-setup/settings.ts';

const { values } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, 'import-sample': { type: 'boolean', default: false } },
});
const apply = !values['dry-run'];

const line = (r: SetupResult) =>
  `${r.contentType.padEnd(20)} ${apply ? r.change : `would be ${r.change}`}${r.editor === 'updated' ? ', editor widgets set' : ''}`;

try {
  const settings = setupSettingsFromEnv(process.env);
  console.log(`${apply ? 'Setting up' : 'Dry run:'} space ${settings.spaceId}, environment ${settings.environment}`);
  const results = await setUpSpace(managementClient(settings), settings, apply, (r) => console.log(line(r)));
  const changed = results.filter((r) => r.change !== 'unchanged' || r.editor !== 'unchanged').length;
  console.log(
    changed ? `${changed} content type(s) ${apply ? 'changed' : 'would change'}` : 'The content model is up to date.',
  );
  if (values['import-sample']) {
    console.log(`${apply ? 'Running' : 'Would run'}: ${importSampleCommandLine(settings)}`);
    if (apply) process.exitCode = await runImportSample(settings);
  }
} catch (e) {
  console.error(e instanceof SetupSettingsError ? e.message : e);
  process.exitCode = 1;
}
