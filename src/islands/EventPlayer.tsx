/**
 * An event's screening test on `/e/{code}/…`: start, then one question after another
 * (`/e/{code}/{question}/`), each answer recorded with the event code, then
 * `/e/{code}/completed/`. Event pages show no correctness.
 */
import { endKioskRun } from '../stores/players/kiosk/run/index.ts';
import { useEffect, useRef } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths } from '../domain/routes.ts';
import { onAnswerDropped } from '../stores/players/answers/index.ts';
import {
  $eventRun,
  answerEvent,
  firstUnanswered,
  startEventRun,
  whenEventRecorded,
} from '../stores/players/event/index.ts';
import { format, type Messages } from '../utils/format.ts';
import { QuestionImage, useFocusOn, routeKey, useMounted, useRoute, type QuestionData } from './answering/shared.tsx';
import { AnswerOptions } from './answering/AnswerOptions.tsx';
import { TestProgress } from './answering/TestProgress.tsx';

export interface EventPlayerProps {
  readonly lang: Lang;
  readonly messages: Messages;
  /** The event code as the pages use it (lower case). */
  readonly code: string;
  readonly name: string;
  /** The event's introduction lines, already translated. */
  readonly intro: readonly string[];
  readonly topicId: string;
  readonly testId: string;
  readonly questions: readonly QuestionData[];
}

export default function EventPlayer(props: EventPlayerProps) {
  const { lang, messages, code, topicId, testId, questions } = props;
  const t = (key: string, vars?: Record<string, string | number>) => format(messages, key, vars);
  const mounted = useMounted('[data-static-views]');
  const [route, go] = useRoute();
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(routeKey(route), heading, mounted);
  // The API refused a kept answer for good (the queue showed the alert): back to the start screen.
  useEffect(() => onAnswerDropped('event', () => go(localize(lang, paths.event(code)))), [code, lang, go]);
  if (!mounted) return null;

  const ids = questions.map((q) => q.id);
  const current = route?.name === 'e-code-question' ? route.params.question : null;
  const index = current ? ids.indexOf(current) : -1;
  const q = index >= 0 ? questions[index] : undefined;
  const at = (child = '') => localize(lang, paths.event(code, child));

  // The test moves on at once; what is recorded behind follows in order, and when saving fails
  // (the alert says so) the learner is back on the start screen.
  const backOnFailure = (recorded: Promise<boolean>) => void recorded.then((ok) => ok || go(at()));
  const start = () => {
    backOnFailure(startEventRun(topicId, testId));
    go(at(ids[0]));
  };
  const choose = (questionId: string, answerId: string) => {
    backOnFailure(answerEvent({ code, topicId, testId, questionId, answerId, questions: ids }));
    const after = ids.slice(ids.indexOf(questionId) + 1);
    const next = firstUnanswered(after, $eventRun.get().answered) ?? firstUnanswered(ids, $eventRun.get().answered);
    if (next) {
      go(at(next));
      return;
    }
    // The completed page is another page: it opens once every answer is kept. In kiosk mode the
    // run is over then: the next visitor starts clean.
    void whenEventRecorded().then((ok) => {
      if (!ok) return;
      endKioskRun();
      location.assign(at('completed'));
    });
  };

  return (
    <div className="event-player" data-ready="">
      {q ? (
        <section className="cert-step" data-event-step={q.id}>
          <TestProgress current={index + 1} total={ids.length} messages={messages} />
          <h1 id="event-step-heading" tabIndex={-1} ref={heading}>
            {q.text}
          </h1>
          <QuestionImage image={q.image} />
          <AnswerOptions
            key={q.id}
            options={q.answers}
            asImages={q.answersAsImages}
            messages={messages}
            chosen={null}
            disabled={false}
            onChoose={(a) => choose(q.id, a)}
            label={t('event.answersLabel')}
          />
        </section>
      ) : (
        <section>
          <h1 id="event-step-heading" tabIndex={-1} ref={heading}>
            {props.name}
          </h1>
          {props.intro.map((line, i) => (
            <p key={i} className={i ? 'meta' : 'lead'}>
              {line}
            </p>
          ))}
          <p>{t('event.questionCount', { count: ids.length })}</p>
          {ids.length > 0 && (
            <p>
              <button type="button" onClick={start} data-start="">
                {t('event.start')}
              </button>
            </p>
          )}
        </section>
      )}
    </div>
  );
}
