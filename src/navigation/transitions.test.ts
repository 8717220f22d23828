import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reverseTransition, transitionFor, TRANSITIONS, type Transition } from './transitions.ts';

const sv = (path: string) => `/sv${path}`;

/** Every row of the transition table in docs/reference/routes.md#page-transitions, by representative route pairs (forward direction). */
const ROWS: ReadonlyArray<readonly [row: string, from: string, to: string, expected: Transition]> = [
  // Stack slide forward: index, about or account to topic; event code to event question; index to about, account or topic group.
  ['index to topic', '/', '/t/health/', 'stack-forward'],
  ['about to topic', '/about/', '/t/health/', 'stack-forward'],
  ['account to topic', '/account/', '/t/health/', 'stack-forward'],
  ['account tab to topic', '/account/me/progress/', '/t/health/', 'stack-forward'],
  ['account login to topic', '/account/login/', '/t/health/', 'stack-forward'],
  ['account signup success to topic', '/account/signup/success/', '/t/health/', 'stack-forward'],
  ['event code to event question', '/e/fair24/', '/e/fair24/q1/', 'stack-forward'],
  ['index to about', '/', '/about/', 'stack-forward'],
  ['index to account', '/', '/account/', 'stack-forward'],
  ['index to account login', '/', '/account/login/', 'stack-forward'],
  ['index to account tab', '/', '/account/me/certificates/', 'stack-forward'],
  ['index to topic group', '/', '/tg/world/', 'stack-forward'],
  // Page fade: topic to topic question explanation; topic group to itself; topic to c-topic.
  ['topic to topic question explanation', '/t/health/', '/t/health/q1/explanation/', 'fade'],
  ['topic group to itself', '/tg/world/', '/tg/world/', 'fade'],
  ['topic group to another topic group', '/tg/world/', '/tg/nature/', 'fade'],
  ['topic to c-topic', '/t/health/', '/c/health/', 'fade'],
  // Fade-in: question to its explanation (also embed, event and topic-embed variants, topic-embed explanation to done).
  ['question to its explanation', '/q/q1/', '/q/q1/explanation/', 'fade-in'],
  ['embed question to its explanation', '/q/q1/embed/', '/q/q1/embed/explanation/', 'fade-in'],
  ['topic question to its explanation', '/t/health/q1/', '/t/health/q1/explanation/', 'fade-in'],
  ['topic-embed question to its explanation', '/t/health/embed/q1/', '/t/health/embed/q1/explanation/', 'fade-in'],
  ['topic-embed explanation to done', '/t/health/embed/q1/explanation/', '/t/health/embed/done/', 'fade-in'],
  ['certificate question to its explanation', '/c/health/q1/', '/c/health/q1/explanation/', 'fade-in'],
  ['event question to completed (the event variant)', '/e/fair24/q3/', '/e/fair24/completed/', 'fade-in'],
  // Slide up: from index, about, account or topic to any question, explanation, challenge or c-topic screen.
  ['index to question', '/', '/q/q1/', 'slide-up'],
  ['index to explanation', '/', '/q/q1/explanation/', 'slide-up'],
  ['index to challenge', '/', '/t/health/c/quiz-1/', 'slide-up'],
  ['index to c-topic', '/', '/c/health/', 'slide-up'],
  ['about to question', '/about/', '/q/q1/', 'slide-up'],
  ['about to c-topic share', '/about/', '/c/health/share/', 'slide-up'],
  ['account to explanation', '/account/me/progress/', '/q/q1/explanation/', 'slide-up'],
  ['account to challenge', '/account/', '/t/health/c/quiz-1/', 'slide-up'],
  ['topic to topic question', '/t/health/', '/t/health/q1/', 'slide-up'],
  ['topic to topic question feedback', '/t/health/', '/t/health/q1/feedback/', 'slide-up'],
  ['topic to question', '/t/health/', '/q/q1/', 'slide-up'],
  ['topic to challenge', '/t/health/', '/t/health/c/quiz-1/', 'slide-up'],
  ['topic to c-topic question', '/t/health/', '/c/health/q1/', 'slide-up'],
  ['topic to c-topic feedback', '/t/health/', '/c/health/feedback/', 'slide-up'],
  ['topic to embed question', '/t/health/', '/t/health/embed/q1/', 'slide-up'],
  ['topic to embed question explanation', '/t/health/', '/q/q1/embed/explanation/', 'slide-up'],
  ['index to event question', '/', '/e/fair24/q1/', 'slide-up'],
];

