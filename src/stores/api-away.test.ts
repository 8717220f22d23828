import { afterEach, describe, expect, it } from 'vitest';
import { $alert, hideAlert } from './alerts.ts';
import { $apiAway, noteApiFailure, noteApiReached, resetApiAway } from './api-away.ts';

afterEach(() => {
  resetApiAway();
  hideAlert();
});

describe('the API away ($apiAway)', () => {
  it('is set by a call no API answered, and said once per page', () => {
    noteApiFailure({ status: 404, data: '<!doctype html>' });
    expect($apiAway.get()).toBe(true);
    expect($alert.get()).toMatchObject({ visible: true, error: false, messages: [{ key: 'api.away' }] });
    hideAlert();
    noteApiFailure({ status: 0, data: undefined });
    noteApiReached();
    noteApiFailure({ status: 502, data: '' });
    expect($apiAway.get()).toBe(true);
    expect($alert.get().visible).toBe(false);
  });
  it('is cleared by the next call that succeeded', () => {
    noteApiFailure({ status: 0, data: undefined });
    noteApiReached();
    expect($apiAway.get()).toBe(false);
  });
  it('is not set by the API\'s own refusals', () => {
    noteApiFailure({ status: 404, data: { message: 'topic.notFound' } });
    noteApiFailure({ status: 429, data: { retry_after: 3 } });
    expect($apiAway.get()).toBe(false);
    expect($alert.get().visible).toBe(false);
  });
});
