// track_records is kept by triggers (migration 0020): a card's completed shifts and rating figures
// follow the hours and ratings tables whichever code path wrote them, and reach the change log.
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { migratedDatabase } from '../testing/database';
import { bookingRequests, changeLog, shiftHours, shiftRatings, shifts, trackRecords, users } from './schema';

function world() {
  const db = migratedDatabase();
  const person = (id: number, userType: 'clinic' | 'relief_vet') =>
    ({ id, email: `u${id}@example.com`, passwordHash: 'x', firstName: 'A', lastName: 'B', userType }) as const;
  db.insert(users)
    .values([person(1, 'clinic'), person(2, 'relief_vet')])
    .run();
  db.insert(shifts)
    .values({
      id: 1,
      clinicId: 1,
      shiftDate: '2026-01-05',
      startTime: '09:00',
      endTime: '17:00',
      hourlyRate: 10_000,
      shiftType: 'regular',
      practiceTypes: [],
      status: 'booked',
      bookedByVetId: 2,
    })
    .run();
  db.insert(bookingRequests).values({ id: 1, shiftId: 1, vetId: 2, clinicId: 1, status: 'accepted' }).run();
  const hours = {
    shiftId: 1,
    bookingRequestId: 1,
    vetId: 2,
    clinicId: 1,
    startTime: '09:00',
    endTime: '17:00',
    breakMinutes: 0,
    workedMinutes: 480,
    hourlyRate: 10_000,
    amountCents: 80_000,
  };
  const record = (userId: number) => db.select().from(trackRecords).where(eq(trackRecords.userId, userId)).get();
  return { db, hours, record };
}

describe('track records', () => {
  test('an approved version counts one completed shift for both parties, once', () => {
    const { db, hours, record } = world();
    db.insert(shiftHours)
      .values({ ...hours, version: 1, proposedBy: 'relief_vet', status: 'submitted' })
      .run();
    expect(record(2)).toBeUndefined();
    db.update(shiftHours).set({ status: 'approved' }).run();
    db.update(shiftHours).set({ decidedAt: 5 }).run();
    expect(record(2)?.completedShifts).toBe(1);
    expect(record(1)?.completedShifts).toBe(1);
    db.delete(shiftHours).run();
    expect(record(2)?.completedShifts).toBe(0);
  });

  test('a rating counts on the rated card only once visible, and the change reaches the log', () => {
    const { db, record } = world();
    const seen = db.select().from(changeLog).all().length;
    db.insert(shiftRatings)
      .values({ shiftId: 1, bookingRequestId: 1, raterUserId: 1, raterRole: 'clinic', rateeUserId: 2, stars: 4, wouldWorkAgain: true, visibleBy: 10 })
      .run();
    expect(record(2)).toBeUndefined();
    db.update(shiftRatings).set({ visibleAt: 10 }).run();
    expect(record(2)).toMatchObject({ ratingCount: 1, starSum: 4, wouldWorkAgainCount: 1 });
    // Hiding a comment keeps the stars counted.
    db.update(shiftRatings).set({ hiddenAt: 11, hiddenReason: 'abuse' }).run();
    expect(record(2)).toMatchObject({ ratingCount: 1, starSum: 4 });
    const logged = db.select().from(changeLog).all().slice(seen);
    expect(logged).toContainEqual(expect.objectContaining({ kind: 'vet', refId: 2 }));
    expect(logged).toContainEqual(expect.objectContaining({ kind: 'clinic', refId: 2 }));
  });
});
