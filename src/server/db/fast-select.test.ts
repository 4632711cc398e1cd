import { describe, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { fastSelect } from './fast-select';
import { migrate } from './migrate';
import { shiftCancellations, shifts, users } from './schema';

describe('fastSelect', () => {
  test('answers what drizzle answers: JSON and boolean columns decoded, nested objects, placeholders, nulls', () => {
    const db = openDatabase(':memory:');
    migrate(db.$client);
    const now = Date.now();
    const clinic = db.insert(users).values({ email: 'c@example.com', passwordHash: 'x', firstName: 'C', lastName: 'D', userType: 'clinic' }).returning().get();
    const shift = db
      .insert(shifts)
      .values({
        clinicId: clinic.id,
        shiftDate: '2030-01-02',
        startTime: '08:00',
        endTime: '17:00',
        hourlyRate: 9000,
        shiftType: 'regular',
        practiceTypes: ['small_animal', 'exotic'],
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    const fields = {
      id: shifts.id,
      shift: { practiceTypes: shifts.practiceTypes, notes: shifts.notes, status: shifts.status },
      account: { email: users.email, passwordChangeRequired: users.passwordChangeRequired },
      cancelledLate: shiftCancellations.isLate,
      twice: sql<number>`${shifts.hourlyRate} * 2`,
    };
    const query = db
      .select(fields)
      .from(shifts)
      .innerJoin(users, eq(users.id, shifts.clinicId))
      .leftJoin(shiftCancellations, eq(shiftCancellations.shiftId, shifts.id))
      .where(eq(shifts.id, sql.placeholder('id')));
    const expected = query.prepare().all({ id: shift.id });
    expect(expected).toHaveLength(1);
    const read = fastSelect(db, fields, query);
    expect(read({ id: shift.id })).toEqual(expected);
    expect(read({ id: shift.id })).toEqual([
      {
        id: shift.id,
        shift: { practiceTypes: ['small_animal', 'exotic'], notes: null, status: 'open' },
        account: { email: 'c@example.com', passwordChangeRequired: false },
        cancelledLate: null,
        twice: 18000,
      },
    ]);
    expect(read({ id: shift.id + 1 })).toEqual([]);
  });
});
