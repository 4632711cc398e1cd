// Ratings both ways through the API: only the two parties of a completed shift rate, once each,
// within 30 days of the approval; double-blind until both rated or 14 days passed (with the
// clock); the rated party answers once; the admin hides a comment (audited, still counted).
import { describe, expect, test } from 'bun:test';
import { DAY_MS } from '../../shared/time';
import { aYearLater } from '../testing/bookings';
import { createTestApp, type TestApp } from '../testing/harness';
import { clinic, NEW_YORK, type Party, vet } from '../testing/marketplace';
import { bothRated, completedShift, rate } from '../testing/ratings';
import { one, sql } from '../testing/rows';
import { ratingVisibilityJob } from './visibility.job';

const ADMIN_PASSWORD = 'ratings admin password';

async function world() {
  const t = createTestApp({ ADMIN_PASSWORD });
  const [c, v] = [await clinic(t), await vet(t)];
  return { t, clinic: c, vet: v, otherClinic: await clinic(t, 'Other Vets'), otherVet: await vet(t) };
}

const commentsOf = async (reader: Party, userId: number, offset = 0) => (await reader.client.get(`/api/people/${userId}/ratings?offset=${offset}`)).body;
const record = (t: TestApp, userId: number) =>
  one<{ rating_count: number; star_sum: number } | undefined>(t, 'SELECT * FROM track_records WHERE user_id = ?', userId);

async function admin(t: TestApp) {
  const client = t.client();
  expect((await client.post('/api/admin/auth', { password: ADMIN_PASSWORD })).status).toBe(200);
  return client;
}

describe('POST /api/shifts/:id/rating', () => {
  test('only the two parties of a completed shift rate it; others find nothing, a party before approval is told why', async () => {
    const w = await world();
    const { shiftId } = await completedShift(w.t, w.clinic, w.vet);
    for (const stranger of [w.otherClinic, w.otherVet]) {
      const answer = await rate(stranger, shiftId);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('SHIFT_NOT_FOUND');
    }
    w.t.deps.db.$client.run("UPDATE shift_hours SET status = 'submitted' WHERE shift_id = ?", [shiftId]);
    expect((await rate(w.clinic, shiftId)).body.code).toBe('HOURS_NOT_APPROVED');
    w.t.deps.db.$client.run("UPDATE shift_hours SET status = 'approved' WHERE shift_id = ?", [shiftId]);
    const given = await rate(w.clinic, shiftId, 4, 'Punctual and thorough');
    expect(given.status).toBe(201);
    expect(given.body).toMatchObject({ shiftId, stars: 4, wouldWorkAgain: true, comment: 'Punctual and thorough', visible: false });
    expect(sql(w.t, 'SELECT count(*) AS n FROM shift_ratings')).toEqual([{ n: 1 }]);
  });

  test('a second rating by the same side is 409 and changes nothing', async () => {
    const w = await world();
    const { shiftId } = await completedShift(w.t, w.clinic, w.vet);
    expect((await rate(w.vet, shiftId, 5)).status).toBe(201);
    const again = await rate(w.vet, shiftId, 1, 'Changed my mind');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_RATED');
    expect(sql(w.t, 'SELECT stars, comment FROM shift_ratings')).toEqual([{ stars: 5, comment: 'Great to work with' }]);
  });

  test('ratings close 30 days after the approval', async () => {
    const w = await world();
    const { shiftId } = await completedShift(w.t, w.clinic, w.vet);
    w.t.advance(30 * DAY_MS + 60_000);
    await aYearLater(w.t, w.clinic, w.vet);
    const late = await rate(w.clinic, shiftId);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('RATING_WINDOW_CLOSED');
  });

  test.each([
    ['0 stars', { stars: 0, wouldWorkAgain: true }, 'stars'],
    ['6 stars', { stars: 6, wouldWorkAgain: true }, 'stars'],
    ['4.5 stars', { stars: 4.5, wouldWorkAgain: true }, 'stars'],
    ['no wouldWorkAgain', { stars: 4 }, 'wouldWorkAgain'],
    ['a comment of 1,001 characters', { stars: 4, wouldWorkAgain: true, comment: 'x'.repeat(1001) }, 'comment'],
  ])('%s is 400 naming the field', async (_, payload, field) => {
    const w = await world();
    const { shiftId } = await completedShift(w.t, w.clinic, w.vet);
    const answer = await w.clinic.client.post(`/api/shifts/${shiftId}/rating`, payload);
    expect(answer.status).toBe(400);
    expect(answer.body.issues.some((issue: { path: string }) => issue.path === field)).toBe(true);
  });
});

