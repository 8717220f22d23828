import { describe, expect, it } from 'vitest';
import { challengeSegments, isComplete, nextPosition, normalizePosition } from './challenge-segments.ts';

const q = (id: string) => ({ globalId: id });
const challenge = {
  intro: ['i1', 'i2'],
  outro: ['o1'],
  combos: [
    {
      globalId: 'c1',
      intro: ['ci'],
      outro: ['co'],
      questions: [q('1'), q('2')],
      instantExplanation: true,
      showFeedback: false,
    },
    { globalId: 'c2', intro: [], outro: [], questions: [q('3')], instantExplanation: false, showFeedback: true },
  ],
};

describe('challenge segments', () => {
  it('follows the spec: intro, per combo intro/questions(/explanations)/feedback/outro, outro', () => {
    const segs = challengeSegments(challenge);
    expect(segs.map((s) => s.description)).toEqual(['intro', 'c1', 'c2', 'outro']);
    expect(segs[1]!.screens.map((s) => s.kind)).toEqual([
      'combo-intro',
      'question',
      'explanation',
      'question',
      'explanation',
      'combo-outro',
    ]);
    expect(segs[2]!.screens.map((s) => s.kind)).toEqual(['question', 'feedback']);
    expect(segs[0]!.screens).toHaveLength(2);
  });

  it('omits empty intro and outro segments', () => {
    expect(challengeSegments({ ...challenge, intro: [], outro: [] }).map((s) => s.description)).toEqual(['c1', 'c2']);
  });

  it('walks every screen to completion', () => {
    const segs = challengeSegments(challenge);
    let p = { segment: 0, screen: 0 };
    let steps = 0;
    while (!isComplete(segs, p)) {
      p = nextPosition(segs, p);
      steps++;
    }
    expect(steps).toBe(2 + 6 + 2 + 1);
    expect(p).toEqual({ segment: 4, screen: 0 });
  });

  it('treats an out-of-range position as the start and keeps completion', () => {
    const segs = challengeSegments(challenge);
    expect(normalizePosition(segs, { segment: 9, screen: 0 })).toEqual({ segment: 0, screen: 0 });
    expect(normalizePosition(segs, { segment: 1, screen: 6 })).toEqual({ segment: 0, screen: 0 });
    expect(normalizePosition(segs, { segment: -1, screen: 0 })).toEqual({ segment: 0, screen: 0 });
    expect(normalizePosition(segs, { segment: 1, screen: 5 })).toEqual({ segment: 1, screen: 5 });
    expect(normalizePosition(segs, { segment: 4, screen: 0 })).toEqual({ segment: 4, screen: 0 });
  });
});
