// Rating the other side of a completed shift (booked, ended, hours approved). Double-blind: a
// rating is stored unseen and shows to anyone — the rated party included — only once both sides
// have rated that shift or RATING_BLIND_MS have passed since the approval (the visibility job).
// There is no edit route: a rating is final once given, so none can change after it shows.
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import { RATING_BLIND_MS, RATING_WINDOW_MS, type RatingReceipt, type ratingSchema } from '../../shared/shift-day';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { shiftHours, shiftRatings, shifts, type User } from '../db/schema';
import { AppError } from '../http/errors';

type RatingInput = z.output<typeof ratingSchema>;

const NOT_FOUND = () => new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');

/** The shift's approved hours: its parties and when the hours were approved; null when not completed. */
function completion(db: Pick<Db, 'select'>, shiftId: number) {
  const row = db
    .select({
      bookingRequestId: shiftHours.bookingRequestId,
      vetId: shiftHours.vetId,
      clinicId: shiftHours.clinicId,
      decidedAt: shiftHours.decidedAt,
      createdAt: shiftHours.createdAt,
    })
    .from(shiftHours)
    .innerJoin(shifts, and(eq(shifts.id, shiftHours.shiftId), eq(shifts.status, 'booked')))
    .where(and(eq(shiftHours.shiftId, shiftId), eq(shiftHours.status, 'approved')))
    .orderBy(desc(shiftHours.id))
    .get();
  return row ? { ...row, approvedAt: row.decidedAt ?? row.createdAt } : null;
}

/** Whether the user booked or worked this shift (any state): who hears 409 rather than 404. */
function isPartyOf(db: Db, shiftId: number, userId: number): boolean {
  const shift = db.select({ clinicId: shifts.clinicId, vetId: shifts.bookedByVetId, status: shifts.status }).from(shifts).where(eq(shifts.id, shiftId)).get();
  return !!shift && shift.status === 'booked' && (shift.clinicId === userId || shift.vetId === userId);
}

/** POST /api/shifts/{id}/rating: one side rates the other, once, within 30 days of the approval. */
export function rateShift(db: Db, rater: User, shiftId: number, input: RatingInput, now: number): RatingReceipt {
  return db.transaction(
    (tx) => {
      const done = completion(tx, shiftId);
      const side = done && (done.vetId === rater.id ? 'relief_vet' : done.clinicId === rater.id ? 'clinic' : null);
      if (!done || !side) {
        if (isPartyOf(db, shiftId, rater.id)) throw new AppError(409, 'You can rate this shift once its hours are approved', 'HOURS_NOT_APPROVED');
        throw NOT_FOUND();
      }
      if (now > done.approvedAt + RATING_WINDOW_MS)
        throw new AppError(409, 'Ratings can be given up to 30 days after the hours are approved', 'RATING_WINDOW_CLOSED');
      const given = tx
        .select({ id: shiftRatings.id, raterRole: shiftRatings.raterRole, visibleAt: shiftRatings.visibleAt })
        .from(shiftRatings)
        .where(eq(shiftRatings.bookingRequestId, done.bookingRequestId))
        .all();
      if (given.some((rating) => rating.raterRole === side)) throw new AppError(409, 'You have already rated this shift', 'ALREADY_RATED');
      const visibleBy = done.approvedAt + RATING_BLIND_MS;
      // The second side's rating lifts the blind for both; past the blind period it shows at once.
      const visibleAt = given.length > 0 || now >= visibleBy ? now : null;
      const stored = tx
        .insert(shiftRatings)
        .values({
          shiftId,
          bookingRequestId: done.bookingRequestId,
          raterUserId: rater.id,
          raterRole: side,
          rateeUserId: side === 'clinic' ? done.vetId : done.clinicId,
          stars: input.stars,
          wouldWorkAgain: input.wouldWorkAgain,
          comment: input.comment,
          visibleBy,
          visibleAt,
          createdAt: now,
        })
        .returning()
        .get();
      if (visibleAt !== null) {
        tx.update(shiftRatings)
          .set({ visibleAt })
          .where(and(eq(shiftRatings.bookingRequestId, done.bookingRequestId), isNull(shiftRatings.visibleAt)))
          .run();
      }
      return {
        id: stored.id,
        shiftId,
        stars: stored.stars,
        wouldWorkAgain: stored.wouldWorkAgain,
        comment: stored.comment,
        visibleBy: new Date(visibleBy).toISOString(),
        visible: visibleAt !== null,
      };
    },
    { behavior: 'immediate' },
  );
}

/** The visibility job: ratings whose blind period has passed show, whether or not the other side rated. */
export function revealDueRatings(db: Db, now: number): number {
  return db
    .update(shiftRatings)
    .set({ visibleAt: now })
    .where(and(isNull(shiftRatings.visibleAt), lte(shiftRatings.visibleBy, now)))
    .returning({ id: shiftRatings.id })
    .all().length;
}
