import { describe, expect, it } from 'vitest';
import { catchAllRedirect, localize, lowerCaseCodePath, matchRoute, paths, splitLocale } from './routes.ts';

describe('routes', () => {
  it('names every route of the spec with its parameters', () => {
    const cases: [string, string, Record<string, string>, string][] = [
      ['/', 'index', {}, '/'],
      ['/sv/about/', 'about', {}, '/sv/about/'],
      ['/account/me/profile/', 'account-me-tab', { tab: 'profile' }, '/account/me/profile/'],
      ['/account/signup/success/', 'account-signup-success', {}, '/account/signup/success/'],
      ['/e/abc/completed/', 'e-code-completed', { code: 'abc' }, '/e/abc/completed/'],
      ['/e/abc/101/', 'e-code-question', { code: 'abc', question: '101' }, '/e/abc/'],
      ['/g/abc/welcome/', 'g-code-welcome', { code: 'abc' }, '/g/abc/welcome/'],
      ['/e/abc/results/', 'e-code-results', { code: 'abc' }, '/e/abc/results/'],
      ['/sv/g/abc/results/', 'g-code-results', { code: 'abc' }, '/sv/g/abc/results/'],
      ['/c/health/share/', 'c-topic-share', { topic: 'health' }, '/c/health/'],
      [
        '/c/health/101/explanation/',
        'c-topic-question-explanation',
        { topic: 'health', question: '101' },
        '/c/health/',
      ],
      ['/c/v/XYZ/', 'c-v-code', { code: 'XYZ' }, '/c/v/'],
      ['/t/health/embed/done/', 't-topic-embed-done', { topic: 'health' }, '/t/health/embed/'],
      [
        '/t/health/embed/101/explanation/',
        't-topic-embed-question-explanation',
        { topic: 'health', question: '101' },
        '/q/101/',
      ],
      ['/t/health/c/quiz/', 't-topic-c-challenge', { topic: 'health', challenge: 'quiz' }, '/t/health/c/quiz/'],
      ['/sv/t/health/101/feedback/', 't-topic-question-feedback', { topic: 'health', question: '101' }, '/sv/q/101/'],
      ['/q/101/embed/extraexplanation/', 'q-question-embed-extraexplanation', { question: '101' }, '/q/101/'],
      ['/tg/world/', 'tg-topicGroup', { topicGroup: 'world' }, '/tg/world/'],
    ];
    for (const [path, name, params, page] of cases) {
      expect(matchRoute(path), path).toEqual({ lang: path.startsWith('/sv/') ? 'sv' : 'en', name, params, page });
    }
  });

  it('does not match unknown shapes', () => {
    expect(matchRoute('/nothing/here/')).toBeNull();
    expect(matchRoute('/q/101/what/')).toBeNull();
  });

  it('builds and splits localized paths', () => {
    expect(localize('sv', paths.topicQuestion('a b', '1', 'explanation'))).toBe('/sv/t/a%20b/1/explanation/');
    expect(splitLocale('/sv/')).toEqual({ lang: 'sv', path: '/' });
    expect(splitLocale('/svenska/')).toEqual({ lang: 'en', path: '/svenska/' });
  });

  it('lower-cases event and group codes only when needed', () => {
    expect(lowerCaseCodePath('/sv/e/GbgFair26/1001/')).toBe('/sv/e/gbgfair26/1001/');
    expect(lowerCaseCodePath('/g/KLASS9B/welcome/')).toBe('/g/klass9b/welcome/');
    expect(lowerCaseCodePath('/e/gbgfair26/')).toBeNull();
    expect(lowerCaseCodePath('/t/Health/')).toBeNull();
  });

  it('redirects the catch-alls', () => {
    expect(catchAllRedirect('/sv/sv/')).toBe('/sv/');
    expect(catchAllRedirect('/sv/sv/t/x/')).toBe('/sv/t/x/');
    expect(catchAllRedirect('/q/1787/a/b/c/')).toBe('/q/1787/');
    expect(catchAllRedirect('/sv/t/sdg-course/x/y/z/')).toBe('/sv/t/sdg-course/');
    expect(catchAllRedirect('/t/sdg-course/101/')).toBeNull();
    expect(catchAllRedirect('/en/about/')).toBe('/about/');
    expect(catchAllRedirect('/en')).toBe('/');
    expect(catchAllRedirect('/sv/sv')).toBe('/sv');
    expect(catchAllRedirect('/sv/en/about/')).toBeNull();
    expect(catchAllRedirect('/svenska/about/')).toBeNull();
  });
});
