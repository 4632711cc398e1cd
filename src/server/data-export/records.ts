// The export's records of work done: hours, ratings given and received, invoices as printed,
// licences, favourites and referrals. Ratings received are only those already visible: the
// export tells no more than the app does (a blind rating stays blind, a hidden comment hidden).
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { invoiceToday } from '../../shared/invoices';
import type { Db } from '../db/client';
import { favourites, referrals, shiftHours, shiftInvoices, shiftRatings, type User, vetLicences } from '../db/schema';
import { invoiceDetails } from '../invoices/read';
import { bookingIdPages } from './marketplace';
import type { NameOf } from './names';
import { isoOrNull, paged, pagesOf } from './pages';

/** Invoices carry their lines and history: a smaller page keeps one page's worth of them small. */
const INVOICE_PAGE_SIZE = 100;

const isClinic = (user: User) => user.userType === 'clinic';

/** Every version of the hours of the user's booked shifts, as proposed and decided. */
export function hours(db: Db, user: User, nameOf: NameOf) {
  const mine = isClinic(user) ? shiftHours.clinicId : shiftHours.vetId;
  return paged(
    (after, limit) =>
      db
        .select()
        .from(shiftHours)
        .where(and(eq(mine, user.id), gt(shiftHours.id, after)))
        .orderBy(asc(shiftHours.id))
        .limit(limit)
        .all(),
    (row) => row.id,
  ).map((row) => ({
    shiftId: row.shiftId,
    bookingId: row.bookingRequestId,
    clinic: nameOf(row.clinicId),
    vet: nameOf(row.vetId),
    version: row.version,
    proposedBy: row.proposedBy,
    startTime: row.startTime,
    endTime: row.endTime,
    breakMinutes: row.breakMinutes,
    note: row.note,
    workedMinutes: row.workedMinutes,
    hourlyRateCents: row.hourlyRate,
    amountCents: row.amountCents,
    status: row.status,
    decidedAt: isoOrNull(row.decidedAt),
    createdAt: isoOrNull(row.createdAt),
  }));
}

/** The ratings of the user's bookings written by `role`, booking by booking. */
function ratingsOf(db: Db, user: User, role: User['userType'], visibleOnly: boolean) {
  return bookingIdPages(db, user).flatMap((ids) =>
    db
      .select()
      .from(shiftRatings)
      .where(and(inArray(shiftRatings.bookingRequestId, ids), eq(shiftRatings.raterRole, role), visibleOnly ? isNotNull(shiftRatings.visibleAt) : undefined))
      .orderBy(asc(shiftRatings.bookingRequestId))
      .all(),
  );
}

/** The ratings the user wrote, whether or not they show yet. */
export function ratingsGiven(db: Db, user: User, nameOf: NameOf) {
  return ratingsOf(db, user, user.userType, false).map((row) => ({
    shiftId: row.shiftId,
    rated: nameOf(row.rateeUserId),
    stars: row.stars,
    wouldWorkAgain: row.wouldWorkAgain,
    comment: row.comment,
    visibleAt: isoOrNull(row.visibleAt),
    hiddenByModerator: row.hiddenAt !== null,
    response: row.visibleAt === null || row.hiddenAt !== null ? null : row.response,
    createdAt: isoOrNull(row.createdAt),
  }));
}

/** The ratings of the user that show, with the user's own answers; a hidden comment stays hidden. */
export function ratingsReceived(db: Db, user: User, nameOf: NameOf) {
  const otherSide = isClinic(user) ? 'relief_vet' : 'clinic';
  return ratingsOf(db, user, otherSide, true).map((row) => {
    const hidden = row.hiddenAt !== null;
    return {
      shiftId: row.shiftId,
      ratedBy: nameOf(row.raterUserId),
      stars: row.stars,
      wouldWorkAgain: row.wouldWorkAgain,
      comment: hidden ? null : row.comment,
      hiddenByModerator: hidden,
      response: hidden ? null : row.response,
      respondedAt: hidden ? null : isoOrNull(row.respondedAt),
      visibleAt: isoOrNull(row.visibleAt),
    };
  });
}

/** The user's invoices as printed, lines and history included: a vet's all, a clinic's those sent to it. */
export function invoices(db: Db, user: User, now: number) {
  const mine = isClinic(user) ? shiftInvoices.clinicId : shiftInvoices.vetId;
  const today = invoiceToday(now);
  return pagesOf(
    (after, limit) =>
      db
        .select({ id: shiftInvoices.id })
        .from(shiftInvoices)
        .where(and(eq(mine, user.id), gt(shiftInvoices.id, after)))
        .orderBy(asc(shiftInvoices.id))
        .limit(limit)
        .all(),
    (row) => row.id,
    INVOICE_PAGE_SIZE,
  )
    .flatMap((rows) =>
      invoiceDetails(
        db,
        rows.map((row) => row.id),
        user,
        today,
      ),
    )
    .map(({ actions: _actions, vet: _vet, clinic: _clinic, ...invoice }) => invoice);
}

/** A vet's licences and where their checks stand. */
export function licences(db: Db, user: User) {
  return db
    .select()
    .from(vetLicences)
    .where(eq(vetLicences.vetId, user.id))
    .orderBy(asc(vetLicences.id))
    .all()
    .map((row) => ({
      state: row.state,
      licenceNumber: row.licenceNumber,
      expiresOn: row.expiresOn,
      status: row.status,
      decidedAt: isoOrNull(row.decidedAt),
      decisionNote: row.decisionNote,
      expiredAt: isoOrNull(row.expiredAt),
      createdAt: isoOrNull(row.createdAt),
    }));
}

/** The user's own favourites (never who favourited them: that is the other's private list). */
export function favouritesOf(db: Db, user: User, nameOf: NameOf) {
  return paged(
    (after, limit) =>
      db
        .select()
        .from(favourites)
        .where(and(eq(favourites.ownerId, user.id), gt(favourites.targetId, after)))
        .orderBy(asc(favourites.targetId))
        .limit(limit)
        .all(),
    (row) => row.targetId,
  ).map((row) => ({ name: nameOf(row.targetId), since: isoOrNull(row.createdAt) }));
}

/**
 * Referrals: those the user made, as the app counts them (the people referred are not named,
 * the app never shows them), and the one that brought the user, by its code.
 */
export function referralsOf(db: Db, user: User) {
  const made = db.select().from(referrals).where(eq(referrals.referrerId, user.id)).orderBy(asc(referrals.id)).all();
  const received = db.select().from(referrals).where(eq(referrals.refereeId, user.id)).get();
  return {
    made: made.map((row) => ({
      code: row.referralCode,
      status: row.status,
      rewardType: row.rewardType,
      rewardAmountCents: row.rewardAmount,
      eligibleAt: isoOrNull(row.eligibleAt),
      verifiedAt: isoOrNull(row.verifiedAt),
      rewardSentAt: isoOrNull(row.rewardSentDate),
      createdAt: isoOrNull(row.createdAt),
    })),
    referredWith: received === undefined ? null : { code: received.referralCode, status: received.status, createdAt: isoOrNull(received.createdAt) },
  };
}
