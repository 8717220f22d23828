import { describe, expect, it } from 'vitest';
import { resultSubject } from './result-subject.ts';

describe('the subject of a shared result', () => {
  it('names the topic after the title', () => {
    expect(resultSubject('Health basics', 'Global health')).toEqual({ title: 'Health basics', topic: 'Global health' });
  });
  it('does not repeat a topic the title names already, whatever its case', () => {
    expect(resultSubject('Global health: practice test', 'Global health')).toEqual({
      title: 'Global health: practice test',
      topic: null,
    });
    expect(resultSubject('Övningstest om global hälsa', 'Global hälsa')).toEqual({
      title: 'Övningstest om global hälsa',
      topic: null,
    });
  });
});
