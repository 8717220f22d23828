/**
 * The challenge player: one screen at a time in the order of the segment model, answers and
 * progress saved as the visitor goes (logic in src/stores/players/challenge/challenge.ts). The challenge comes
 * as a prop, so the first screen is in the server's HTML and hydration keeps it until the saved
 * position is known, which may move a returning visitor on; a Continue pressed before that
 * counts for the screen it was pressed on (src/stores/players/challenge/challenge.ts, `advance`). Focus moves to
 * each new screen's heading, and after an answer to its verdict.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import {
  $challenge,
  advance,
  answerKey,
  answerQuestion,
  canAdvance,
  challenge,
  currentScreen,
  nearTheEnd,
  prepareChallenge,
  restart,
  screenCount,
  startChallenge,
  type ChallengeData,
} from '../stores/players/challenge/index.ts';
import { format, type Messages } from '../utils/format.ts';
import { useVerdictFocus } from './answering/Verdict.tsx';
import { ContentScreen, ExplanationScreen, FeedbackScreen, QuestionScreen } from './challenge/Screens.tsx';
import { must } from '#src/utils/must.ts';

// The end screen (score, missed questions, sharing) loads only when the end is near.
const endScreen = () => import('./challenge/ChallengeEnd.tsx');
const ChallengeEnd = lazy(endScreen);

interface Props {
  readonly data: ChallengeData;
  readonly messages: Messages;
}

export default function ChallengePlayer({ data: content, messages: m }: Props) {
  // The screens read the challenge from the store: set it before the first render (server too).
  prepareChallenge(content);
  const stored = useStore($challenge);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusKey = useRef('');

  useEffect(() => {
    void startChallenge(content);
  }, [content]);

  const ready = stored.status === 'playing' || stored.status === 'complete';
  // Before the saved position is known (and on the server) the first screen is shown as playing.
  const state = ready ? stored : { ...stored, status: 'playing' as const };
  const key = `${state.status}:${state.position.segment}:${state.position.screen}`;
  useEffect(() => {
    if (!ready || focusKey.current === key) return;
    focusKey.current = key;
    heading.current?.focus();
  });

  const here = currentScreen(state);
  const answeredKey =
    here?.screen.kind === 'question' && here.combo && here.question
      ? answerKey(here.combo.globalId, here.question.globalId)
      : '';
  const given = answeredKey ? state.answers[answeredKey] : undefined;
  const verdictFocus = useVerdictFocus();

  // The end screen's code starts loading on the last screen (or at once on a finished challenge).
  const ending = ready && nearTheEnd(state);
  useEffect(() => {
    if (ending) void endScreen();
  }, [ending]);

  const { data } = challenge();
  let body;
  if (state.status === 'complete' || !here) {
    body = (
      <section className="player-screen" data-complete="">
        <h2 ref={heading} tabIndex={-1}>
          {format(m, 'challenge.completeHeading')}
        </h2>
        <Suspense fallback={<p className="meta">{format(m, 'challenge.result.loading')}</p>}>
          <ChallengeEnd data={data} answers={state.answers} messages={m} onRestart={() => void restart()} />
        </Suspense>
      </section>
    );
  } else {
    const s = here.screen;
    if (s.kind === 'intro' || s.kind === 'outro') {
      body = (
        <ContentScreen
          screen={must((s.kind === 'intro' ? data.intro : data.outro)[s.index], `${s.kind} screen ${s.index}`)}
          fallbackTitle={data.title}
          headingRef={heading}
        />
      );
    } else if ((s.kind === 'combo-intro' || s.kind === 'combo-outro') && here.combo) {
      body = (
        <ContentScreen
          screen={must(
            (s.kind === 'combo-intro' ? here.combo.intro : here.combo.outro)[s.index],
            `${s.kind} screen ${s.index}`,
          )}
          fallbackTitle={here.combo.name || data.title}
          headingRef={heading}
        />
      );
    } else if (s.kind === 'question' && here.question && here.combo) {
      const qs = here.combo.questions;
      body = (
        <QuestionScreen
          question={here.question}
          given={given}
          number={{ current: qs.indexOf(here.question) + 1, total: qs.length }}
          messages={m}
          headingRef={heading}
          verdictRef={verdictFocus.ref}
          onAnswer={(id) => {
            verdictFocus.arm();
            void answerQuestion(id);
          }}
        />
      );
    } else if (s.kind === 'explanation' && here.question) {
      body = <ExplanationScreen question={here.question} messages={m} headingRef={heading} />;
    } else if (here.combo) {
      body = <FeedbackScreen combo={here.combo} answers={state.answers} messages={m} headingRef={heading} />;
    }
  }

  const count = screenCount(state);
  return (
    <div
      className="player"
      data-state={stored.status}
      data-segment={state.position.segment}
      data-screen={state.position.screen}
    >
      {state.status === 'playing' ? (
        <p className="meta player-step">
          <span>{format(m, 'challenge.step', count)}</span>
          <progress value={count.current} max={count.total} aria-label={format(m, 'challenge.step', count)} />
        </p>
      ) : null}
      {state.resumed ? <p className="player-note">{format(m, 'challenge.resumed')}</p> : null}
      {body}
      {state.status === 'playing' && canAdvance(state) ? (
        <p className="player-actions">
          <button type="button" className="player-next" onClick={() => void advance()}>
            {format(m, 'challenge.next')}
          </button>
        </p>
      ) : null}
      {state.error ? (
        <p className="player-error" role="alert">
          {format(m, state.error)}
        </p>
      ) : null}
    </div>
  );
}
