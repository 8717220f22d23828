/**
 * The end screens of a certificate test, below the heading the player focuses: a pass
 * celebrates (an animation that stops under reduced motion), shows the certificate card and
 * offers to share or print it; a fail says kindly what happened and what to do next. Loaded
 * only when a test ends, so the card and sharing code never weigh on the question screens.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import type { EarnedCertificate } from '../../domain/earned-certificate.ts';
import type { Lang } from '../../domain/model.ts';
import { localize, paths } from '../../domain/routes.ts';
import { reportUnexpected } from '../../observability/report-error.ts';
import type { CertificateState, Explanation } from '../../stores/players/certificate/index.ts';
import { rightAnswerOf, roundEnd } from '../../stores/players/certificate/end/index.ts';
import { loadEarnedCertificate, profileName } from '../../stores/reads/certificate-card/index.ts';
import { linkedInAddUrl } from '../../domain/certificate-links.ts';
import { format, type Messages } from '../../utils/format.ts';
import CertificateCard, { absoluteUrl } from './CertificateCard.tsx';
import CertificateName from './CertificateName.tsx';
import ShareActions from '../sharing/ShareActions.tsx';
import type { QuestionData } from '../answering/shared.tsx';
import { GRADE_ICONS } from '../answering/Verdict.tsx';
import '../../styles/results.css';

interface Common {
  readonly lang: Lang;
  readonly messages: Messages;
  readonly topic: { readonly slug: string; readonly name: string };
}

/** Decorative: a medal that lands with a burst of confetti (CSS in src/styles/certificate.css). */
function Celebration() {
  return (
    <div className="celebration" aria-hidden="true" data-celebration="">
      {Array.from({ length: 12 }, (_, i) => (
        <span key={i} className="confetti" />
      ))}
      <svg className="celebration-medal" viewBox="0 0 96 96" width="96" height="96" focusable="false">
        <path d="M30 4h14l10 30H40zM66 4H52l-10 30h14z" fill="#c2410c" />
        <circle cx="48" cy="58" r="32" fill="#f2b134" stroke="#b45309" strokeWidth="4" />
        <path
          d="M34 58l10 10 20-22"
          fill="none"
          stroke="#1b1f24"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}

type CardState =
  { phase: 'loading' } | { phase: 'ready'; cert: EarnedCertificate; suggested: string | null } | { phase: 'failed' };

/**
 * The passed screen: celebration, the card (with the name the learner put on it), the field to
 * put or change that name, "Add to LinkedIn", sharing and printing.
 */
export function PassedEnd({ lang, messages, topic, code }: Common & { readonly code: string }) {
  const t = (key: string, vars?: Record<string, string>) => format(messages, key, vars);
  const [card, setCard] = useState<CardState>({ phase: 'loading' });
  useEffect(() => {
    setCard({ phase: 'loading' });
    Promise.all([loadEarnedCertificate(code), profileName()]).then(
      ([cert, suggested]) => setCard({ phase: 'ready', cert, suggested }),
      () => setCard({ phase: 'failed' }),
    );
  }, [code]);
  const verifyPath = localize(lang, paths.verify(code));
  return (
    <>
      <Celebration />
      <p className="lead">{t('certificate.shareText', { topic: topic.name })}</p>
      <div aria-live="polite">
        {card.phase === 'loading' && <p className="meta">{t('certificate.card.loading')}</p>}
        {card.phase === 'failed' && (
          <p>
            {t('certificate.card.loadFailed')}{' '}
            <a href={verifyPath} data-verification-link="">
              {absoluteUrl(verifyPath)}
            </a>
          </p>
        )}
      </div>
      {card.phase === 'ready' && (
        <>
          <CertificateCard lang={lang} messages={messages} cert={card.cert} verifyPath={verifyPath} />
          <CertificateName
            messages={messages}
            cert={card.cert}
            suggested={card.suggested}
            onSaved={(cert) => setCard({ phase: 'ready', cert, suggested: card.suggested })}
          />
          <p>
            <a
              className="button certificate-linkedin"
              href={linkedInAddUrl({
                name: t('certificate.linkedIn.name', { topic: topic.name }),
                organizationName: t('site.name'),
                earnedAt: card.cert.earnedAt,
                code: card.cert.code,
                certUrl: absoluteUrl(verifyPath),
              })}
              data-linkedin=""
            >
              {t('certificate.linkedIn.add')}
            </a>
          </p>
          <ShareActions
            messages={messages}
            data={{
              title: t('certificate.share.title', { topic: topic.name }),
              text: t('certificate.share.text', { topic: topic.name }),
              url: absoluteUrl(verifyPath),
            }}
          />
        </>
      )}
      <p>
        <a href={localize(lang, paths.topic(topic.slug))}>{t('certificate.backToTopic', { topic: topic.name })}</a>
      </p>
    </>
  );
}

/** The failing question's right answer, once known. */
type RightAnswer = { phase: 'loading' } | { phase: 'ready'; id: string } | { phase: 'failed' };

/** The explanation the player holds (of the question last explained). */
type Explained = { readonly id: string; readonly data: Explanation | null } | null;

/**
 * The question that ended the test: its text, the learner's answer and the right one (from the
 * explanation just read, else from the API; after a reload too).
 */
function FailingQuestion({
  messages,
  question,
  answerId,
  explained,
}: Pick<Common, 'messages'> & {
  readonly question: QuestionData;
  readonly answerId: string;
  readonly explained: Explained;
}) {
  const t = (key: string, vars?: Record<string, string>) => format(messages, key, vars);
  const [right, setRight] = useState<RightAnswer>({ phase: 'loading' });
  // Asked again for another question only; `explained` is read as it is then (an effect event).
  const askRightAnswer = useEffectEvent((id: string) => rightAnswerOf(id, explained));
  useEffect(() => {
    askRightAnswer(question.id).then(
      (id) => setRight({ phase: 'ready', id }),
      (err: unknown) => {
        reportUnexpected(err);
        setRight({ phase: 'failed' });
      },
    );
  }, [question.id]);
  const label = (id: string) => {
    const a = question.answers.find((x) => x.id === id);
    return a ? a.text || a.image?.alt || '' : '';
  };
  return (
    <section className="result-failing" aria-labelledby="cert-failing-heading" data-failing-question={question.id}>
      <h2 id="cert-failing-heading">{t('certificate.failing.heading')}</h2>
      <p className="result-question">{question.text}</p>
      <p className="result-answer" data-grade="wrong" data-given-answer="">
        <span className="result-icon" aria-hidden="true">
          {GRADE_ICONS.wrong}
        </span>
        {t('certificate.failing.yourAnswer', { answer: label(answerId) })}
      </p>
      <div aria-live="polite">
        {right.phase === 'ready' && (
          <p className="result-answer" data-grade="correct" data-right-answer="">
            <span className="result-icon" aria-hidden="true">
              {GRADE_ICONS.correct}
            </span>
            {t('certificate.failing.rightAnswer', { answer: label(right.id) })}
          </p>
        )}
        {right.phase === 'loading' && <p className="meta">{t('certificate.failing.loading')}</p>}
        {right.phase === 'failed' && <p>{t('certificate.failing.loadFailed')}</p>}
      </div>
    </section>
  );
}

/**
 * The failed (or unfinished) screen: the score, the question that ended the test with its right
 * answer, "Try again" (a new round) at hand, and the next steps.
 */
export function FailedEnd({
  lang,
  messages,
  topic,
  round,
  questions,
  explained,
  onRetry,
}: Common & {
  /** The round as the player holds it (restored after a reload). */
  readonly round: Pick<CertificateState, 'failed' | 'results'>;
  readonly questions: readonly QuestionData[];
  readonly explained: Explained;
  readonly onRetry: () => void;
}) {
  const t = (key: string, vars?: Record<string, string | number>) => format(messages, key, vars);
  const topicPath = localize(lang, paths.topic(topic.slug));
  const { correct, failing } = roundEnd(round);
  const question = failing ? questions.find((q) => q.id === failing.questionId) : undefined;
  return (
    <>
      <p className="lead">
        {t(round.failed ? 'certificate.failedText' : 'certificate.unfinishedText', {
          correct,
          total: questions.length,
        })}
      </p>
      {failing && question && (
        <FailingQuestion messages={messages} question={question} answerId={failing.answerId} explained={explained} />
      )}
      <p className="actions result-actions">
        <button type="button" className="result-retry" onClick={onRetry} data-start="">
          {t('certificate.tryAgain')}
        </button>
        <a href={topicPath} data-back-to-topic="">
          {t('certificate.backToTopic', { topic: topic.name })}
        </a>
      </p>
      {round.failed && <p>{t('certificate.failedEncourage')}</p>}
      <h2>{t('certificate.nextSteps')}</h2>
      <ol className="cert-next-steps">
        <li>
          <a href={topicPath} data-practise="">
            {t('certificate.practise', { topic: topic.name })}
          </a>
        </li>
        <li>{t('certificate.rule')}</li>
      </ol>
    </>
  );
}
