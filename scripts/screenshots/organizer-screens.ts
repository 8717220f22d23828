/**
 * The organizers' screens for `npm run screenshots` (issue 23): an event's results, its
 * presenter view and a group's members, as the first organizer named in the content sees them
 * once participants have answered. `prepareOrganizer` gives the event 12 participants and the
 * group 4 members, and signs the organizer up and verifies them from the server's outbox; each
 * shot logs in anew (a fresh browser context per shot) by putting the session in local storage.
 */
import type { Page } from '@playwright/test';
import { loadContent } from '#src/content-layer/index.ts';
import { screeningTest } from '#src/domain/content-queries.ts';
import type { Lang } from '#src/domain/model.ts';
import { localize, pathFor } from '#src/domain/routes.ts';
import { startUsing } from '#tests/support/first-action.ts';
import { verifyLinkInOutbox } from '#tests/support/mail.ts';
import type { Screen } from './screens.ts';
import { must } from '#src/utils/must.ts';

const graph = await loadContent();
const event = graph.events.find((e) => e.organizers.length && screeningTest(e)?.questions.length);
const group = graph.groups.find((g) => g.organizers.length);
const PASSWORD = 'screenshots organizer password';
/** The server `prepareOrganizer` prepared, where each shot logs in. */
let server = '';

async function post(baseURL: string, path: string, body: unknown, method = 'POST'): Promise<unknown> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const newUser = async (baseURL: string) =>
  ((await post(baseURL, '/v1/users', { source: 'screenshots' })) as { data: { uuid: string } }).data.uuid;

/** The verification token of the newest mail to `to` in the outbox. */
function verifyToken(dataDir: string, to: string): string {
  const token = verifyLinkInOutbox(dataDir, to)?.searchParams.get('token');
  if (!token) throw new Error(`no verification mail to ${to} in ${dataDir}/outbox`);
  return token;
}

/** Participants, members and a verified organizer account on the server at `baseURL`. */
export async function prepareOrganizer(baseURL: string, dataDir: string): Promise<void> {
  const organizer = event?.organizers[0] ?? group?.organizers[0];
  if (!organizer) return;
  server = baseURL;
  const test = event ? screeningTest(event) : null;
  for (let i = 0; event && test && i < 12; i++) {
    const uuid = await newUser(baseURL);
    for (const [n, q] of test.questions.entries()) {
      if (i % 4 === 3 && n > 1) break;
      const right = (i + n) % 3 !== 0;
      const answer = right ? q.answers.find((a) => a.correct) : q.answers[(i + n) % q.answers.length];
      await post(baseURL, '/v1/user_answers', {
        user_uuid: uuid,
        user_answer: {
          test_round: 1,
          topic_global_id: event.topic.globalId,
          test_global_id: test.globalId,
          question_global_id: q.globalId,
          answer_global_id: must(answer, `an answer to ${q.globalId}`).globalId,
          event_code: event.code.toLowerCase(),
        },
      });
    }
  }
  // Members who answered some of the event's questions too (2, 4, 6 …), right or wrong in turn.
  for (let i = 0; group && i < 4; i++) {
    const uuid = await newUser(baseURL);
    await post(baseURL, '/v1/users/group', { user_uuid: uuid, code: group.code });
    for (const [n, q] of (test?.questions ?? []).slice(0, 2 * (i + 1)).entries()) {
      const answer = n % 2 ? q.answers.find((a) => !a.correct) : q.answers.find((a) => a.correct);
      await post(baseURL, '/v1/user_answers', {
        user_uuid: uuid,
        user_answer: { question_global_id: q.globalId, answer_global_id: must(answer, `an answer to ${q.globalId}`).globalId },
      });
    }
  }
  await post(baseURL, '/v1/users/register', {
    email: organizer,
    password: PASSWORD,
    password_confirm: PASSWORD,
    agreements_acceptence: true,
  });
  await post(baseURL, '/v1/users/verify', { token: verifyToken(dataDir, organizer) }, 'PUT');
}

/** Logs the organizer in and keeps the session where the page looks for it, before any page script runs. */
async function asOrganizer(page: Page): Promise<void> {
  const email = event?.organizers[0] ?? group?.organizers[0];
  const session = (await post(server, '/v1/users/login', { email, password: PASSWORD })) as {
    access_token: string;
    refresh_token: string;
    user: { uuid: string };
  };
  await page.addInitScript((s) => {
    localStorage.setItem('access_token', s.access_token);
    localStorage.setItem('refresh_token', s.refresh_token);
    localStorage.setItem('user_uuid', s.user.uuid);
  }, session);
}

const results = (path: (lang: Lang) => string, ready: string) => async (page: Page, lang: Lang) => {
  await asOrganizer(page);
  await page.goto(path(lang));
  await startUsing(page);
  await page.locator(ready).waitFor();
  await page.waitForLoadState('networkidle');
};

export const ORGANIZER_SCREENS: readonly Screen[] = [
  ...(event
    ? [
        {
          name: 'organizer-results',
          projector: true,
          reach: results((lang) => localize(lang, pathFor('e-code-results', { code: event.code.toLowerCase() })), '[data-results]'),
        },
        {
          name: 'organizer-presenter',
          projector: true,
          fullPage: false,
          reach: results(
            (lang) => `${localize(lang, pathFor('e-code-results', { code: event.code.toLowerCase() }))}?present`,
            '[data-presenter]',
          ),
        },
      ]
    : []),
  ...(group
    ? [
        {
          name: 'organizer-group',
          projector: true,
          reach: results((lang) => localize(lang, pathFor('g-code-results', { code: group.code.toLowerCase() })), '[data-results-members]'),
        },
      ]
    : []),
];
