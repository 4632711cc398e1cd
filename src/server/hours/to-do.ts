// GET /api/bookings/to-do: what the caller has to do after its shifts, for the To do strip on
// /bookings and the count in the header's badge. A vet: hours to submit (booked shifts that
// ended within HOURS_TO_DO_DAYS with no hours yet), corrections to answer; a clinic: submitted
// hours to approve or dispute; both: ratings to give (hours approved within the rating window,
// not yet rated by the caller's side). Every read starts from an index on the caller's id.
import { and, asc, eq, gte, lte, notExists, sql } from 'drizzle-orm';
import { HOURS_REVIEW_MS, HOURS_TO_DO_DAYS, RATING_WINDOW_MS, type ToDoItem, type ToDoList } from '../../shared/shift-day';
import { DAY_MS } from '../../shared/time';
import { shiftEndsAt } from '../bookings/shift-time';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { bookingRequests, clinicProfiles, shiftHours, shiftRatings, shifts, type User, users, vetProfiles } from '../db/schema';

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();

const clinicName = sql<string>`coalesce(${clinicProfiles.clinicName}, 'The clinic')`;
const vetName = sql<string>`'Dr. ' || coalesce(${vetProfiles.firstName}, ${users.firstName}) || ' ' || coalesce(${vetProfiles.lastName}, ${users.lastName})`;

/** The vet's booked shifts dated in the window with no hours at all (their end is checked in the zone after). */
function unsubmitted(db: Db, vetId: number, from: string, to: string) {
  return prepared(db, 'to-do-unsubmitted', () =>
    db
      .select({
        shiftId: shifts.id,
        shiftDate: shifts.shiftDate,
        startTime: shifts.startTime,
        endTime: shifts.endTime,
        state: clinicProfiles.state,
        otherParty: clinicName,
      })
      .from(shifts)
      .innerJoin(
        bookingRequests,
        and(eq(bookingRequests.shiftId, shifts.id), eq(bookingRequests.status, 'accepted'), eq(bookingRequests.vetId, shifts.bookedByVetId)),
      )
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, shifts.clinicId))
      .where(
        and(
          eq(shifts.bookedByVetId, sql.placeholder('vetId')),
          eq(shifts.status, 'booked'),
          gte(shifts.shiftDate, sql.placeholder('from')),
          lte(shifts.shiftDate, sql.placeholder('to')),
          notExists(db.select({ one: sql`1` }).from(shiftHours).where(eq(shiftHours.bookingRequestId, bookingRequests.id))),
        ),
      )
      .orderBy(asc(shifts.shiftDate), asc(shifts.startTime))
      .prepare(),
  ).all({ vetId, from, to });
}

/** Versions at `status` waiting for this side, with the other party's name. */
function waiting(db: Db, side: 'vet' | 'clinic', userId: number, status: 'submitted' | 'proposed') {
  const key = `to-do-waiting-${side}`;
  return prepared(db, key, () => {
    const mine = side === 'vet' ? shiftHours.vetId : shiftHours.clinicId;
    return db
      .select({ shiftId: shiftHours.shiftId, shiftDate: shifts.shiftDate, createdAt: shiftHours.createdAt, otherParty: side === 'vet' ? clinicName : vetName })
      .from(shiftHours)
      .innerJoin(shifts, eq(shifts.id, shiftHours.shiftId))
      .innerJoin(users, eq(users.id, shiftHours.vetId))
      .leftJoin(vetProfiles, eq(vetProfiles.userId, shiftHours.vetId))
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, shiftHours.clinicId))
      .where(and(eq(mine, sql.placeholder('userId')), eq(shiftHours.status, sql.placeholder('status'))))
      .orderBy(asc(shifts.shiftDate))
      .prepare();
  }).all({ userId, status });
}

/** Approved hours since `since` that this side has not rated. */
function unrated(db: Db, side: 'vet' | 'clinic', userId: number, since: number) {
  return prepared(db, `to-do-unrated-${side}`, () => {
    const mine = side === 'vet' ? shiftHours.vetId : shiftHours.clinicId;
    return db
      .select({
        shiftId: shiftHours.shiftId,
        shiftDate: shifts.shiftDate,
        decidedAt: shiftHours.decidedAt,
        otherParty: side === 'vet' ? clinicName : vetName,
        otherPartyId: side === 'vet' ? shiftHours.clinicId : shiftHours.vetId,
      })
      .from(shiftHours)
      .innerJoin(shifts, eq(shifts.id, shiftHours.shiftId))
      .innerJoin(users, eq(users.id, shiftHours.vetId))
      .leftJoin(vetProfiles, eq(vetProfiles.userId, shiftHours.vetId))
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, shiftHours.clinicId))
      .where(
        and(
          eq(mine, sql.placeholder('userId')),
          eq(shiftHours.status, 'approved'),
          gte(shiftHours.decidedAt, sql.placeholder('since')),
          notExists(
            db
              .select({ one: sql`1` })
              .from(shiftRatings)
              .where(and(eq(shiftRatings.bookingRequestId, shiftHours.bookingRequestId), eq(shiftRatings.raterRole, side === 'vet' ? 'relief_vet' : 'clinic'))),
          ),
        ),
      )
      .orderBy(asc(shifts.shiftDate))
      .prepare();
  }).all({ userId, since });
}

/** The caller's To do list at `now`: hours first (they block the rest), then ratings. */
export function toDoList(db: Db, user: Pick<User, 'id' | 'userType'>, now: number): ToDoList {
  const items: ToDoItem[] = [];
  if (user.userType === 'relief_vet') {
    for (const shift of unsubmitted(db, user.id, isoDate(now - HOURS_TO_DO_DAYS * DAY_MS), isoDate(now + DAY_MS))) {
      if (shiftEndsAt(shift, shift.state) > now) continue;
      const { shiftId, shiftDate, startTime, endTime, otherParty } = shift;
      items.push({ kind: 'submit_hours', shiftId, shiftDate, startTime, endTime, otherParty });
    }
    for (const { shiftId, shiftDate, otherParty } of waiting(db, 'vet', user.id, 'proposed'))
      items.push({ kind: 'answer_correction', shiftId, shiftDate, otherParty });
  } else {
    for (const { shiftId, shiftDate, otherParty, createdAt } of waiting(db, 'clinic', user.id, 'submitted')) {
      items.push({ kind: 'review_hours', shiftId, shiftDate, otherParty, autoApprovesAt: iso(createdAt + HOURS_REVIEW_MS) });
    }
  }
  const side = user.userType === 'relief_vet' ? 'vet' : 'clinic';
  for (const { shiftId, shiftDate, otherParty, otherPartyId, decidedAt } of unrated(db, side, user.id, now - RATING_WINDOW_MS)) {
    items.push({ kind: 'rate', shiftId, shiftDate, otherParty, otherPartyId, rateBy: iso(decidedAt! + RATING_WINDOW_MS) });
  }
  return { items, count: items.length };
}

/** The dashboards' "to do" figure: hours waiting for the user (ratings aside). */
export const hoursToDoCount = (list: ToDoList) => list.items.filter((item) => item.kind !== 'rate').length;
