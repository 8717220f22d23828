import { describe, expect, it } from 'vitest';
import type { ChallengeData, QuestionData } from '../challenge-data.ts';
import { challengeResult } from './challenge-result.ts';

const q = (id: string): QuestionData => ({
  globalId: id,
  text: `Question ${id}?`,
  image: null,
  explanationHtml: '',
  answers: [
    { globalId: `${id}-a`, text: `Wrong ${id}`, image: null, correct: false, feedback: '' },
    { globalId: `${id}-b`, text: `Right ${id}`, image: null, correct: true, feedback: '' },
  ],
});

const combo = (globalId: string, questions: QuestionData[]) => ({
  globalId,
  name: globalId,
  intro: [],
  outro: [],
  questions,
  instantExplanation: false,
  showFeedback: false,
});
const DATA: ChallengeData = {
  globalId: 'ch',
  title: 'Challenge',
  topicGlobalId: 't',
  topicName: 'Topic',
  topicUrl: '/t/topic/',
  chapterId: null,
  intro: [],
  outro: [],
  combos: [combo('k1', [q('q1'), q('q2')]), combo('k2', [q('q3'), q('q1')])],
};

describe('the result of a finished challenge', () => {
  it('says how many were right and names each missed question with both answers', () => {
    const result = challengeResult(DATA, {
      'k1/q1': { answer: 'q1-b', correct: true },
      'k1/q2': { answer: 'q2-a', correct: false },
      'k2/q3': { answer: 'q3-b', correct: true },
      'k2/q1': { answer: 'q1-a', correct: false },
    });
    expect(result).toMatchObject({ correct: 2, total: 4, known: true });
    expect(result.missed.map((m) => [m.key, m.question.text, m.given, m.right])).toEqual([
      ['k1/q2', 'Question q2?', 'Wrong q2', 'Right q2'],
      ['k2/q1', 'Question q1?', 'Wrong q1', 'Right q1'],
    ]);
  });

  it('lists a question without a known answer as missed with no answer of the learner', () => {
    const result = challengeResult(DATA, { 'k1/q1': { answer: 'q1-b', correct: true } });
    expect(result).toMatchObject({ correct: 1, total: 4, known: true });
    expect(result.missed.map((m) => [m.key, m.given])).toEqual([
      ['k1/q2', null],
      ['k2/q3', null],
      ['k2/q1', null],
    ]);
  });

  it('knows nothing when no answer could be read back', () => {
    expect(challengeResult(DATA, {})).toMatchObject({ correct: 0, total: 4, known: false });
  });
});

describe('an image answer', () => {
  it('is named by its description', () => {
    const img = { url: '/a.png', alt: 'A bar chart', width: 10, height: 10 };
    const question: QuestionData = {
      ...q('q9'),
      answers: [
        { globalId: 'x', text: '', image: img, correct: false, feedback: '' },
        { globalId: 'y', text: '', image: { ...img, alt: 'A map' }, correct: true, feedback: '' },
      ],
    };
    const data: ChallengeData = { ...DATA, combos: [combo('k', [question])] };
    expect(challengeResult(data, { 'k/q9': { answer: 'x', correct: false } }).missed).toMatchObject([
      { given: 'A bar chart', right: 'A map' },
    ]);
  });
});
