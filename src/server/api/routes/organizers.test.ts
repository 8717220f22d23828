/**
 * What organizers read (issue 23), on the mini pack (its event `Fair26` and group `Class7B` are
 * organized by organizer.mini@example.org): the code lookup, an event's and a group's results as
 * JSON and CSV, who may read them (401, 404, 403), the ETag polling, and that results follow
 * people: a deleted account leaves them, a login merge keeps a participant once.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resultsEtag } from '#src/api-contract/results-names.ts';
import type { EventResults, GroupResults } from '#src/api-contract/schemas/organizers.ts';
import { normalizeSpace } from '#src/content-layer/normalize.ts';
import { DEFAULT_LOCALE } from '#src/content-layer/pack-writer.ts';
import type { RawSpace } from '#src/content-layer/raw.ts';
import { indexContent } from '#src/domain/content-index.ts';
import { users } from '#src/server/db/schema.ts';
import {
  PASSWORD,
  appPerFile,
  bodyOf,
  itCoversRouteGroup,
  register,
  routeGroupApp,
  type Res,
  type Session,
} from '#tests/support/api-helpers.ts';
import { readMail, tokenFromMail } from '#tests/support/mail.ts';
import { miniPack } from '#tests/fixtures/mini-pack.ts';

const { t, c, rec } = appPerFile(routeGroupApp);

const ORGANIZER = 'Organizer.Mini@Example.org';

/** An event's results as the JSON route answers them. */
const eventData = (res: Res) => res.json<{ data: EventResults }>().data;

/** Signs up, verifies with the mailed link and logs in: the organizer's journey. */
async function verifiedAccount(email: string): Promise<Session> {
  const s = await register(c, { email });
  const mail = t
    .outbox()
    .filter((m) => readMail(m).to.toLowerCase() === email.toLowerCase())
    .pop();
  if (!mail) throw new Error(`no mail to ${email}`);
  expect((await c.put('/v1/users/verify', { token: tokenFromMail(mail) })).statusCode).toBe(200);
  const login = await c.post('/v1/users/login', { email, password: PASSWORD });
  expect(login.statusCode).toBe(200);
  return { ...s, token: login.json<{ access_token: string }>().access_token };
}

let organizer: Session;
beforeAll(async () => {
  organizer = await verifiedAccount(ORGANIZER);
}, 60_000);

