/**
 * Settings of `npm run contentful:setup`, from environment variables: CONTENTFUL_SPACE_ID,
 * CONTENTFUL_MANAGEMENT_TOKEN (a personal access token or a CMA token), CONTENTFUL_ENVIRONMENT
 * (default master), CONTENTFUL_MANAGEMENT_HOST (default api.contentful.com; a local stand-in in
 * tests) and CONTENTFUL_INSECURE=true (plain http, for that stand-in).
 */
import { createClient, type PlainClientAPI } from 'contentful-management';

export interface SetupSettings {
  readonly spaceId: string;
  readonly managementToken: string;
  readonly environment: string;
  readonly host?: string;
  readonly insecure: boolean;
}

/** A setting is missing or wrong; the message names the variable. */
export class SetupSettingsError extends Error {
  override readonly name = 'SetupSettingsError';
}

const value = (env: NodeJS.ProcessEnv, name: string): string | undefined => env[name]?.trim() || undefined;

/** Reads the settings; throws naming every missing variable, so one run tells the editor all of them. */
export function setupSettingsFromEnv(env: NodeJS.ProcessEnv): SetupSettings {
  const spaceId = value(env, 'CONTENTFUL_SPACE_ID');
  const managementToken = value(env, 'CONTENTFUL_MANAGEMENT_TOKEN');
  if (!spaceId || !managementToken) {
    const missing = [
      spaceId ? '' : 'CONTENTFUL_SPACE_ID (the space to set up)',
      managementToken ? '' : 'CONTENTFUL_MANAGEMENT_TOKEN (a Content Management API token)',
    ];
    throw new SetupSettingsError(`Missing setting: ${missing.filter(Boolean).join(' and ')}`);
  }
  const host = value(env, 'CONTENTFUL_MANAGEMENT_HOST');
  return {
    spaceId,
    managementToken,
    environment: value(env, 'CONTENTFUL_ENVIRONMENT') ?? 'master',
    ...(host ? { host } : {}),
    insecure: value(env, 'CONTENTFUL_INSECURE') === 'true',
  };
}

/** The SDK's plain client, bound to the settings' space and environment. */
export function managementClient(settings: SetupSettings): PlainClientAPI {
  return createClient(
    {
      accessToken: settings.managementToken,
      insecure: settings.insecure,
      ...(settings.host ? { host: settings.host } : {}),
    },
    { type: 'plain', defaults: { spaceId: settings.spaceId, environmentId: settings.environment } },
  );
}
