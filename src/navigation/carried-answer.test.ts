import { describe, expect, it } from 'vitest';
import { carriedAnswerText, takeCarriedAnswer } from './carried-answer.ts';
import { KEYS, type KeyValue } from './session-memory.ts';

function memory(): KeyValue {
  const m = new Map<string, string>();
  return { get: (k) => m.get(k) ?? null, set: (k, v) => (v === null ? m.delete(k) : m.set(k, v), true) };
}

describe('the answer a language switch carries', () => {
  it('reaches the same question once', () => {
    const store = memory();
    store.set(KEYS.carriedAnswer, carriedAnswerText('q1', 'a2'));
    expect(takeCarriedAnswer('q1', store)).toBe('a2');
    expect(takeCarriedAnswer('q1', store)).toBeNull();
  });
  it('is dropped by any other question, and a damaged entry is ignored', () => {
    const store = memory();
    store.set(KEYS.carriedAnswer, carriedAnswerText('q1', 'a2'));
    expect(takeCarriedAnswer('q2', store)).toBeNull();
    expect(takeCarriedAnswer('q1', store)).toBeNull();
    store.set('quiz:carriedAnswer', '{not json');
    expect(takeCarriedAnswer('q1', store)).toBeNull();
  });
});