describe('GET /v1/codes/{code}', () => {
  it('says whether a code names an event or a group, in any case and with spaces around it', async () => {
    const event = await c.get('/v1/codes/%20FAIR26%20');
    expect(event.statusCode).toBe(200);
    expect(event.json()).toEqual({ data: { kind: 'event', code: 'fair26' } });
    expect((await c.get('/v1/codes/class7b')).json()).toEqual({ data: { kind: 'group', code: 'class7b' } });
    // An event whose topic is hidden is still played, so its code still leads there.
    expect((await c.get('/v1/codes/archive')).json()).toEqual({ data: { kind: 'event', code: 'archive' } });
  });

  it('answers 404 code.unknown for a code that names neither', async () => {
    const res = await c.get('/v1/codes/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'code.unknown' });
  });
});

describe("an event's results", () => {
  it('counts 6 participants answering 3 questions each, with every question covered, and a CSV of 18 rows', async () => {
    const uuids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const uuid = await c.anonymous();
      uuids.push(uuid);
      // Participant i answers 101 right, 102 right for even i, 103 wrong (and then right: only the first counts).
      for (const [q, key] of [
        [101, 'a'],
        [102, i % 2 ? 'b' : 'a'],
        [103, 'b'],
        [103, 'a'],
      ] as const)
        expect((await c.answer(uuid, q, key, { event_code: 'Fair26' })).statusCode).toBeLessThan(300);
    }
    await c.put('/v1/users', { user_uuid: uuids[0], profile: { name: '=HYPERLINK("x")' } });
    const res = await c.get('/v1/events/FAIR26/results', organizer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = eventData(res);
    expect(data).toMatchObject({ code: 'fair26', participants: 6, most_missed: ['103', '102'] });
    expect(data.questions.map((q) => q.global_id)).toEqual(['101', '102', '103']);
    const q102 = data.questions[1];
    expect(q102).toMatchObject({ answered: 6, correct_share: 0.5 });
    expect(q102?.answers.find((a) => a.global_id === '102-b')).toMatchObject({
      count: 3,
      share: 0.5,
    });
    expect(data.mean_score).toEqual({ right: 1.5, share: 0.5 });
    expect(res.headers['etag']).toBe(`"${data.version}-${t.app.content.index.graph.digest}"`);
    // The page polls with the ETag it computes from the body: the same one.
    expect(resultsEtag(data)).toBe(res.headers['etag']);

    const csv = await c.get('/v1/events/fair26/results.csv?lang=sv', organizer.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="fair26-results.csv"');
    // A byte order mark first, so a spreadsheet reads the UTF-8 as UTF-8 ("Fråga", not "FrÃ¥ga").
    expect(csv.body.startsWith('\ufeff')).toBe(true);
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 18);
    expect(lines[0]).toBe('Deltagare,Fråga,Svar,Rätt eller fel');
    // A profile name that a spreadsheet would run is defused, and quoted.
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)",/);
    expect(lines.slice(4).every((l) => /^Deltagare [2-6],/.test(l))).toBe(true);
    expect(lines[4]).toMatch(/,Fel$|,Rätt$/);
    expect(csv.body).not.toMatch(/@|[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('answers 304 to a poll while nothing changed, and the new results once someone answers', async () => {
    const first = await c.get('/v1/events/fair26/results', organizer.token);
    const etag = String(first.headers['etag']);
    const same = await c.get('/v1/events/fair26/results', organizer.token, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    await c.answer(await c.anonymous(), 101, 'b', { event_code: 'fair26' });
    const changed = await c.get('/v1/events/fair26/results', organizer.token, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(eventData(changed).participants).toBe(eventData(first).participants + 1);
    expect(eventData(changed).version).toBeGreaterThan(eventData(first).version);
  });

  it('answers the new results to a poll once a publish changes the right answers, though no one answered', async () => {
    const first = await c.get('/v1/events/fair26/results', organizer.token);
    const etag = String(first.headers['etag']);
    // Published: question 101's right answer is now b, not a.
    const pack = miniPack() as unknown as RawSpace;
    const swapped = new Set(['a101a', 'a101b']);
    const raw: RawSpace = {
      ...pack,
      entries: pack.entries.map((e) =>
        swapped.has(e.sys.id)
          ? { ...e, fields: { ...e.fields, correctAnswer: { [DEFAULT_LOCALE]: e.sys.id === 'a101b' } } }
          : e,
      ),
    };
    const published = indexContent(normalizeSpace(raw));
    const live = vi.spyOn(t.app.content, 'index', 'get').mockReturnValue(published);
    try {
      const changed = await c.get('/v1/events/fair26/results', organizer.token, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(eventData(changed).version).toBe(eventData(first).version);
      const q101 = (r: Res) => eventData(r).questions.find((q) => q.global_id === '101');
      expect(q101(changed)?.correct_share).not.toBe(q101(first)?.correct_share);
      const again = await c.get('/v1/events/fair26/results', organizer.token, {
        'if-none-match': String(changed.headers['etag']),
      });
      expect(again.statusCode).toBe(304);
    } finally {
      live.mockRestore();
    }
  });

  it('answers 401 without a token, 404 for an unknown code and 403 to any other verified account', async () => {
    const none = await c.get('/v1/events/fair26/results');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'auth.tokenRequired' });
    expect((await c.get('/v1/events/fair26/results.csv')).statusCode).toBe(401);
    const unknown = await c.get('/v1/events/nope/results', organizer.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'event.notFound' });
    const other = await verifiedAccount('someone.else@example.org');
    for (const url of ['/v1/events/fair26/results', '/v1/events/fair26/results.csv']) {
      const res = await c.get(url, other.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'organizers.forbidden' });
    }
  });

  it("refuses the organizer's own account while its address is not verified", async () => {
    const unverify = (isVerified: boolean) =>
      t.app.db.update(users).set({ isVerified }).where(eq(users.id, organizer.uuid));
    await unverify(false);
    try {
      expect((await c.get('/v1/events/fair26/results', organizer.token)).statusCode).toBe(403);
      expect((await c.get('/v1/groups/class7b/results', organizer.token)).statusCode).toBe(403);
    } finally {
      await unverify(true);
    }
  });

  it('leaves out a deleted account, and keeps a merged participant once, as the account', async () => {
    const read = async () => eventData(await c.get('/v1/events/fair26/results', organizer.token));
    const before = await read();
    // Deleted: their participation and answers leave the results and the CSV.
    const gone = await c.anonymous();
    await c.answer(gone, 101, 'c', { event_code: 'fair26' });
    const withGone = await read();
    expect(withGone.participants).toBe(before.participants + 1);
    expect((await c.post('/v1/users/delete_account', { user_uuid: gone })).statusCode).toBe(200);
    const after = await read();
    expect(after.participants).toBe(before.participants);
    expect(after.questions[0]?.answers).toEqual(before.questions[0]?.answers);
    expect(after.version).toBeGreaterThan(withGone.version);

    // Merged: an account that took part, and its anonymous self that took part too, log in: one participant.
    const account = await register(c);
    await c.answer({ token: account.token }, 101, 'a', { event_code: 'fair26' });
    const anon = await c.anonymous();
    await c.answer(anon, 101, 'b', { event_code: 'fair26' });
    await c.answer(anon, 102, 'a', { event_code: 'fair26' });
    const both = await read();
    expect(both.participants).toBe(before.participants + 2);
    const login = await c.post('/v1/users/login', { email: account.email, password: PASSWORD, uuid: anon });
    expect(login.statusCode).toBe(200);
    const merged = await read();
    expect(merged.participants).toBe(before.participants + 1);
    // The account's own (earlier) answer to 101 stays; the anonymous one's answer to 102 moves with it.
    const answered = (r: EventResults) => r.questions.map((q) => q.answered);
    expect(answered(merged)).toEqual(answered(before).map((n, i) => (i < 2 ? n + 1 : n)));
    const csv = (await c.get('/v1/events/fair26/results.csv', organizer.token)).body.trimEnd().split('\r\n');
    const sum = merged.questions.reduce((n, q) => n + q.answered, 0);
    expect(csv).toHaveLength(1 + sum);
  });
});

describe("a group's results", () => {
  it('lists 3 members with their progress, as JSON and CSV', async () => {
    const members: string[] = [];
    for (let i = 0; i < 3; i++) {
      const uuid = await c.anonymous();
      members.push(uuid);
      expect((await c.post('/v1/users/group', { user_uuid: uuid, code: ' CLASS7B ' })).statusCode).toBe(200);
    }
    await c.put('/v1/users', { user_uuid: members[1], profile: { name: 'Ada' } });
    await c.answer(members[0]!, 101, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a' });
    await c.answer(members[0]!, 102, 'b', { topic_global_id: 'topic-a', test_global_id: 'test-a' });
    const res = await c.get('/v1/groups/Class7B/results', organizer.token);
    expect(res.statusCode).toBe(200);
    const data = bodyOf(res, 'groupResults').data;
    expect(data).toMatchObject({ code: 'class7b', members: 3 });
    expect(data.rows).toEqual([
      { number: 1, name: null, answered: 2, correct: 1, certificates: 0 },
      { number: 2, name: 'Ada', answered: 0, correct: 0, certificates: 0 },
      { number: 3, name: null, answered: 0, correct: 0, certificates: 0 },
    ]);
    const etag = String(res.headers['etag']);
    expect(resultsEtag(res.json<{ data: GroupResults }>().data)).toBe(etag);
    expect((await c.get('/v1/groups/class7b/results', organizer.token, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    await c.answer(members[2]!, 101, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a' });
    expect((await c.get('/v1/groups/class7b/results', organizer.token, { 'if-none-match': etag })).statusCode).toBe(
      200,
    );
    const csv = await c.get('/v1/groups/class7b/results.csv', organizer.token);
    expect(csv.body).toBe(
      '\ufeffMember,Questions answered,Right answers,Certificates\r\nMember 1,2,1,0\r\nAda,0,0,0\r\nMember 3,1,1,0\r\n',
    );
  });

  it('answers 401, 404 and 403 as an event does', async () => {
    expect((await c.get('/v1/groups/class7b/results')).statusCode).toBe(401);
    expect((await c.get('/v1/groups/class7b/results.csv')).statusCode).toBe(401);
    const unknown = await c.get('/v1/groups/nope/results', organizer.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'group.notFound' });
    const other = await register(c);
    expect((await c.get('/v1/groups/class7b/results', other.token)).statusCode).toBe(403);
    expect((await c.get('/v1/groups/class7b/results.csv', other.token)).statusCode).toBe(403);
  });
});

describe('privacy', () => {
  it("puts the organizer's address in no participant-facing answer", async () => {
    const uuid = await c.anonymous();
    const urls = ['/v1/events/fair26', '/v1/groups/class7b', '/v1/codes/fair26', '/v1/codes/class7b'];
    for (const url of urls) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body.toLowerCase(), url).not.toContain('organizer');
    }
    const answer = await c.answer(uuid, 101, 'a', { event_code: 'fair26' });
    expect(answer.body.toLowerCase()).not.toContain('organizer');
    const join = await c.post('/v1/users/group', { user_uuid: uuid, code: 'class7b' });
    expect(join.body.toLowerCase()).not.toContain('organizer');
  });
});

describe('coverage of the route group', () => {
  itCoversRouteGroup('organizers', rec);
});
