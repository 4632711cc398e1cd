// Deleting users from the admin panel: one and many, in one transaction, leaving no row that
// points at a deleted id (every foreign key to users walked from the schema), messages and
// summaries kept for the other party from 'Deleted user', bookings ahead cancelled with word to
// the other side.
import { expect, test } from 'bun:test';
import { ADMIN_SESSION_COOKIE } from '../../shared/admin';
import { referrals } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { createAdminSession } from './session';
import { applied, decide } from '../testing/bookings';
import { clinic, type Party, postShift, vet } from '../testing/marketplace';
import { mailTo, one, sql } from '../testing/rows';

function adminHeaders(t: TestApp) {
  const { token } = createAdminSession(t.deps.db, 'test', t.deps.clock());
  return { cookie: `${ADMIN_SESSION_COOKIE}=${token}` };
}

/** Every (table, column) with a foreign key to users, read from the schema itself. */
function userReferences(t: TestApp): { table: string; column: string }[] {
  const sqlite = t.deps.db.$client;
  const tables = sqlite.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'").all();
  return tables.flatMap(({ name }) =>
    sqlite
      .query<{ table: string; from: string }, []>(`PRAGMA foreign_key_list("${name}")`)
      .all()
      .filter((fk) => fk.table === 'users')
      .map((fk) => ({ table: name, column: fk.from })),
  );
}

/** The rows anywhere that still point at one of these user ids, as `table.column = id`. */
function danglingRows(t: TestApp, ids: number[]): string[] {
  const sqlite = t.deps.db.$client;
  return userReferences(t).flatMap(({ table, column }) =>
    ids.flatMap((id) => {
      const n = sqlite.query<{ n: number }, [number]>(`SELECT count(*) AS n FROM "${table}" WHERE "${column}" = ?`).get(id)!.n;
      return n ? [`${table}.${column} = ${id} (${n})`] : [];
    }),
  );
}

/** A clinic and a vet with everything between them: a booked shift ahead, an open shift with an application, messages, a summary, a posting, alert settings, a referral. */
async function marketplace(t: TestApp) {
  const c = await clinic(t);
  const v = await vet(t);
  const other = await vet(t);
  const booked = await postShift(c, { shiftDate: '2026-12-10' });
  const open = await postShift(c, { shiftDate: '2026-12-11' });
  expect((await decide(c, await applied(v, booked), 'accepted')).status).toBe(200);
  await applied(v, open);
  await applied(other, open);
  expect((await c.client.post('/api/messages', { toUserId: v.id, content: 'Thanks for booking!' })).status).toBe(201);
  expect((await v.client.post('/api/messages', { toUserId: c.id, content: 'See you on the 10th.' })).status).toBe(201);
  const summary = await c.client.post('/api/booking-summaries', {
    vetUserId: v.id,
    notes: 'Two Saturdays',
    shifts: [{ shiftDate: '2026-12-19', startTime: '09:00', endTime: '17:00', hourlyRate: 10_000, notes: null, unpaidLunch: true }],
    messageThreadId: `${Math.min(c.id, v.id)}:${Math.max(c.id, v.id)}`,
  });
  expect(summary.status).toBe(201);
  expect(
    (
      await v.client.post('/api/vet-availability', {
        availableDate: '2026-12-20',
        startTime: '08:00',
        endTime: '18:00',
        practiceTypes: ['small_animal'],
        travelRadius: 50,
      })
    ).status,
  ).toBe(201);
  expect((await v.client.request('PUT', '/api/alert-settings', { mode: 'digest', digestHour: 7 })).status).toBe(200);
  t.deps.db.insert(referrals).values({ referrerId: other.id, refereeId: v.id, referralCode: 'OTHER1' }).run();
  return { c, v, other, booked, open };
}

const del = (t: TestApp, id: number) => t.client().request('DELETE', `/api/admin/users/${id}`, undefined, adminHeaders(t));