describe('double-blind', () => {
  test('a rating shows to nobody, the rated party included, until the other side rates; then both show', async () => {
    const w = await world();
    const { shiftId } = await completedShift(w.t, w.clinic, w.vet);
    expect((await rate(w.clinic, shiftId, 5, 'Wonderful with clients')).status).toBe(201);
    for (const reader of [w.vet, w.clinic, w.otherClinic]) expect((await commentsOf(reader, w.vet.id)).total).toBe(0);
    expect(record(w.t, w.vet.id)).toMatchObject({ rating_count: 0, star_sum: 0 });

    const second = await rate(w.vet, shiftId, 3, 'Busy, short of staff');
    expect(second.body.visible).toBe(true);
    const page = await commentsOf(w.otherClinic, w.vet.id);
    expect(page).toMatchObject({ total: 1, offset: 0, limit: 10 });
    expect(page.comments[0]).toMatchObject({ stars: 5, comment: 'Wonderful with clients', hidden: false, raterName: 'Front Range Vets', canRespond: false });
    expect((await commentsOf(w.vet, w.clinic.id)).comments[0]).toMatchObject({
      stars: 3,
      comment: 'Busy, short of staff',
      raterName: expect.stringMatching(/^Dr\. Rivera/),
    });
    expect(record(w.t, w.vet.id)).toMatchObject({ rating_count: 1, star_sum: 5 });
  });

  test('14 days after the approval a lone rating shows anyway (the job), not a minute before', async () => {
    const w = await world();
    const { shiftId } = await completedShift(w.t, w.clinic, w.vet);
    await rate(w.clinic, shiftId, 4);
    w.t.advance(14 * DAY_MS - 60_000);
    expect(ratingVisibilityJob.run(w.t.deps)).toEqual({ revealed: 0 });
    await aYearLater(w.t, w.clinic, w.vet, w.otherClinic);
    expect((await commentsOf(w.vet, w.vet.id)).total).toBe(0);
    w.t.advance(60_000);
    expect(ratingVisibilityJob.run(w.t.deps)).toEqual({ revealed: 1 });
    expect((await commentsOf(w.otherClinic, w.vet.id)).total).toBe(1);
    // Rated after the blind period: shows at once.
    expect((await rate(w.vet, shiftId, 5)).body.visible).toBe(true);
  });
});

