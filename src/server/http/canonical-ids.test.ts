// One spelling per id (shared/ids.ts). In a path only canonical decimal digits name an object:
// "0x37", "55.0", "55e0", "+55", " 55" and "055" used to address shift 55 through z.coerce and
// are now 400 and change nothing. In a JSON body an id is a number: "55" is the wrong type.
import { describe, expect, test } from 'bun:test';
import { isCanonicalId } from '../../shared/ids';
import { applied } from '../testing/bookings';
import { clinic, type Party, postShift, vet } from '../testing/marketplace';
import { one } from '../testing/rows';
import { createTestApp } from '../testing/harness';

/** Other spellings of the same number, as a client might put them in a path. */
const spellingsOf = (id: number) => [`0x${id.toString(16)}`, `${id}.0`, `${id}e0`, `+${id}`, ` ${id}`, `0${id}`, `${id} `, `${id}n`];

test('isCanonicalId: digits with no leading zero, within the safe integers', () => {
  for (const text of ['1', '55', '9007199254740991']) expect(isCanonicalId(text)).toBe(true);
  for (const text of ['', '0', '-1', '055', '+55', ' 55', '55 ', '55.0', '55e0', '0x37', '5_5', '٥٥', '9007199254740993']) {
    expect({ text, canonical: isCanonicalId(text) }).toEqual({ text, canonical: false });
  }
});

describe('ids in paths', () => {
  test('a shift is edited and deleted only by its canonical id; every other spelling is 400 and changes nothing', async () => {
    const t = createTestApp();
    const owner = await clinic(t);
    const id = await postShift(owner);
    for (const spelling of spellingsOf(id)) {
      const path = `/api/shifts/${encodeURIComponent(spelling)}`;
      const edited = await owner.client.request('PATCH', path, { shiftDate: '2026-12-11', startTime: '08:00', endTime: '18:00', hourlyRate: 9900 });
      expect({ spelling, status: edited.status, code: edited.body.code }).toEqual({ spelling, status: 400, code: 'VALIDATION' });
      expect(edited.body.issues[0].path).toBe('id');
      expect((await owner.client.request('DELETE', path)).status).toBe(400);
    }
    expect(one<{ rate: number; status: string }>(t, 'SELECT hourly_rate AS rate, status FROM shifts WHERE id = ?', id)).toEqual({ rate: 7500, status: 'open' });
    expect((await owner.client.request('DELETE', `/api/shifts/${id}`)).status).toBe(200);
  });

  test('every kind of path id refuses the other spellings: applications, summaries, postings, people, messages', async () => {
    const t = createTestApp();
    const owner = await clinic(t);
    const relief = await vet(t);
    const application = await applied(relief, await postShift(owner));
    const paths: [Party, string, number, string][] = [
      [owner, 'PUT', application, '/api/booking-requests/:id'],
      [owner, 'GET', relief.id, '/api/people/:id'],
      [owner, 'GET', relief.id, '/api/messages/:id'],
      [owner, 'GET', relief.id, '/api/vet-availability-by-vet/:id'],
      [owner, 'GET', 1, '/api/booking-summaries/:id'],
      [relief, 'DELETE', 1, '/api/vet-availability/:id'],
      [relief, 'GET', relief.id, '/api/referral-stats/:id'],
    ];
    for (const [party, method, id, template] of paths) {
      for (const spelling of spellingsOf(id)) {
        const response = await party.client.request(
          method,
          template.replace(':id', encodeURIComponent(spelling)),
          method === 'PUT' ? { status: 'accepted' } : undefined,
        );
        expect({ template, spelling, status: response.status, code: response.body.code }).toEqual({ template, spelling, status: 400, code: 'VALIDATION' });
      }
    }
    expect(one<{ status: string }>(t, 'SELECT status FROM booking_requests WHERE id = ?', application).status).toBe('pending');
  });
});

describe('ids in bodies are JSON numbers', () => {
  test('an id sent as a string is refused like any other wrong type', async () => {
    const t = createTestApp();
    const owner = await clinic(t);
    const relief = await vet(t);
    const shiftId = await postShift(owner);
    const refused = [
      [relief, '/api/booking-requests', { shiftId: String(shiftId) }],
      [owner, '/api/messages', { toUserId: String(relief.id), content: 'Hello' }],
      [owner, '/api/availability-requests', { availabilityPostingId: '1' }],
      [owner, '/api/ai/message-suggestions', { recipientUserId: String(relief.id) }],
      [owner, '/api/ai/improve-draft', { recipientUserId: String(relief.id), currentDraft: 'hi' }],
    ] as const;
    for (const [party, path, body] of refused) {
      const response = await party.client.post(path, body);
      expect({ path, status: response.status, code: response.body.code }).toEqual({ path, status: 400, code: 'VALIDATION' });
    }
    for (const shiftId of [1.5, -1, 0, 2 ** 53]) expect((await relief.client.post('/api/booking-requests', { shiftId })).status).toBe(400);
    expect(one<{ n: number }>(t, 'SELECT count(*) AS n FROM booking_requests').n).toBe(0);
    expect(one<{ n: number }>(t, 'SELECT count(*) AS n FROM messages').n).toBe(0);
    expect((await relief.client.post('/api/booking-requests', { shiftId })).status).toBe(201);
  });

  test('admin: bulk delete and cancel subscription take numbers only', async () => {
    const t = createTestApp({ ADMIN_PASSWORD: 'correct horse battery' });
    const relief = await vet(t);
    const admin = t.client();
    expect((await admin.post('/api/admin/auth', { password: 'correct horse battery' })).status).toBe(200);
    expect((await admin.post('/api/admin/users/bulk-delete', { ids: [String(relief.id)] })).status).toBe(400);
    expect((await admin.post('/api/admin/cancel-subscription', { subscriptionId: '1' })).status).toBe(400);
    for (const spelling of spellingsOf(relief.id)) expect((await admin.request('DELETE', `/api/admin/users/${encodeURIComponent(spelling)}`)).status).toBe(400);
    expect(one<{ n: number }>(t, 'SELECT count(*) AS n FROM users WHERE id = ?', relief.id).n).toBe(1);
  });
});
