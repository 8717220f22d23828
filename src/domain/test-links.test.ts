import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.ts';
import { readTestQuery, testQuestionHref, testSummaryHref } from './test-links.ts';

describe('test links', () => {
  it('leads to a question inside its test, with the retry set when there is one', () => {
    expect(testQuestionHref('en', 'alpha', '101', { test: 'test-a', only: null })).toBe('/t/alpha/101/?test=test-a');
    expect(testQuestionHref('sv', 'alpha', '102', { test: 'test-a', only: ['102', '103'] })).toBe(
      '/sv/t/alpha/102/?test=test-a&only=102,103',
    );
    expect(testQuestionHref('en', 'alpha', '101', { test: null, only: null })).toBe('/t/alpha/101/');
    expect(testQuestionHref('en', 'alpha', '101', { test: 'a b&c', only: [] })).toBe('/t/alpha/101/?test=a+b%26c');
  });

  it('leads to the summary of the test', () => {
    expect(testSummaryHref('sv', 'alpha', 'test-a')).toBe('/sv/t/alpha/summary/?test=test-a');
  });

  it('builds paths the route table matches, and reads back what it wrote', () => {
    const href = testQuestionHref('sv', 'alpha', '102', { test: 'a b&c', only: ['102', '103'] });
    const url = new URL(href, 'https://quiz.example');
    expect(matchRoute(url.pathname)).toMatchObject({
      lang: 'sv',
      name: 't-topic-question',
      params: { topic: 'alpha', question: '102' },
    });
    expect(readTestQuery(url.search)).toEqual({ test: 'a b&c', only: ['102', '103'] });
    expect(matchRoute(new URL(testSummaryHref('en', 'alpha', 'x'), 'https://quiz.example').pathname)?.name).toBe(
      't-topic-summary',
    );
  });

  it('reads an address without a test or retry set as the whole test', () => {
    expect(readTestQuery('')).toEqual({ test: null, only: null });
    expect(readTestQuery('?test=&only=,')).toEqual({ test: null, only: null });
  });
});
