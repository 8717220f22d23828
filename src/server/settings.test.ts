import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readSettings } from './settings.ts';

/** The message a start with `env` stops with (every check `readSettings` makes), or 'accepted'. */
const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    readSettings(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return 'accepted';
};

describe('settings at start', () => {
  it('accepts a complete, valid environment and ignores empty values', () => {
    expect(
      refusal({
        PORT: '8080',
        PREVIEW_PORT: '8081',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u@db:5432/quiz',
        DATABASE_POOL_SIZE: '20',
        API_ONLY: 'true',
        TRUST_PROXY: 'false',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'https://quiz.example.org',
        CORS_ORIGINS: 'https://a.example.org, https://b.example.org:8443',
        EMBED_ORIGINS: '',
        SMTP_URL: 'smtps://u:p@mail.example.org',
        CONTENTFUL_HOST: 'cdn.eu.contentful.com',
        ACCESS_TOKEN_SECONDS: '900',
        AUTH_RATE_LIMIT: '10',
        ADDRESS_RATE_LIMIT: '100',
        AUTH_RATE_WINDOW: '600',
        SHARES_MIN_ANSWERS: '20',
      }),
    ).toBe('accepted');
  });

  it.each([
    [{ PORT: 'abc' }, "PORT must be a whole number from 0 to 65535; it is 'abc'"],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535'],
    [{ PREVIEW_PORT: '0' }, "PREVIEW_PORT must be a whole number from 1 to 65535; it is '0'"],
    [{ DATABASE_POOL_SIZE: 'ten' }, 'DATABASE_POOL_SIZE must be a whole number'],
    [{ DATABASE_URL: 'mysql://db/quiz' }, 'DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    [{ TRUST_PROXY: 'yes' }, "TRUST_PROXY must be true or false; it is 'yes'"],
    [{ PUBLIC_URL: 'quiz.example.org' }, 'PUBLIC_URL must be a URL starting with http:// or https://'],
    [
      { CORS_ORIGINS: 'https://ok.example.org,https://x.example.org/path' },
      "CORS_ORIGINS must be comma-separated origins like https://example.org; 'https://x.example.org/path' is not one",
    ],
    [{ CONTENTFUL_HOST: 'https://cdn.contentful.com' }, 'CONTENTFUL_HOST must be a host name'],
    [{ ACCESS_TOKEN_SECONDS: '15m' }, 'ACCESS_TOKEN_SECONDS must be a whole number from 60 up'],
    [{ ADDRESS_RATE_LIMIT: '0' }, "ADDRESS_RATE_LIMIT must be a whole number from 1 up; it is '0'"],
    [{ CONTENT_PACK: '/no/such/pack.json' }, 'CONTENT_PACK must name an existing file'],
    // A real folder: the server could not flip it to the next build (publishing/publish-dir.ts).
    [{ PUBLISH_DIR: 'src' }, 'PUBLISH_DIR must be a symbolic link the server manages, or not exist yet'],
    [{ PUBLISH_COMMAND: 'rsync -a "$PUBLISH_BUILD_DIR/" web:/srv/quiz/' }, 'PUBLISH_COMMAND needs PUBLISH_DIR'],
    [{ SHARES_MIN_ANSWERS: '50' }, "SHARES_MIN_ANSWERS must be a whole number from 1 to 20; it is '50'"],
    [{ LOG_LEVEL: 'loud' }, "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; it is 'loud'"],
  ])('refuses %o naming the setting', (env, message) => {
    expect(refusal(env)).toContain(message);
  });

  it('the server process stops with "Cannot start: …" and no stack trace', () => {
    const run = spawnSync(process.execPath, ['src/server/main.ts'], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...process.env, API_ONLY: 'true', DATABASE_POOL_SIZE: 'lots' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      "Cannot start: DATABASE_POOL_SIZE must be a whole number from 1 to 1000; it is 'lots'",
    );
  }, 60_000);
});

describe('the settings object, read once', () => {
  it('gives every setting typed, with its default', () => {
    expect(readSettings({ DATA_DIR: '/srv/quiz' })).toEqual({
      port: 4321,
      host: 'localhost',
      distDir: undefined,
      publishDir: undefined,
      publishCommand: undefined,
      apiOnly: false,
      dataDir: '/srv/quiz',
      databaseUrl: undefined,
      databasePoolSize: 10,
      shutdownDelayMs: 1000,
      trustProxy: false,
      publicUrl: 'http://localhost:4321',
      corsOrigins: [],
      embedOrigins: [],
      smtpUrl: undefined,
      mailFrom: 'Worldview Quiz <no-reply@localhost>',
      accessTokenSeconds: 900,
      refreshTokenSeconds: 30 * 24 * 3600,
      authRateLimit: { max: 10, perAddress: 100, windowSeconds: 600 },
      sharesMinAnswers: 20,
      jwtSecret: undefined,
      kioskPin: undefined,
      webhookSecret: undefined,
      hooksStatusToken: undefined,
      preview: null,
    });
    expect(
      readSettings({
        PORT: '8080',
        HOST: ' 0.0.0.0 ',
        API_ONLY: 'true',
        SITE_URL: 'https://quiz.example.org/',
        CORS_ORIGINS: 'https://a.example.org, https://b.example.org',
        EMBED_ORIGINS: 'https://school.example.org',
        DATABASE_POOL_SIZE: '25',
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT: '5',
        ADDRESS_RATE_LIMIT: '40',
        AUTH_RATE_WINDOW: '60',
        SHARES_MIN_ANSWERS: '3',
        KIOSK_PIN: ' 2468 ',
        PREVIEW_PORT: '8081',
      }),
    ).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      apiOnly: true,
      publicUrl: 'https://quiz.example.org',
      corsOrigins: ['https://a.example.org', 'https://b.example.org'],
      embedOrigins: ['https://school.example.org'],
      databasePoolSize: 25,
      trustProxy: true,
      authRateLimit: { max: 5, perAddress: 40, windowSeconds: 60 },
      sharesMinAnswers: 3,
      kioskPin: '2468',
      preview: { port: 8081, host: '0.0.0.0' },
    });
    expect(
      readSettings({ PUBLIC_URL: 'https://mail.example.org', SITE_URL: 'https://quiz.example.org' }).publicUrl,
    ).toBe('https://mail.example.org');
    // Folders named relative to where the server starts (the static file server needs them absolute).
    expect(readSettings({ DIST_DIR: 'dist', DATA_DIR: '.data/x', PUBLISH_DIR: '.data/site' })).toMatchObject({
      distDir: resolve('dist'),
      dataDir: resolve('.data/x'),
      publishDir: resolve('.data/site'),
    });
  });

  it('refuses a short secret naming it and its length, never its value', () => {
    expect(refusal({ JWT_SECRET: 'tooShortSecret' })).toBe('JWT_SECRET must be at least 32 characters; it has 14');
    expect(refusal({ KIOSK_PIN: ' 12 ' })).toBe('KIOSK_PIN must be at least 4 characters; it has 2');
    expect(refusal({ CONTENTFUL_WEBHOOK_SECRET: 'x'.repeat(63) })).toBe(
      "CONTENTFUL_WEBHOOK_SECRET must be at least 64 characters (Contentful's signing secret); it has 63",
    );
    expect(refusal({ HOOKS_STATUS_TOKEN: 'guessable' })).toBe(
      'HOOKS_STATUS_TOKEN must be at least 32 characters; it has 9',
    );
    expect(
      refusal({
        JWT_SECRET: 'j'.repeat(32),
        KIOSK_PIN: '2468',
        CONTENTFUL_WEBHOOK_SECRET: 'w'.repeat(64),
        HOOKS_STATUS_TOKEN: 't'.repeat(32),
      }),
    ).toBe('accepted');
  });
});
