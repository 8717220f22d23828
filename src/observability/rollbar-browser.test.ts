import { describe, expect, it } from 'vitest';
import { browserRollbarOptions, maskTelemetryInputs } from './rollbar-browser.ts';

describe('browser Rollbar options', () => {
  const opts = browserRollbarOptions({
    accessToken: 'tok',
    production: true,
    codeVersion: 'abc',
    endpoint: 'http://localhost:1/api/1/item/',
  });

  it('carries the spec limits, environment and code version', () => {
    expect(opts).toMatchObject({
      accessToken: 'tok',
      environment: 'production',
      codeVersion: 'abc',
      itemsPerMinute: 60,
      maxTelemetryEvents: 100,
      captureUncaught: true,
      captureUnhandledRejections: true,
      endpoint: 'http://localhost:1/api/1/item/',
    });
    expect(opts.payload.client.javascript.code_version).toBe('abc');
    expect(browserRollbarOptions({ accessToken: 't', production: false, codeVersion: 'x' }).environment).toBe(
      'development',
    );
  });

  it('reports errors only: warnings stay in the console', () => {
    expect(opts.reportLevel).toBe('error');
  });

  it('masks typed input values in telemetry with eight asterisks', () => {
    const payload = {
      body: {
        telemetry: [
          { type: 'dom', body: { subtype: 'input', element: 'input#email', value: '******' } },
          { type: 'log', body: { message: 'hello' } },
          { type: 'dom', body: { subtype: 'click', element: 'button' } },
        ],
      },
    };
    maskTelemetryInputs(payload);
    expect(payload.body.telemetry[0]!.body).toMatchObject({ value: '********' });
    expect(payload.body.telemetry[1]!.body).toEqual({ message: 'hello' });
    expect(payload.body.telemetry[2]!.body).toEqual({ subtype: 'click', element: 'button' });
    expect(() => maskTelemetryInputs({})).not.toThrow();
  });
});