test('deleting a vet: nothing points at it, the clinic keeps the thread and summary from Deleted user, the booked shift opens again and the clinic is told', async () => {
  const t = createTestApp();
  const { c, v, booked } = await marketplace(t);
  const vetEmail = one<{ email: string }>(t, 'SELECT email FROM users WHERE id = ?', v.id).email;

  const answer = await del(t, v.id);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ success: true, deletedCount: 1 });

  expect(danglingRows(t, [v.id])).toEqual([]);
  expect(sql(t, 'PRAGMA foreign_key_check')).toEqual([]);
  expect(sql(t, 'SELECT id FROM users WHERE email = ?', vetEmail)).toEqual([]);

  // The clinic's thread: both messages, now with 'Deleted user'.
  const conversations = await c.client.get('/api/conversations');
  const partner = conversations.body.conversations?.[0]?.partner ?? conversations.body[0]?.partner;
  expect(partner.firstName).toBe('Deleted');
  expect(partner.lastName).toBe('user');
  const thread = await c.client.get(`/api/messages/${partner.id}`);
  expect(thread.status).toBe(200);
  expect(JSON.stringify(thread.body)).toContain('See you on the 10th.');
  expect(JSON.stringify(thread.body)).toContain('Thanks for booking!');
  // The summary stays on the clinic's side.
  expect(one<{ n: number }>(t, 'SELECT count(*) AS n FROM booking_summaries WHERE clinic_id = ? AND vet_user_id = ?', c.id, partner.id).n).toBe(1);

  expect(one<{ status: string; booked_by_vet_id: number | null }>(t, 'SELECT status, booked_by_vet_id FROM shifts WHERE id = ?', booked)).toEqual({
    status: 'open',
    booked_by_vet_id: null,
  });
  const clinicEmail = one<{ email: string }>(t, 'SELECT email FROM users WHERE id = ?', c.id).email;
  expect(mailTo(t, clinicEmail).some((mail) => mail.subject.startsWith('Booking cancelled') && mail.text_body.includes('The account was removed'))).toBe(true);

  // The tombstone signs nobody in and is not listed.
  const listed = await t.client().get('/api/admin/users', adminHeaders(t));
  expect(listed.body.users.map((user: { id: number }) => user.id)).not.toContain(partner.id);
  expect(listed.body.total).toBe(2);
});

test('deleting a clinic: its shifts and applications go, the vet keeps the thread, nothing points at it', async () => {
  const t = createTestApp();
  const { c, v } = await marketplace(t);
  const vetMessages = () => one<{ n: number }>(t, 'SELECT count(*) AS n FROM messages WHERE from_user_id = ? OR to_user_id = ?', v.id, v.id).n;
  const before = vetMessages();
  const answer = await del(t, c.id);
  expect(answer.status).toBe(200);
  expect(danglingRows(t, [c.id])).toEqual([]);
  expect(sql(t, 'PRAGMA foreign_key_check')).toEqual([]);
  expect(sql(t, 'SELECT id FROM shifts')).toEqual([]);
  expect(sql(t, 'SELECT id FROM booking_requests')).toEqual([]);
  const vetEmail = one<{ email: string }>(t, 'SELECT email FROM users WHERE id = ?', v.id).email;
  expect(mailTo(t, vetEmail).some((mail) => mail.subject.startsWith('Booking cancelled'))).toBe(true);
  expect(vetMessages()).toBe(before);
  expect(before).toBeGreaterThanOrEqual(2);
});

test('bulk delete removes several at once and ignores ids that are not there; the audit log names each', async () => {
  const t = createTestApp();
  const { c, v, other } = await marketplace(t);
  const answer = await t.client().post('/api/admin/users/bulk-delete', { ids: [v.id, other.id, c.id, 99_999] }, adminHeaders(t));
  expect(answer.status).toBe(200);
  expect(answer.body.deletedCount).toBe(3);
  expect(danglingRows(t, [c.id, v.id, other.id])).toEqual([]);
  expect(sql(t, 'PRAGMA foreign_key_check')).toEqual([]);
  const audit = sql<{ action: string; target: string }>(t, "SELECT action, target FROM admin_audit_log WHERE action = 'user.delete' ORDER BY target");
  expect(audit.map((row) => row.target).sort()).toEqual([`user:${c.id}`, `user:${other.id}`, `user:${v.id}`].sort());
  // The people's own data is gone; only tombstones remain.
  expect(sql<{ n: number }>(t, "SELECT count(*) AS n FROM users WHERE email NOT LIKE '%@deleted.invalid'")[0]!.n).toBe(0);
});

test('deleting an unknown user is 404; a deleted user cannot be deleted twice', async () => {
  const t = createTestApp();
  const v: Party = await vet(t);
  expect((await del(t, 424242)).status).toBe(404);
  expect((await del(t, v.id)).status).toBe(200);
  expect((await del(t, v.id)).status).toBe(404);
  // The vet's own session died with it.
  expect((await v.client.get('/api/auth/user')).status).toBe(401);
});
