/** Contentful source settings from environment variables (see docs/architecture.md, "Content"). */
import { CONTENTFUL_DEFAULTS, type ContentfulSourceOptions } from './client.ts';

const envValue = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const v = env[name]?.trim();
  return v ? v : undefined;
};

/**
 * Contentful settings from the environment, or null when `CONTENTFUL_SPACE_ID` is unset (the
 * content then comes from a pack). Variables: CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN,
 * CONTENTFUL_ENVIRONMENT (default master), CONTENT_PREVIEW=true with CONTENTFUL_PREVIEW_TOKEN
 * (which then is the token used), CONTENTFUL_HOST, CONTENTFUL_INSECURE=true (plain http, for a
 * local mock server). Throws naming the missing token variable.
 */
export function contentfulOptionsFromEnv(env: NodeJS.ProcessEnv): ContentfulSourceOptions | null {
  const spaceId = envValue(env, 'CONTENTFUL_SPACE_ID');
  if (!spaceId) return null;
  const preview = envValue(env, 'CONTENT_PREVIEW') === 'true';
  const tokenVar = preview ? 'CONTENTFUL_PREVIEW_TOKEN' : 'CONTENTFUL_ACCESS_TOKEN';
  const accessToken = envValue(env, tokenVar);
  if (!accessToken) {
    throw new Error(
      preview
        ? 'CONTENTFUL_SPACE_ID is set and CONTENT_PREVIEW=true, but CONTENTFUL_PREVIEW_TOKEN (a Content Preview API token) is missing'
        : 'CONTENTFUL_SPACE_ID is set but CONTENTFUL_ACCESS_TOKEN (a Content Delivery API token) is missing',
    );
  }
  const host = envValue(env, 'CONTENTFUL_HOST');
  return {
    spaceId,
    accessToken,
    environment: envValue(env, 'CONTENTFUL_ENVIRONMENT') ?? CONTENTFUL_DEFAULTS.environment,
    preview,
    ...(host ? { host } : {}),
    ...(envValue(env, 'CONTENTFUL_INSECURE') === 'true' ? { insecure: true } : {}),
  };
}
