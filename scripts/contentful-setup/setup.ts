/**
 * Sets up a space: checks the space and environment can be reached with the token (naming the
 * setting that is wrong when not), then brings every content type of the model and its editor
 * interface to the model, in the model's order (link targets are ids, so order does not matter
 * to Contentful; it keeps the output readable).
 */
import type { PlainClientAPI } from 'contentful-management';
import { CONTENT_TYPE_IDS, type ContentTypeId } from '#src/content-layer/schema/content-model.ts';
import { syncContentType, type Change } from './content-types.ts';
import { syncEditorInterface } from './editor-interfaces.ts';
import { SetupSettingsError, type SetupSettings } from './settings.ts';

export interface SetupResult {
  readonly contentType: ContentTypeId;
  readonly change: Change;
  /** The editor interface's change; `created` with the content type in a dry run. */
  readonly editor: Change;
}

/** Turns the SDK's access errors into one naming the setting to fix; others pass through. */
async function checkAccess(client: PlainClientAPI, settings: SetupSettings): Promise<void> {
  const reason = (e: unknown) => (e instanceof Error ? e.name : '');
  await client.space.get({}).catch((e: unknown) => {
    if (reason(e) === 'AccessTokenInvalid')
      throw new SetupSettingsError(
        'CONTENTFUL_MANAGEMENT_TOKEN was refused: create a Content Management token in Contentful (Settings → CMA tokens)',
      );
    if (reason(e) === 'NotFound')
      throw new SetupSettingsError(
        `CONTENTFUL_SPACE_ID: space "${settings.spaceId}" was not found, or the token has no access to it`,
      );
    throw e;
  });
  await client.environment.get({}).catch((e: unknown) => {
    if (reason(e) === 'NotFound')
      throw new SetupSettingsError(
        `CONTENTFUL_ENVIRONMENT: environment "${settings.environment}" was not found in space "${settings.spaceId}"`,
      );
    throw e;
  });
}

/**
 * Brings the space's content model to src/content-layer/schema/content-model.ts; with `apply`
 * false changes nothing and reports what it would do. Calls `report` after each content type.
 */
export async function setUpSpace(
  client: PlainClientAPI,
  settings: SetupSettings,
  apply: boolean,
  report: (r: SetupResult) => void,
): Promise<SetupResult[]> {
  await checkAccess(client, settings);
  const results: SetupResult[] = [];
  for (const id of CONTENT_TYPE_IDS) {
    const change = await syncContentType(client, id, apply);
    const editor = change === 'created' && !apply ? 'created' : await syncEditorInterface(client, id, apply);
    const result = { contentType: id, change, editor };
    results.push(result);
    report(result);
  }
  return results;
}
