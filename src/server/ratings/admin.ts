// The admin panel's view of ratings: every rating with its text, newest first (blind ones too,
// so abuse can be hidden before it shows), and hiding a comment with a reason in the audit log.
// A hidden rating still counts in the average: hiding moderates words, not the score.
import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AdminRating, AdminRatingsPage } from '../../shared/shift-day';
import { type Actor, audit } from '../admin/audit';
import { zoneOfState } from '../bookings/shift-time';
import type { Db } from '../db/client';
import { shiftRatings } from '../db/schema';
import { AppError } from '../http/errors';
import { displayName, rateeClinic, rateeUser, rateeVet, raterClinic, raterUser, raterVet } from './names';

export const ADMIN_RATINGS_PAGE_SIZE = 50;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** GET /api/admin/ratings: ratings with a comment, newest first, one page. */
export function listAdminRatings(db: Db, offset: number): AdminRatingsPage {
  const withComment = isNotNull(shiftRatings.comment);
  const rows = db
    .select({
      rating: shiftRatings,
      raterName: displayName(raterUser, raterVet, raterClinic),
      rateeName: displayName(rateeUser, rateeVet, rateeClinic),
      // One side of a rating is the shift's clinic: its profile is joined as the rater's or the ratee's.
      clinicState: sql<string | null>`coalesce(${raterClinic.state}, ${rateeClinic.state})`,
    })
    .from(shiftRatings)
    .innerJoin(raterUser, eq(raterUser.id, shiftRatings.raterUserId))
    .leftJoin(raterVet, eq(raterVet.userId, shiftRatings.raterUserId))
    .leftJoin(raterClinic, eq(raterClinic.userId, shiftRatings.raterUserId))
    .innerJoin(rateeUser, eq(rateeUser.id, shiftRatings.rateeUserId))
    .leftJoin(rateeVet, eq(rateeVet.userId, shiftRatings.rateeUserId))
    .leftJoin(rateeClinic, eq(rateeClinic.userId, shiftRatings.rateeUserId))
    .where(withComment)
    .orderBy(desc(shiftRatings.id))
    .limit(ADMIN_RATINGS_PAGE_SIZE)
    .offset(offset)
    .all();
  const total = db.select({ n: count() }).from(shiftRatings).where(withComment).get()!.n;
  return {
    ratings: rows.map(
      ({ rating, raterName, rateeName, clinicState }): AdminRating => ({
        id: rating.id,
        shiftId: rating.shiftId,
        stars: rating.stars,
        wouldWorkAgain: rating.wouldWorkAgain,
        comment: rating.comment,
        response: rating.response,
        raterName,
        rateeName,
        createdAt: new Date(rating.createdAt).toISOString(),
        zone: zoneOfState(clinicState),
        visibleAt: iso(rating.visibleAt),
        hiddenAt: iso(rating.hiddenAt),
        hiddenReason: rating.hiddenReason,
      }),
    ),
    total,
    offset,
    limit: ADMIN_RATINGS_PAGE_SIZE,
  };
}

/** POST /api/admin/ratings/{id}/hide: hides the comment (and its answer), audited with the reason. */
export function hideRating(db: Db, actor: Actor, ratingId: number, reason: string, now: number): { id: number; hiddenAt: string } {
  return db.transaction(
    (tx) => {
      const rating = tx.select({ hiddenAt: shiftRatings.hiddenAt }).from(shiftRatings).where(eq(shiftRatings.id, ratingId)).get();
      if (!rating) throw new AppError(404, 'Rating not found', 'RATING_NOT_FOUND');
      if (rating.hiddenAt !== null) throw new AppError(409, 'This comment is already hidden', 'ALREADY_HIDDEN');
      tx.update(shiftRatings).set({ hiddenAt: now, hiddenReason: reason }).where(eq(shiftRatings.id, ratingId)).run();
      audit(tx, actor, 'rating.hide', `rating:${ratingId}`, now, { reason });
      return { id: ratingId, hiddenAt: new Date(now).toISOString() };
    },
    { behavior: 'immediate' },
  );
}
