/**
 * The key screens `npm run screenshots` pictures, each with the way a learner reaches it. Ids
 * come from the content (the embedded pack unless configured otherwise), never hard-coded, so the
 * script works on any pack that has the kinds of content it pictures.
 */
import type { Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { screeningTest } from '#src/domain/content-queries.ts';
import type { Lang } from '#src/domain/model.ts';
import { localize, paths } from '#src/domain/routes.ts';
import { testQuestionHref } from '#src/domain/test-links.ts';
import { startUsing } from '#tests/support/first-action.ts';
import { seedDueReview } from '#tests/support/review.ts';
import { ORGANIZER_SCREENS } from './organizer-screens.ts';
import { must } from '#src/utils/must.ts';

export interface Screen {
  readonly name: string;
  /** Opens the screen in the page, waiting until it shows what is pictured. */
  readonly reach: (page: Page, lang: Lang) => Promise<void>;
  readonly fullPage?: boolean;
  /** Also pictured on a 1920×1080 projector (the organizers' screens). */
  readonly projector?: boolean;
}

const graph = await loadContent();
const topic = graph.topics.find((t) => t.diplomaTest && t.tests[0]?.questions.length) ?? must(graph.topics[0], 'a topic');
const practice = must(topic.tests[0], `a practice test in ${topic.globalId}`);
const diploma = topic.diplomaTest;
const challengeTopic = graph.topics.find((t) => t.chapters.some((c) => c.challenges.length));
const challenge = challengeTopic?.chapters.flatMap((c) => c.challenges)[0];
const event = graph.events.find((e) => screeningTest(e));
const topicGroup = graph.topicGroups[0];

/** The index of a question's right (or a wrong, preferring very wrong) answer. */
function answerIndex(questionId: string, right: boolean): number {
  const q = must(graph.questions.find((x) => x.globalId === questionId), `the question ${questionId}`);
  if (right) return q.answers.findIndex((a) => a.correct);
  const veryWrong = q.answers.findIndex((a) => !a.correct && a.veryWrong);
  return veryWrong >= 0 ? veryWrong : q.answers.findIndex((a) => !a.correct);
}

const open = (path: string) => async (page: Page, lang: Lang) => {
  await page.goto(localize(lang, path));
  await page.waitForLoadState('networkidle');
};

/** Opens the review page with the practice test's first three questions due on the device. */
async function openDueReview(page: Page, lang: Lang): Promise<void> {
  await seedDueReview(
    page,
    practice.questions.slice(0, 3).map((q) => q.globalId),
  );
  await open(paths.review())(page, lang);
}

/** Answers the question shown by a practice page and waits for the verdict. */
async function answerPractice(page: Page, questionId: string, right: boolean): Promise<void> {
  await startUsing(page);
  const player = page.locator('.answer-player[data-ready]');
  await player.locator('.answer-button').nth(answerIndex(questionId, right)).click();
  await player.locator('[data-result]').waitFor();
}

/** Plays the certificate test, right throughout or wrong on the second question. */
async function playCertificate(page: Page, lang: Lang, pass: boolean): Promise<void> {
  await page.goto(localize(lang, paths.certificate(topic.slug)));
  await startUsing(page);
  const player = page.locator('.certificate-player[data-ready]');
  await player.locator('button[data-start]').click();
  for (const [i, q] of must(diploma, 'a certificate test').questions.entries()) {
    await player.locator(`[data-cert-step="${q.globalId}"]`).waitFor();
    const right = pass || i !== 1;
    await player.locator('.answer-button').nth(answerIndex(q.globalId, right)).click();
    await player.locator('[data-result]').waitFor();
    await player.locator('button[data-continue]').click();
    if (!right) break;
  }
  await page.waitForURL(pass ? /\/share\/$/ : /\/feedback\/$/);
  // The end screens load on demand: wait for what they show (the failing question's right answer).
  if (!pass) await page.locator('[data-failing-question] [data-right-answer]').waitFor();
  await page.waitForLoadState('networkidle');
}

const firstQuestion = must(practice.questions[0], 'a question of the practice test');

/** Plays the whole practice test (right, wrong in turn) and lands on its result summary. */
async function playPractice(page: Page, lang: Lang): Promise<void> {
  await page.goto(testQuestionHref(lang, topic.slug, firstQuestion.globalId, { test: practice.globalId, only: null }));
  for (const [i, q] of practice.questions.entries()) {
    await page.waitForURL(new RegExp(`/${q.globalId}/`));
    await answerPractice(page, q.globalId, i % 3 !== 1);
    await page.locator('.answer-player a[data-next]').click();
  }
  await page.waitForURL(/\/summary\//);
  await startUsing(page);
  await page.locator('.practice-summary[data-ready] [data-result-share-action]').waitFor();
}

/** Plays the practice test, then tries the wrong ones again (right this time), back to the summary. */
async function retryWrong(page: Page, lang: Lang): Promise<void> {
  await playPractice(page, lang);
  await page.locator('.practice-summary a[data-retry-wrong]').click();
  for (const [i, q] of practice.questions.entries()) {
    if (i % 3 !== 1) continue;
    await page.waitForURL(new RegExp(`/${q.globalId}/`));
    await answerPractice(page, q.globalId, true);
    await page.locator('.answer-player a[data-next]').click();
  }
  await page.waitForURL(/\/summary\//);
  await page.locator('.practice-summary [data-retried-note]').waitFor();
}

/**
 * Gives the practice test's questions the answers of 24 other learners (about a third right), so
 * the screens show how others answered and everyone's average as a visited site would.
 */
export async function prepare(baseURL: string): Promise<void> {
  for (let i = 0; i < 24; i++) {
    const user = await fetch(`${baseURL}/v1/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ source: 'screenshots' }) });
    if (user.status !== 201) throw new Error(`POST /v1/users answered ${user.status}`);
    const { data } = (await user.json()) as { data: { uuid: string } };
    for (const q of practice.questions) {
      const index = (i + q.globalId.length) % 3 === 0 ? answerIndex(q.globalId, true) : answerIndex(q.globalId, false);
      const answer = must(q.answers[index], `answer ${index} of ${q.globalId}`);
      const body = { user_uuid: data.uuid, user_answer: { question_global_id: q.globalId, answer_global_id: answer.globalId } };
      const saved = await fetch(`${baseURL}/v1/user_answers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (saved.status !== 201) throw new Error(`POST /v1/user_answers answered ${saved.status}`);
    }
  }
}

/** Plays the practice test, shares its result from the summary and opens the shared page. */
async function sharedResult(page: Page, lang: Lang): Promise<void> {
  await playPractice(page, lang);
  // The link is made on the first tap (copying may be refused here: the link shows either way).
  await page.locator('[data-result-share-action] button[data-copy-link]').click();
  const link = page.locator('[data-result-share-action] a[data-shared-link]');
  await link.waitFor();
  await page.goto(must(await link.getAttribute('href'), 'the shared link'));
  await page.locator('[data-shared-result] [data-result-score]').waitFor();
  await page.waitForLoadState('networkidle');
}

/** Plays the challenge to its end (every third question wrong), landing on its complete screen. */
async function playChallenge(page: Page, lang: Lang): Promise<void> {
  await open(paths.challenge(must(challengeTopic, 'a challenge topic').slug, must(challenge, 'a challenge').slug))(page, lang);
  await startUsing(page);
  const player = page.locator('.player');
  await page.locator('.player[data-state="playing"]').waitFor();
  for (let asked = 0; (await player.getAttribute('data-state')) === 'playing'; ) {
    const question = page.locator('.player-screen[data-question]');
    if (await question.count()) {
      const id = must(await question.getAttribute('data-question'), 'the data-question id');
      await question.locator('.answer-button').nth(answerIndex(id, asked++ % 3 !== 1)).click();
      await question.locator('[data-result]').waitFor();
    }
    const before = `${await player.getAttribute('data-segment')}:${await player.getAttribute('data-screen')}`;
    await page.locator('.player-next').click();
    await page.waitForFunction((b) => {
      const p = document.querySelector('.player');
      return p?.getAttribute('data-state') === 'complete' || `${p?.getAttribute('data-segment')}:${p?.getAttribute('data-screen')}` !== b;
    }, before);
  }
  await page.locator('[data-complete] .summary-score-text').waitFor();
}

export { prepareOrganizer } from './organizer-screens.ts';

export const SCREENS: readonly Screen[] = [
  { name: 'start', reach: open(paths.home()) },
  { name: 'topic', reach: open(paths.topic(topic.slug)) },
  ...(topicGroup ? [{ name: 'topic-group', reach: open(paths.topicGroup(topicGroup.slug)) }] : []),
  { name: 'question', reach: open(paths.topicQuestion(topic.slug, firstQuestion.globalId)) },
  {
    name: 'question-answered-wrong',
    reach: async (page, lang) => {
      await open(paths.topicQuestion(topic.slug, firstQuestion.globalId))(page, lang);
      await answerPractice(page, firstQuestion.globalId, false);
    },
  },
  {
    name: 'question-answered-right',
    reach: async (page, lang) => {
      await open(paths.topicQuestion(topic.slug, firstQuestion.globalId))(page, lang);
      await answerPractice(page, firstQuestion.globalId, true);
    },
  },
  {
    // Answered with the keyboard: the viewport where focus took it, the verdict with its focus ring.
    name: 'question-answered-keyboard',
    fullPage: false,
    reach: async (page, lang) => {
      await open(paths.topicQuestion(topic.slug, firstQuestion.globalId))(page, lang);
      await startUsing(page);
      const player = page.locator('.answer-player[data-ready]');
      await player.locator('.answer-button').nth(answerIndex(firstQuestion.globalId, false)).focus();
      await page.keyboard.press('Enter');
      await player.locator('[data-result] .verdict-title:focus').waitFor();
    },
  },
  { name: 'practice-summary', reach: playPractice },
  { name: 'practice-summary-retried', reach: retryWrong },
  { name: 'result-shared', reach: sharedResult },
  { name: 'question-explanation', reach: open(paths.question(firstQuestion.globalId, 'explanation')) },
  { name: 'certificate-intro', reach: open(paths.certificate(topic.slug)) },
  ...(diploma
    ? [
        { name: 'certificate-passed', reach: (page: Page, lang: Lang) => playCertificate(page, lang, true) },
        { name: 'certificate-failed', reach: (page: Page, lang: Lang) => playCertificate(page, lang, false) },
        {
          // The passed certificate with a name saved on it (card, LinkedIn link, QR code).
          name: 'certificate-named',
          reach: async (page: Page, lang: Lang) => {
            await playCertificate(page, lang, true);
            const form = page.locator('form[data-certificate-name-form]');
            await form.locator('input').fill('Astrid Lindgren');
            await form.locator('button').click();
            await page.locator('[data-name-status]:not(:empty)').waitFor();
          },
        },
        {
          // The same certificate as printed (A4): only the card, with its QR code.
          name: 'certificate-print',
          reach: async (page: Page, lang: Lang) => {
            await playCertificate(page, lang, true);
            await page.emulateMedia({ media: 'print' });
          },
        },
        {
          name: 'certificate-verified',
          reach: async (page: Page, lang: Lang) => {
            await playCertificate(page, lang, true);
            await page.locator('a[data-verification-link]').first().click();
            await page.locator('[data-verify-found] [data-certificate-card]').waitFor();
          },
        },
      ]
    : []),
  ...(challenge
    ? [
        { name: 'challenge', reach: open(paths.challenge(challengeTopic.slug, challenge.slug)) },
        { name: 'challenge-complete', reach: playChallenge },
      ]
    : []),
  ...(event ? [{ name: 'event', reach: open(paths.event(event.code.toLowerCase())) }] : []),
  {
    name: 'search',
    reach: async (page, lang) => {
      await open(paths.search())(page, lang);
      await page.locator('#search-input').fill(topic.name[lang].split(' ').at(-1) ?? '');
      await page.locator('form[role="search"] button').click();
      await page.locator('.search-results li').first().waitFor();
    },
  },
  { name: 'embed', reach: open(paths.topicEmbed(topic.slug, firstQuestion.globalId)) },
  // The host's ?theme=dark: dark in the light shots too (src/utils/embed-theme.ts).
  { name: 'embed-theme-dark', reach: open(`${paths.topicEmbed(topic.slug, firstQuestion.globalId)}?theme=dark`) },
  { name: 'kiosk', reach: open(paths.kiosk()) },
  {
    // A kiosk's visitor screen (kiosk mode on, as the staff PIN leaves it) with its code field.
    name: 'kiosk-visitor',
    reach: async (page, lang) => {
      await page.addInitScript(() => localStorage.setItem('kiosk_mode', 'true'));
      await open(paths.kiosk())(page, lang);
      await page.locator('main .kiosk-join').waitFor();
    },
  },
  {
    // A code nobody has: the start page's field marked invalid, the reason beside it.
    name: 'join-code-unknown',
    fullPage: false,
    reach: async (page, lang) => {
      await open(paths.home())(page, lang);
      const form = page.locator('main form[data-join-code]');
      await form.locator('input').fill('no-such-code');
      await form.locator('button').click();
      await form.locator('[data-join-error]:not(:empty)').waitFor();
      await form.scrollIntoViewIfNeeded();
    },
  },
  {
    // The header's menu, open: on a phone it holds search, account and the code field.
    name: 'header-menu',
    fullPage: false,
    reach: async (page, lang) => {
      await open(paths.home())(page, lang);
      const menu = page.locator('.site-header [data-nav-menu] summary');
      if (await menu.isVisible()) {
        await menu.click();
        await page.locator('.site-header .nav-menu-panel input').waitFor();
      }
    },
  },
  { name: 'review-empty', reach: open(paths.review()) },
  {
    // Three questions due today (the device's boxes, as three wrong answers a day ago leave them).
    name: 'review-due',
    reach: async (page, lang) => {
      await openDueReview(page, lang);
      await page.locator('.review-hub[data-ready] [data-review-due]').waitFor();
    },
  },
  {
    // The first question of a review session: its place in the session above the answers.
    name: 'review-session-question',
    reach: async (page, lang) => {
      await openDueReview(page, lang);
      await page.locator('.review-hub[data-ready] a[data-review-start]').click();
      await page.locator('.answer-player[data-ready]').waitFor();
    },
  },
  {
    // An answer given offline: the verdict at once, and the connection notice over the foot of the page.
    name: 'question-kept-offline',
    fullPage: false,
    reach: async (page, lang) => {
      await open(paths.topicQuestion(topic.slug, firstQuestion.globalId))(page, lang);
      await startUsing(page);
      await page.context().setOffline(true);
      await page.locator('.answer-player[data-ready] .answer-button').first().click();
      await page.locator('[data-offline-status="offlineSaved"] .notice').waitFor();
    },
  },
  { name: 'account-login', reach: open(paths.account('login')) },
  { name: 'not-found', reach: async (page, lang) => {
      await page.goto(localize(lang, '/no-such-page/'));
    },
  },
  ...ORGANIZER_SCREENS,
];