/** Pairs the table does not name: no animation. */
const OTHERS: ReadonlyArray<readonly [string, string]> = [
  ['/t/health/', '/t/health/'],
  ['/t/health/', '/t/nature/'],
  ['/about/', '/account/'],
  ['/about/', '/tg/world/'],
  ['/account/', '/account/login/'],
  ['/account/me/progress/', '/account/me/profile/'],
  ['/q/q1/', '/q/q2/'],
  ['/q/q1/', '/q/q2/explanation/'],
  ['/t/health/q1/', '/t/health/q2/'],
  ['/t/health/q1/explanation/', '/t/health/q2/'],
  ['/c/health/', '/c/health/q1/'],
  ['/c/health/q1/explanation/', '/c/health/q2/'],
  ['/c/health/q2/', '/c/health/feedback/'],
  ['/e/fair24/q1/', '/e/fair24/q2/'],
  ['/e/fair24/', '/e/fair24/completed/'],
  ['/t/health/embed/', '/t/health/embed/q1/'],
  ['/q/q1/explanation/', '/t/health/q1/feedback/'],
  ['/q/q1/embed/explanation/', '/q/q1/embed/extraexplanation/'],
  ['/g/club/', '/g/club/welcome/'],
  ['/search/', '/t/health/'],
  ['/kiosk/', '/'],
  ['/c/v/', '/c/v/K7QF-9M2X/'],
  ['/tg/world/', '/t/health/'],
  ['/', '/'],
  ['/', '/not-a-route/here/'],
  ['/nope/', '/t/health/'],
  // The language switch keeps the path: never animated, even where the table has a row.
  ['/', '/sv/about/'],
  ['/sv/t/health/', '/t/health/q1/'],
];

describe('transitionFor: the rows of docs/reference/routes.md#page-transitions', () => {
  for (const [row, from, to, expected] of ROWS) {
    it(`${row}: ${expected}, and the reverse pair plays ${reverseTransition(expected)}`, () => {
      expect(transitionFor(from, to)).toBe(expected);
      expect(transitionFor(to, from)).toBe(reverseTransition(expected));
      // The same in Swedish, under /sv.
      expect(transitionFor(sv(from), sv(to))).toBe(expected);
      expect(transitionFor(sv(to), sv(from))).toBe(reverseTransition(expected));
    });
  }

  it('names the reverse animations of the spec', () => {
    expect(transitionFor('/t/health/', '/')).toBe('stack-back');
    expect(transitionFor('/e/fair24/q1/', '/e/fair24/')).toBe('stack-back');
    expect(transitionFor('/t/health/q1/explanation/', '/t/health/')).toBe('fade');
    expect(transitionFor('/q/q1/explanation/', '/q/q1/')).toBe('fade-out');
    expect(transitionFor('/t/health/embed/done/', '/t/health/embed/q1/explanation/')).toBe('fade-out');
    expect(transitionFor('/q/q1/', '/about/')).toBe('slide-down');
    expect(transitionFor('/t/health/c/quiz-1/', '/t/health/')).toBe('slide-down');
  });

  it('accepts paths without the trailing slash', () => {
    expect(transitionFor('/sv', '/sv/about')).toBe('stack-forward');
    expect(transitionFor('/q/q1', '/q/q1/explanation')).toBe('fade-in');
  });

  it('flips only between a question and its own explanation', () => {
    expect(transitionFor('/q/q1/', '/q/q2/explanation/')).toBe('none');
    expect(transitionFor('/t/health/q1/', '/t/nature/q1/explanation/')).toBe('none');
    expect(transitionFor('/t/health/embed/q1/explanation/', '/t/nature/embed/done/')).toBe('none');
    expect(transitionFor('/e/fair24/q3/', '/e/other/completed/')).toBe('none');
  });
});

describe('transitionFor: any other pair', () => {
  for (const [from, to] of OTHERS) {
    it(`${from} -> ${to}: none`, () => {
      expect(transitionFor(from, to)).toBe('none');
      expect(transitionFor(to, from)).toBe('none');
    });
  }
});

describe('transitionFor: properties', () => {
  const routes = [...new Set([...ROWS.flatMap(([, a, b]) => [a, b]), ...OTHERS.flat()])];
  const path = fc.tuple(fc.constantFrom(...routes), fc.boolean()).map(([p, swedish]) => (swedish ? sv(p) : p));

  it('the reverse navigation always plays the reverse animation (so back/forward traversals need no special case)', () => {
    fc.assert(fc.property(path, path, (a, b) => transitionFor(b, a) === reverseTransition(transitionFor(a, b))));
  });

  it('always answers one of the named transitions', () => {
    fc.assert(
      fc.property(
        path,
        fc.string(),
        (a, junk) => TRANSITIONS.includes(transitionFor(a, junk)) && TRANSITIONS.includes(transitionFor(junk, a)),
      ),
    );
  });
});
