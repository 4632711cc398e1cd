// A person's visible ratings as the full profile lists them, newest first, paged; and the rated
// party's one answer to each. Blind ratings are never read here, so neither side — the rated
// one included — learns of a rating before it shows. Hidden comments keep their stars but lose
// their text (and the answer to it).
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { RATING_COMMENTS_PAGE_SIZE, type RatingComment, type RatingCommentsPage } from '../../shared/shift-day';
import type { Db } from '../db/client';
import { shiftRatings, shifts, type User, users } from '../db/schema';
import { AppError } from '../http/errors';
import { displayName, raterClinic, raterUser, raterVet } from './names';

const RATING_NOT_FOUND = () => new AppError(404, 'Rating not found', 'RATING_NOT_FOUND');

/** Whose ratings `reader` may read: their own, or anyone's of the other kind (as profiles). */
function readable(db: Db, reader: User, userId: number): boolean {
  if (reader.id === userId) return true;
  const person = db.select({ userType: users.userType }).from(users).where(eq(users.id, userId)).get();
  return !!person && person.userType !== reader.userType;
}

const visibleOf = (userId: number) => and(eq(shiftRatings.rateeUserId, userId), isNotNull(shiftRatings.visibleAt));

/** GET /api/people/{userId}/ratings: one page of the visible ratings of `userId`, newest first. */
export function ratingCommentsOf(db: Db, reader: User, userId: number, offset: number): RatingCommentsPage {
  if (!readable(db, reader, userId)) throw new AppError(404, 'Profile not found', 'PROFILE_NOT_FOUND');
  const rows = db
    .select({ rating: shiftRatings, raterName: displayName(raterUser, raterVet, raterClinic), shiftDate: shifts.shiftDate })
    .from(shiftRatings)
    .innerJoin(shifts, eq(shifts.id, shiftRatings.shiftId))
    .innerJoin(raterUser, eq(raterUser.id, shiftRatings.raterUserId))
    .leftJoin(raterVet, eq(raterVet.userId, shiftRatings.raterUserId))
    .leftJoin(raterClinic, eq(raterClinic.userId, shiftRatings.raterUserId))
    .where(visibleOf(userId))
    .orderBy(desc(shiftRatings.visibleAt), desc(shiftRatings.id))
    .limit(RATING_COMMENTS_PAGE_SIZE)
    .offset(offset)
    .all();
  const total = db.select({ n: count() }).from(shiftRatings).where(visibleOf(userId)).get()!.n;
  return {
    comments: rows.map(({ rating, raterName, shiftDate }): RatingComment => {
      const hidden = rating.hiddenAt !== null;
      return {
        id: rating.id,
        stars: rating.stars,
        wouldWorkAgain: rating.wouldWorkAgain,
        comment: hidden ? null : rating.comment,
        hidden,
        raterName,
        shiftDate,
        createdAt: new Date(rating.createdAt).toISOString(),
        response: hidden ? null : rating.response,
        respondedAt: hidden || rating.respondedAt === null ? null : new Date(rating.respondedAt).toISOString(),
        canRespond: !hidden && rating.response === null && rating.rateeUserId === reader.id,
      };
    }),
    total,
    offset,
    limit: RATING_COMMENTS_PAGE_SIZE,
  };
}

/** POST /api/ratings/{id}/response: the rated party answers a visible rating, once. */
export function respondToRating(db: Db, ratee: User, ratingId: number, response: string, now: number): { id: number; response: string; respondedAt: string } {
  return db.transaction(
    (tx) => {
      const rating = tx
        .select({ response: shiftRatings.response, hiddenAt: shiftRatings.hiddenAt })
        .from(shiftRatings)
        .where(and(eq(shiftRatings.id, ratingId), eq(shiftRatings.rateeUserId, ratee.id), isNotNull(shiftRatings.visibleAt)))
        .get();
      // A blind rating, or one about someone else, does not exist for this caller.
      if (!rating) throw RATING_NOT_FOUND();
      if (rating.response !== null) throw new AppError(409, 'You have already answered this rating', 'ALREADY_RESPONDED');
      if (rating.hiddenAt !== null) throw new AppError(409, 'This comment was hidden by a moderator', 'RATING_HIDDEN');
      tx.update(shiftRatings)
        .set({ response, respondedAt: now })
        .where(and(eq(shiftRatings.id, ratingId), isNull(shiftRatings.response)))
        .run();
      return { id: ratingId, response, respondedAt: new Date(now).toISOString() };
    },
    { behavior: 'immediate' },
  );
}
