/**
 * An event's screening test on `/e/{code}/…`: start, then one question after another
 * (`/e/{code}/{question}/`), each answer recorded with the event code, then
 * `/e/{code}/completed/`. Event pages show no correctness.
 */
import { useStore } from '@nanostores/react';
import { KIOSK_RUN_END_EVENT } from '../stores/kiosk.ts';
import { useEffect, useRef } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths } from '../domain/routes.ts';
import { $eventRun, answerEvent, firstUnanswered, onAnswerDropped, startEventRun } from '../stores/answering.ts';
import { showAlert } from '../stores/alerts.ts';
import { reportUnexpected } from '../observability/report-error.ts';
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
  const run = useStore($eventRun);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(routeKey(route), heading, mounted);
  // The API refused a kept answer for good (the queue showed the alert): back to the start screen.
  useEffect(() => onAnswerDropped('event', () => go(localize(lang, paths.event(code)))), [code, lang]);
  if (!mounted) return null;

  const ids = questions.map((q) => q.id);
  const current = route?.name === 'e-code-question' ? route.params.question : null;
  const index = current ? ids.indexOf(current) : -1;
  const q = index >= 0 ? questions[index] : undefined;
  const at = (child = '') => localize(lang, paths.event(code, child));

  const start = async () => {
    try {
      await startEventRun(topicId, testId);
      go(at(ids[0]));
    } catch (err) {
      // Expected: the API or storage refused; anything else is a bug, reported before the alert.
      reportUnexpected(err);
      showAlert({ key: 'test.saveAnswerWentWrong' }, { error: true });
    }
  };
  const choose = async (questionId: string, answerId: string) => {
    const ok = await answerEvent({ code, topicId, testId, questionId, answerId, questions: ids });
    if (!ok) {
      go(at()); // saving failed: back to the start screen
      return;
    }
    const after = ids.slice(ids.indexOf(questionId) + 1);
    const next = firstUnanswered(after, $eventRun.get().answered) ?? firstUnanswered(ids, $eventRun.get().answered);
    if (next) go(at(next));
    else {
      // In kiosk mode the run is over: the next visitor starts clean.
      document.dispatchEvent(new Event(KIOSK_RUN_END_EVENT));
      location.assign(at('completed'));
    }
  };

  return (
    <div className="event-player" data-ready="">
      {q ? (
        <section className="cert-step" data-event-step={q.id}>
          <TestProgress current={index + 1} total={ids.length} messages={messages} />
          <h1 id="event-step-heading" tabIndex={-1} ref={heading}>{q.text}</h1>
          <QuestionImage image={q.image} />
          <AnswerOptions
            key={q.id}
            options={q.answers}
            asImages={q.answersAsImages}
            messages={messages}
            chosen={null}
            disabled={run.saving}
            onChoose={(a) => void choose(q.id, a)}
            label={t('event.answersLabel')}
          />
          <div aria-live="polite">{run.saving && <p className="meta">{t('event.saving')}</p>}</div>
        </section>
      ) : (
        <section>
          <h1 id="event-step-heading" tabIndex={-1} ref={heading}>{props.name}</h1>
          {props.intro.map((line, i) => <p key={i} className={i ? 'meta' : 'lead'}>{line}</p>)}
          <p>{t('event.questionCount', { count: ids.length })}</p>
          {ids.length > 0 && <p><button type="button" onClick={() => void start()} data-start="">{t('event.start')}</button></p>}
        </section>
      )}
    </div>
  );
}
