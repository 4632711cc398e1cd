// Many eligible vets pressing Book now on one shift at the same moment: exactly one booking, and
// every other vet a clean 409 — no error, no second booking, no second fee, one e-mail to the
// clinic. bench/instant-book.ts runs the same race with 200 vets against the real server.
import { expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import { bookNow, favourite, instantShift } from '../testing/instant-booking';
import { clinic, type Party, vet } from '../testing/marketplace';
import { emailOf, mailTo, one, sql } from '../testing/rows';

const RACERS = 50;

test(`${RACERS} favourites press Book now at once: one booking, ${RACERS - 1} clean 409s`, async () => {
  const t = createTestApp();
  const c = await clinic(t);
  const vets: Party[] = [];
  for (let i = 0; i < RACERS; i++) {
    // Fifty sign-ups from one address would meet the sign-up budget: this test is about the race.
    t.deps.limiter.reset();
    const v = await vet(t);
    favourite(t, c, v);
    vets.push(v);
  }
  const shiftId = await instantShift(c, 'favourites');

  const answers = await Promise.all(vets.map((v) => bookNow(v, shiftId, {})));

  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(RACERS - 1);
  for (const lost of answers.filter((answer) => answer.status === 409)) {
    expect(lost.body).toEqual({ message: 'This shift has already been filled', code: 'SHIFT_NOT_OPEN' });
  }
  const winner = vets[statuses.indexOf(201)]!;
  expect(one(t, 'SELECT status, booked_by_vet_id FROM shifts WHERE id = ?', shiftId)).toEqual({ status: 'booked', booked_by_vet_id: winner.id });
  expect(sql(t, 'SELECT vet_id, status FROM booking_requests WHERE shift_id = ?', shiftId)).toEqual([{ vet_id: winner.id, status: 'accepted' }]);
  expect(one<{ n: number }>(t, 'SELECT count(*) AS n FROM booking_fees').n).toBe(1);
  expect(mailTo(t, emailOf(t, c))).toHaveLength(1);
}, 120_000);
