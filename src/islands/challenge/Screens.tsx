/**
 * The screens of the challenge player. Each starts with an `h2` that the player focuses when
 * the screen appears (passed in as `headingRef`); a question's verdict heading takes the focus
 * after the answer (`verdictRef`).
 */
import type { Ref, RefObject } from 'react';
import type {
  ComboData,
  GivenAnswer,
  ImageData,
  QuestionData,
  ScreenData,
} from '#src/stores/players/challenge/index.ts';
import { answerKey } from '#src/stores/players/challenge/index.ts';
import { format, type Messages } from '#src/utils/format.ts';
import { AnswerOptions } from '../answering/AnswerOptions.tsx';
import { Verdict } from '../answering/Verdict.tsx';

interface HeadingProps {
  readonly headingRef: Ref<HTMLHeadingElement>;
}

function Img({ image }: { image: ImageData | null }) {
  if (!image) return null;
  return <img src={image.url} alt={image.alt} width={image.width} height={image.height} />;
}

export function ContentScreen({
  screen,
  fallbackTitle,
  headingRef,
}: HeadingProps & { screen: ScreenData; fallbackTitle: string }) {
  return (
    <section className="player-screen screen">
      <h2 ref={headingRef} tabIndex={-1}>
        {screen.title || fallbackTitle}
      </h2>
      <Img image={screen.image} />
      <div className="rich" dangerouslySetInnerHTML={{ __html: screen.html }} />
    </section>
  );
}

export function QuestionScreen(
  props: HeadingProps & {
    question: QuestionData;
    given: GivenAnswer | undefined;
    number: { current: number; total: number };
    messages: Messages;
    verdictRef: RefObject<HTMLHeadingElement | null>;
    onAnswer: (answerGlobalId: string) => void;
  },
) {
  const { question, given, number, messages: m, onAnswer, headingRef, verdictRef } = props;
  const correct = question.answers.find((a) => a.correct);
  const chosen = given ? question.answers.find((a) => a.globalId === given.answer) : undefined;
  const headingId = `q-${question.globalId}`;
  return (
    <section className="player-screen" data-question={question.globalId}>
      <p className="meta">{format(m, 'challenge.questionOf', number)}</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {question.text}
      </h2>
      <Img image={question.image} />
      <AnswerOptions
        options={question.answers.map((a) => ({ id: a.globalId, text: a.text, image: a.image }))}
        asImages={question.answers.every((a) => a.image)}
        messages={m}
        chosen={given?.answer ?? null}
        disabled={Boolean(given)}
        onChoose={onAnswer}
        reveal={given && correct ? { correct: correct.globalId, veryWrong: [] } : null}
        label={format(m, 'challenge.answers')}
      />
      {given && (
        <Verdict
          kind={given.correct ? 'correct' : 'wrong'}
          title={
            given.correct
              ? format(m, 'challenge.correct')
              : format(m, 'challenge.wrong', { answer: correct?.text ?? '' })
          }
          headingId={`${headingId}-verdict`}
          headingRef={verdictRef}
          level={3}
        />
      )}
      {given && chosen?.feedback ? <p className="player-feedback">{chosen.feedback}</p> : null}
    </section>
  );
}

export function ExplanationScreen({
  question,
  messages: m,
  headingRef,
}: HeadingProps & { question: QuestionData; messages: Messages }) {
  const correct = question.answers.find((a) => a.correct);
  return (
    <section className="player-screen" data-explanation={question.globalId}>
      <h2 ref={headingRef} tabIndex={-1}>
        {format(m, 'challenge.explanation')}
      </h2>
      <p className="question-text">{question.text}</p>
      {correct ? (
        <p className="correct-answer">{format(m, 'challenge.correctAnswer', { answer: correct.text })}</p>
      ) : null}
      {question.explanationHtml ? (
        <div className="rich" dangerouslySetInnerHTML={{ __html: question.explanationHtml }} />
      ) : (
        <p>{format(m, 'challenge.noExplanation')}</p>
      )}
    </section>
  );
}

export function FeedbackScreen({
  combo,
  answers,
  messages: m,
  headingRef,
}: HeadingProps & { combo: ComboData; answers: Readonly<Record<string, GivenAnswer>>; messages: Messages }) {
  const rows = combo.questions.map((q) => ({ q, given: answers[answerKey(combo.globalId, q.globalId)] }));
  const right = rows.filter((r) => r.given?.correct).length;
  return (
    <section className="player-screen" data-feedback={combo.globalId}>
      <h2 ref={headingRef} tabIndex={-1}>
        {format(m, 'challenge.feedbackHeading')}
      </h2>
      <p>{format(m, 'challenge.score', { correct: right, total: rows.length })}</p>
      <ol className="player-feedback-list">
        {rows.map(({ q, given }) => {
          const a = given ? q.answers.find((x) => x.globalId === given.answer) : undefined;
          return (
            <li key={q.globalId}>
              <p className="question-text">
                <strong>{q.text}</strong>
              </p>
              {a && given ? (
                <>
                  <p data-grade={given.correct ? 'correct' : 'wrong'}>
                    {format(m, 'challenge.yourAnswer', { answer: a.text })} (
                    {format(m, given.correct ? 'challenge.answeredCorrectly' : 'challenge.answeredWrong')})
                  </p>
                  {a.feedback ? <p>{a.feedback}</p> : null}
                </>
              ) : (
                <p>{format(m, 'challenge.notAnswered')}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