describe('answers and reading', () => {
  test('the rated party answers a visible rating once; nobody else, and not a blind one', async () => {
    const w = await world();
    const { shiftId } = await completedShift(w.t, w.clinic, w.vet);
    const blind = (await rate(w.clinic, shiftId, 2, 'Late twice')).body.id;
    expect((await w.vet.client.post(`/api/ratings/${blind}/response`, { response: 'Traffic' })).status).toBe(404);
    await rate(w.vet, shiftId, 5);
    expect((await commentsOf(w.vet, w.vet.id)).comments[0].canRespond).toBe(true);
    for (const other of [w.clinic, w.otherVet]) expect((await other.client.post(`/api/ratings/${blind}/response`, { response: 'Hm' })).status).toBe(404);
    expect((await w.vet.client.post(`/api/ratings/${blind}/response`, { response: 'x'.repeat(501) })).status).toBe(400);
    const answered = await w.vet.client.post(`/api/ratings/${blind}/response`, { response: 'A closed road, sorry.' });
    expect(answered.status).toBe(200);
    const again = await w.vet.client.post(`/api/ratings/${blind}/response`, { response: 'And again' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_RESPONDED');
    expect((await commentsOf(w.clinic, w.vet.id)).comments[0]).toMatchObject({ response: 'A closed road, sorry.', canRespond: false });
  });

  test('comments come newest first, ten a page; another vet cannot read a vet', async () => {
    const w = await world();
    for (let i = 1; i <= 12; i++) {
      await bothRated(w.t, w.clinic, w.vet, (i % 5) + 1);
      w.t.advance(60_000);
    }
    const first = await commentsOf(w.clinic, w.vet.id);
    expect(first.total).toBe(12);
    expect(first.comments).toHaveLength(10);
    const second = await commentsOf(w.clinic, w.vet.id, 10);
    expect(second.comments).toHaveLength(2);
    const dates = [...first.comments, ...second.comments].map((comment: { shiftDate: string }) => comment.shiftDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await w.otherVet.client.get(`/api/people/${w.vet.id}/ratings`)).status).toBe(404);
    expect((await w.clinic.client.get(`/api/people/${w.vet.id}/ratings?offset=-1`)).status).toBe(400);
  });
});

describe('admin', () => {
  test("each rating carries its shift's clinic's zone, for the rating's times", async () => {
    const w = await world();
    const harbor = await clinic(w.t, 'Harbor Vets', NEW_YORK);
    await bothRated(w.t, harbor, w.vet);
    const list = (await (await admin(w.t)).get('/api/admin/ratings')).body;
    expect(
      list.ratings.map((rating: { raterName: string; zone: string }) => [rating.raterName.startsWith('Dr.') ? 'vet' : 'clinic', rating.zone]).sort(),
    ).toEqual([
      ['clinic', 'America/New_York'],
      ['vet', 'America/New_York'],
    ]);
  });

  test('lists comments, hides one with a reason in the audit log; hidden shows without text and still counts', async () => {
    const w = await world();
    await bothRated(w.t, w.clinic, w.vet, 1, 5);
    const panel = await admin(w.t);
    const list = (await panel.get('/api/admin/ratings')).body;
    expect(list.total).toBe(2);
    const target = list.ratings.find((rating: { rateeName: string }) => rating.rateeName.startsWith('Dr.'));
    expect(target).toMatchObject({ stars: 1, comment: 'Great to work with', hiddenAt: null });
    // Written on the shift's clinic's clock, whichever side is the clinic.
    expect(list.ratings.map((rating: { zone: string }) => rating.zone)).toEqual(['America/Denver', 'America/Denver']);
    expect((await panel.post(`/api/admin/ratings/${target.id}/hide`, { reason: '' })).status).toBe(400);
    expect((await panel.post(`/api/admin/ratings/${target.id}/hide`, { reason: 'Personal remarks' })).status).toBe(200);
    expect((await panel.post(`/api/admin/ratings/${target.id}/hide`, { reason: 'Again' })).status).toBe(409);
    expect((await panel.post('/api/admin/ratings/999999/hide', { reason: 'Gone' })).status).toBe(404);
    expect(sql(w.t, "SELECT action, target, detail FROM admin_audit_log WHERE action = 'rating.hide'")).toEqual([
      { action: 'rating.hide', target: `rating:${target.id}`, detail: JSON.stringify({ reason: 'Personal remarks' }) },
    ]);
    expect((await commentsOf(w.clinic, w.vet.id)).comments[0]).toMatchObject({ stars: 1, comment: null, hidden: true, canRespond: false });
    expect(record(w.t, w.vet.id)).toMatchObject({ rating_count: 1, star_sum: 1 });
    expect((await w.clinic.client.get('/api/admin/ratings')).status).toBe(401);
  });
});
