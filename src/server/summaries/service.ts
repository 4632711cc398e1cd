// Booking summaries (issue 11, spec 2 §3–§5): a clinic offers one vet several dates at once; the
// vet accepts some and declines the rest in one answer, and each accepted date becomes a booked
// shift of the clinic. Every write is one BEGIN IMMEDIATE transaction that also stores the
// thread message and queues the e-mail it causes; the bus hears of it once committed.
//
// Choices where the spec is silent (docs/features.md, "Booking summaries"):
// - An answer closes the summary: dates it does not name are declined with it.
// - Editing replaces the dates, bumps the version and gives the vet 7 days again from the edit.
// - Dates of one summary may not overlap each other (the vet could never accept both).
// - A date that has passed by the time of the answer can only be declined.
// - The thread messages a summary posts are e-mailed with its own e-mail, so the unread-message
//   e-mail does not repeat them.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  type BookingSummary,
  type CreateSummaryInput,
  type EditSummaryInput,
  isPastSummaryDate,
  type RespondSummaryInput,
  SUMMARY_RESPONSE_MS,
  type SummaryShiftInput,
  type SummaryStatus,
  shiftsOverlap,
} from '../../shared/bookings';
import { latestOfferDate, TOO_FAR_AHEAD, tooFarAheadMessage } from '../../shared/date-limits';
import { threadIdOf } from '../../shared/messages';
import { accessOf } from '../auth/access';
import { findUserById } from '../auth/service';
import { type BookedShift, bookShift } from '../bookings/book-shift';
import { findBookingClash } from '../bookings/clash';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import {
  type BookingSummaryRow,
  type BookingSummaryShiftRow,
  bookingRequests,
  bookingSummaries,
  bookingSummaryShifts,
  clinicProfiles,
  shifts as shiftsTable,
  type User,
} from '../db/schema';
import { type BulkNotice, notifyInBulk } from '../push/batch-grid';
import { notify } from '../push/notify';
import type { AppEvent } from '../events/app-event';
import { AppError } from '../http/errors';
import { chargeMessage } from '../messages/send-limits';
import { storeMessage } from '../messages/store-message';
import {
  shortDate,
  summaryAnsweredEmail,
  summaryAnswerMessage,
  summaryExpiredEmail,
  summaryOfferEmail,
  summaryOfferMessage,
  summaryPath,
  summaryWithdrawnEmail,
  summaryWithdrawnMessage,
} from './emails';
import { SUMMARY_PAGE_SIZE, shownStatus, summaryParties, summaryRow, summaryRowsOf, summaryShiftRows, toSummaries } from './views';

type SummaryDeps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'config' | 'sendLimits'>;

const NOT_FOUND = () => new AppError(404, 'Booking summary not found', 'SUMMARY_NOT_FOUND');

// ── Checks ────────────────────────────────────────────────────────────────────────────────────

/** The dates a clinic offers: none in the past or over 18 months ahead, none overlapping another of the same summary. */
function checkOfferedShifts(shifts: SummaryShiftInput[], now: number): void {
  const past = shifts.find((shift) => isPastSummaryDate(shift.shiftDate, now));
  if (past) throw new AppError(400, `shiftDate ${past.shiftDate} is in the past`, 'PAST_DATE');
  const latest = latestOfferDate(now);
  if (shifts.some((shift) => shift.shiftDate > latest)) throw new AppError(400, tooFarAheadMessage('Shift'), TOO_FAR_AHEAD);
  for (let i = 0; i < shifts.length; i++) {
    for (let j = i + 1; j < shifts.length; j++) {
      const [a, b] = [shifts[i]!, shifts[j]!];
      if (shiftsOverlap(a, b)) {
        throw new AppError(
          400,
          `The shifts on ${a.shiftDate} (${a.startTime}–${a.endTime}) and ${b.shiftDate} (${b.startTime}–${b.endTime}) overlap`,
          'OVERLAPPING_SHIFTS',
        );
      }
    }
  }
}

/** The vet a clinic addresses: an existing relief vet past the access gate. */
function addressedVet(db: Db, vetUserId: number, now: number): User {
  const vet = findUserById(db, vetUserId);
  if (vet?.userType !== 'relief_vet') throw new AppError(404, 'Veterinarian not found', 'VET_NOT_FOUND');
  if (accessOf(db, vet, now).access !== 'ok') {
    throw new AppError(403, 'This veterinarian cannot receive booking summaries until their profile is complete', 'VET_UNAVAILABLE');
  }
  return vet;
}

/** A summary that may still be answered, edited or withdrawn; 409 naming why not otherwise. */
function assertLive(row: BookingSummaryRow, now: number): void {
  const status = shownStatus(row, now);
  if (status === 'expired') throw new AppError(409, 'This booking summary has expired', 'SUMMARY_EXPIRED');
  if (status === 'withdrawn') throw new AppError(409, 'This booking summary was withdrawn by the clinic', 'SUMMARY_WITHDRAWN');
  if (status !== 'pending' && status !== 'edited') throw new AppError(409, 'This booking summary has already been answered', 'SUMMARY_ANSWERED');
}

/** The summary of this clinic (another clinic's answers exactly like a missing one). */
function ownSummary(db: Db, clinic: User, id: number): BookingSummaryRow {
  const row = summaryRow(db, id);
  if (!row || row.clinicId !== clinic.id) throw NOT_FOUND();
  return row;
}

// ── Writes' pieces ────────────────────────────────────────────────────────────────────────────

const byDate = <T extends { shiftDate: string; startTime: string }>(shifts: T[]): T[] =>
  [...shifts].sort((a, b) => a.shiftDate.localeCompare(b.shiftDate) || a.startTime.localeCompare(b.startTime));

function insertSummaryShifts(db: Db, summaryId: number, shifts: SummaryShiftInput[]): void {
  if (shifts.length === 0) return;
  db.insert(bookingSummaryShifts)
    .values(
      byDate(shifts).map((shift) => ({
        summaryId,
        shiftDate: shift.shiftDate,
        startTime: shift.startTime,
        endTime: shift.endTime,
        hourlyRate: shift.hourlyRate,
        notes: shift.notes,
        unpaidLunch: shift.unpaidLunch,
        status: 'pending' as const,
      })),
    )
    .run();
}

/** How the two parties are named in messages and e-mails. */
function namesOf(db: Db, clinicId: number, vetUserId: number): { clinicName: string; vetName: string } {
  const parties = summaryParties(db, [clinicId, vetUserId]);
  const clinic = parties.get(clinicId);
  const vet = parties.get(vetUserId);
  return {
    clinicName: clinic?.clinicName ?? (clinic ? `${clinic.firstName} ${clinic.lastName}` : 'A clinic'),
    vetName: vet ? `Dr. ${vet.firstName} ${vet.lastName}` : 'The veterinarian',
  };
}

/** An account deleted between the check and the insert fails its foreign key: answered as not found. */
function unlessGone<T>(write: () => T, gone: () => AppError): T {
  try {
    return write();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') throw gone();
    throw error;
  }
}

function loadSummary(db: Db, id: number, now: number): BookingSummary {
  return toSummaries(db, [summaryRow(db, id)!], now)[0]!;
}

function publishAll(deps: SummaryDeps, events: AppEvent[]): void {
  for (const event of events) deps.events.publish(event);
}

// ── Reads ─────────────────────────────────────────────────────────────────────────────────────

/** GET /api/booking-summaries: the clinic's sent or the vet's received summaries, newest first. */
export function listSummaries(deps: SummaryDeps, user: User, before?: number): BookingSummary[] {
  const side = user.userType === 'clinic' ? 'clinic' : 'vet';
  const rows = summaryRowsOf(deps.db, side, user.id, before ?? Number.MAX_SAFE_INTEGER, SUMMARY_PAGE_SIZE);
  return toSummaries(deps.db, rows, deps.clock());
}

/** GET /api/booking-summaries/{id}: for its clinic and its vet; anyone else 404. */
export function getSummary(deps: SummaryDeps, user: User, id: number): BookingSummary {
  const row = summaryRow(deps.db, id);
  if (!row || (row.clinicId !== user.id && row.vetUserId !== user.id)) throw NOT_FOUND();
  return toSummaries(deps.db, [row], deps.clock())[0]!;
}

// ── Writes ────────────────────────────────────────────────────────────────────────────────────

/** POST /api/booking-summaries: stores the summary, posts it in the pair's thread, e-mails the vet. */
export function createSummary(deps: SummaryDeps, clinic: User, input: CreateSummaryInput): BookingSummary {
  const { db, config } = deps;
  const now = deps.clock();
  checkOfferedShifts(input.shifts, now);
  const vet = addressedVet(db, input.vetUserId, now);
  // The offer is a message in the pair's thread: it spends the clinic's message budget.
  chargeMessage(db, deps.sendLimits, clinic.id, vet.id);
  const { clinicName } = namesOf(db, clinic.id, vet.id);
  const expiresAt = now + SUMMARY_RESPONSE_MS;
  const shifts = byDate(input.shifts);
  const write = () =>
    db.transaction(
      () => {
        const { id } = db
          .insert(bookingSummaries)
          .values({
            clinicId: clinic.id,
            vetUserId: vet.id,
            status: 'pending',
            notes: input.notes,
            messageThreadId: threadIdOf(clinic.id, vet.id),
            expiresAt,
            version: 1,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: bookingSummaries.id })
          .get();
        insertSummaryShifts(db, id, shifts);
        const message = storeMessage(db, { fromUserId: clinic.id, toUserId: vet.id, content: summaryOfferMessage(id, shifts, 1), now, emailed: true });
        const link = `${config.publicUrl}${summaryPath(id)}&from=email`;
        notify(
          db,
          {
            userId: vet.id,
            event: 'summary',
            email: summaryOfferEmail(config.APP_NAME, vet.email, clinicName, shifts, input.notes, link, expiresAt, 1),
            push: () => ({ title: `${clinicName} sent you a booking summary`, body: shiftCount(shifts.length), url: summaryPath(id) }),
          },
          now,
        );
        return { id, messageId: message.id };
      },
      { behavior: 'immediate' },
    );
  const { id, messageId } = unlessGone(write, () => new AppError(404, 'Veterinarian not found', 'VET_NOT_FOUND'));
  publishAll(deps, [
    { type: 'summary.changed', change: 'sent', summaryId: id, clinicId: clinic.id, vetUserId: vet.id },
    { type: 'message.sent', messageId, fromUserId: clinic.id, toUserId: vet.id },
  ]);
  return loadSummary(db, id, now);
}

/**
 * PUT /api/booking-summaries/{id}: the clinic replaces the dates of a live summary. It becomes
 * 'edited', its version goes up by one and the vet has 7 days again from now; the vet is told in
 * the thread, by e-mail and on the socket.
 */
export function editSummary(deps: SummaryDeps, clinic: User, id: number, input: EditSummaryInput): BookingSummary {
  const { db, config } = deps;
  const now = deps.clock();
  checkOfferedShifts(input.shifts, now);
  const shifts = byDate(input.shifts);
  const expiresAt = now + SUMMARY_RESPONSE_MS;
  const { vetUserId, messageId } = db.transaction(
    () => {
      const row = ownSummary(db, clinic, id);
      assertLive(row, now);
      chargeMessage(db, deps.sendLimits, clinic.id, row.vetUserId);
      const version = row.version + 1;
      db.delete(bookingSummaryShifts).where(eq(bookingSummaryShifts.summaryId, id)).run();
      insertSummaryShifts(db, id, shifts);
      db.update(bookingSummaries).set({ status: 'edited', notes: input.notes, version, expiresAt, updatedAt: now }).where(eq(bookingSummaries.id, id)).run();
      const message = storeMessage(db, {
        fromUserId: clinic.id,
        toUserId: row.vetUserId,
        content: summaryOfferMessage(id, shifts, version),
        now,
        emailed: true,
      });
      const vet = findUserById(db, row.vetUserId);
      if (vet) {
        const { clinicName } = namesOf(db, clinic.id, vet.id);
        const link = `${config.publicUrl}${summaryPath(id)}&from=email`;
        notify(
          db,
          {
            userId: vet.id,
            event: 'summary',
            email: summaryOfferEmail(config.APP_NAME, vet.email, clinicName, shifts, input.notes, link, expiresAt, version),
            push: () => ({ title: `${clinicName} updated a booking summary`, body: shiftCount(shifts.length), url: summaryPath(id) }),
          },
          now,
        );
      }
      return { vetUserId: row.vetUserId, messageId: message.id };
    },
    { behavior: 'immediate' },
  );
  publishAll(deps, [
    { type: 'summary.changed', change: 'edited', summaryId: id, clinicId: clinic.id, vetUserId },
    { type: 'message.sent', messageId, fromUserId: clinic.id, toUserId: vetUserId },
  ]);
  return loadSummary(db, id, now);
}

/** POST /api/booking-summaries/{id}/withdraw: the clinic takes back a live summary; the vet is told. */
export function withdrawSummary(deps: SummaryDeps, clinic: User, id: number): BookingSummary {
  const { db, config } = deps;
  const now = deps.clock();
  const { vetUserId, messageId } = db.transaction(
    () => {
      const row = ownSummary(db, clinic, id);
      assertLive(row, now);
      db.update(bookingSummaries).set({ status: 'withdrawn', updatedAt: now }).where(eq(bookingSummaries.id, id)).run();
      const shifts = summaryShiftRows(db, [id]);
      const message = storeMessage(db, { fromUserId: clinic.id, toUserId: row.vetUserId, content: summaryWithdrawnMessage(id, shifts), now, emailed: true });
      const vet = findUserById(db, row.vetUserId);
      if (vet) {
        const { clinicName } = namesOf(db, clinic.id, vet.id);
        notify(
          db,
          {
            userId: vet.id,
            event: 'summary',
            email: summaryWithdrawnEmail(config.APP_NAME, vet.email, clinicName, shifts, `${config.publicUrl}/bookings`),
            push: () => ({ title: `${clinicName} withdrew a booking summary`, body: shiftCount(shifts.length), url: '/bookings' }),
          },
          now,
        );
      }
      return { vetUserId: row.vetUserId, messageId: message.id };
    },
    { behavior: 'immediate' },
  );
  publishAll(deps, [
    { type: 'summary.changed', change: 'withdrawn', summaryId: id, clinicId: clinic.id, vetUserId },
    { type: 'message.sent', messageId, fromUserId: clinic.id, toUserId: vetUserId },
  ]);
  return loadSummary(db, id, now);
}

/** Where a summary's accepted date is booked: the clinic's location and practice types. */
function clinicShiftFacts(db: Db, clinicId: number): { latitude: number | null; longitude: number | null; practiceTypes: string[] } {
  const row = db
    .select({ latitude: clinicProfiles.latitude, longitude: clinicProfiles.longitude, practiceTypes: clinicProfiles.practiceTypes })
    .from(clinicProfiles)
    .where(eq(clinicProfiles.userId, clinicId))
    .get();
  const types = row?.practiceTypes ?? [];
  return { latitude: row?.latitude ?? null, longitude: row?.longitude ?? null, practiceTypes: types.length ? types : ['small_animal'] };
}

/** Books one accepted date: the clinic's shift is created open, then booked for the vet. */
function bookSummaryShift(db: Db, summary: BookingSummaryRow, shift: BookingSummaryShiftRow, vetId: number, now: number): BookedShift {
  const clash = findBookingClash(db, vetId, shift);
  if (clash) {
    const where = clash.clinicName ? ` at ${clash.clinicName}` : '';
    throw new AppError(
      409,
      `You are already booked on ${clash.shiftDate} from ${clash.startTime} to ${clash.endTime}${where}, which overlaps the ${shortDate(shift.shiftDate)} shift ` +
        `(${shift.startTime}–${shift.endTime}) of this summary. Nothing was accepted: decline that date or cancel the other booking.`,
      'BOOKING_CLASH',
    );
  }
  const clinic = clinicShiftFacts(db, summary.clinicId);
  const notes = [shift.notes, shift.unpaidLunch ? 'Includes a 1-hour unpaid lunch' : null].filter(Boolean).join(' · ') || null;
  const { id: shiftId } = db
    .insert(shiftsTable)
    .values({
      clinicId: summary.clinicId,
      shiftDate: shift.shiftDate,
      startTime: shift.startTime,
      endTime: shift.endTime,
      hourlyRate: shift.hourlyRate,
      shiftType: 'regular',
      status: 'open',
      practiceTypes: clinic.practiceTypes,
      notes,
      latitude: clinic.latitude,
      longitude: clinic.longitude,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: shiftsTable.id })
    .get();
  const booked = bookShift(db, { shiftId, vetId, now, requestId: null });
  db.update(bookingSummaryShifts).set({ status: 'accepted', createdShiftId: shiftId }).where(eq(bookingSummaryShifts.id, shift.id)).run();
  return booked;
}

/**
 * POST /api/booking-summaries/{id}/respond: the addressed vet answers a live summary. Accepted
 * dates become booked shifts of the clinic (all of them or, on a clash or a passed date, none);
 * the dates not accepted are declined, so the answer closes the summary. The clinic is told in
 * the thread, by e-mail and on the socket.
 */
export function respondToSummary(deps: SummaryDeps, vet: User, id: number, input: RespondSummaryInput): BookingSummary {
  const { db, config } = deps;
  const now = deps.clock();
  const outcome = db.transaction(
    () => {
      const row = summaryRow(db, id);
      if (!row || row.vetUserId !== vet.id) throw NOT_FOUND();
      assertLive(row, now);
      const shifts = summaryShiftRows(db, [id]);
      const byId = new Map(shifts.map((shift) => [shift.id, shift]));
      for (const response of input.shiftResponses) {
        const shift = byId.get(response.shiftId);
        if (!shift) {
          throw new AppError(
            400,
            `Shift ${response.shiftId} is not part of this booking summary (reload it: it may have been updated)`,
            'UNKNOWN_SUMMARY_SHIFT',
          );
        }
        if (shift.status !== 'pending') throw new AppError(409, `The ${shortDate(shift.shiftDate)} shift has already been answered`, 'SUMMARY_SHIFT_ANSWERED');
      }
      const answers = new Map(input.shiftResponses.map((response) => [response.shiftId, response.status]));
      const pending = shifts.filter((shift) => shift.status === 'pending');
      const accepted = pending.filter((shift) => answers.get(shift.id) === 'accepted');
      const declined = pending.filter((shift) => answers.get(shift.id) !== 'accepted');
      const passed = accepted.find((shift) => isPastSummaryDate(shift.shiftDate, now));
      if (passed) {
        throw new AppError(409, `The ${shortDate(passed.shiftDate)} shift (${passed.shiftDate}) has already passed: it can only be declined`, 'PAST_DATE');
      }

      const booked = accepted.map((shift) => bookSummaryShift(db, row, shift, vet.id, now));
      if (declined.length) {
        db.update(bookingSummaryShifts)
          .set({ status: 'declined' })
          .where(
            inArray(
              bookingSummaryShifts.id,
              declined.map((shift) => shift.id),
            ),
          )
          .run();
      }
      const status: SummaryStatus = declined.length === 0 ? 'fully_accepted' : accepted.length ? 'partially_accepted' : 'declined';
      db.update(bookingSummaries)
        .set({ status, respondedAt: now, responseNotes: input.responseNotes, updatedAt: now })
        .where(eq(bookingSummaries.id, id))
        .run();

      const message = storeMessage(db, {
        fromUserId: vet.id,
        toUserId: row.clinicId,
        content: summaryAnswerMessage(id, accepted, declined, input.responseNotes),
        now,
        emailed: true,
      });
      const clinic = findUserById(db, row.clinicId);
      if (clinic) {
        const { vetName } = namesOf(db, row.clinicId, vet.id);
        const link = `${config.publicUrl}${summaryPath(id)}`;
        notify(
          db,
          {
            userId: row.clinicId,
            event: 'summary',
            email: summaryAnsweredEmail(config.APP_NAME, clinic.email, vetName, accepted, declined, input.responseNotes, link),
            push: () => ({
              title: `${vetName} answered your booking summary`,
              body: `${accepted.length} accepted, ${declined.length} declined`,
              url: summaryPath(id),
            }),
          },
          now,
        );
      }
      // The vet's own pending applications that a booked date withdrew, with their shifts.
      const shiftOf = (requestId: number) =>
        db.select({ shiftId: bookingRequests.shiftId }).from(bookingRequests).where(eq(bookingRequests.id, requestId)).get()?.shiftId;
      const withdrawn = booked.flatMap((result) => result.withdrawn.map((request) => ({ ...request, shiftId: shiftOf(request.id) ?? result.shift.id })));
      return { clinicId: row.clinicId, booked, withdrawn, messageId: message.id };
    },
    { behavior: 'immediate' },
  );

  publishAll(deps, [
    { type: 'summary.changed', change: 'responded', summaryId: id, clinicId: outcome.clinicId, vetUserId: vet.id },
    { type: 'message.sent', messageId: outcome.messageId, fromUserId: vet.id, toUserId: outcome.clinicId },
    ...outcome.booked.map(
      (result): AppEvent => ({
        type: 'booking.changed',
        change: 'accepted',
        requestIds: [result.requestId],
        shiftId: result.shift.id,
        userIds: [outcome.clinicId, vet.id],
      }),
    ),
    ...outcome.withdrawn.map(
      (request): AppEvent => ({
        type: 'booking.changed',
        change: 'withdrawn',
        requestIds: [request.id],
        shiftId: request.shiftId,
        userIds: [vet.id, request.clinicId],
      }),
    ),
  ]);
  return loadSummary(db, id, now);
}

// ── Expiry ────────────────────────────────────────────────────────────────────────────────────

/** Summaries expired per run; the next run takes the rest. */
const EXPIRY_BATCH = 200;

/**
 * The expiry job's work: live summaries past their deadline become 'expired' and their clinic is
 * told (e-mail and push as its grid allows), in one transaction. The UPDATE is the claim: a summary leaves the live set as it is
 * told, so a second run (or a second worker) finds nothing to tell twice.
 */
export function expireSummaries(deps: SummaryDeps): { expired: number } {
  const { db, config } = deps;
  const now = deps.clock();
  const s = bookingSummaries;
  const expired = db.transaction(
    () => {
      // The live set written as the partial index's own condition, so the index serves it.
      const due = db
        .select({ id: s.id })
        .from(s)
        .where(and(sql`${s.status} in ('pending', 'edited')`, lte(s.expiresAt, now)))
        .orderBy(s.expiresAt)
        .limit(EXPIRY_BATCH);
      const rows = db
        .update(s)
        .set({ status: 'expired', updatedAt: now })
        .where(inArray(s.id, due))
        .returning({ id: s.id, clinicId: s.clinicId, vetUserId: s.vetUserId })
        .all();
      const shifts = summaryShiftRows(
        db,
        rows.map((row) => row.id),
      );
      const notices: BulkNotice[] = [];
      for (const row of rows) {
        const clinic = findUserById(db, row.clinicId);
        if (!clinic) continue;
        const { vetName } = namesOf(db, row.clinicId, row.vetUserId);
        const dates = shifts.filter((shift) => shift.summaryId === row.id);
        notices.push({
          userId: clinic.id,
          event: 'summary',
          email: summaryExpiredEmail(config.APP_NAME, clinic.email, vetName, dates, `${config.publicUrl}${summaryPath(row.id)}`),
          push: () => ({ title: `Your booking summary to ${vetName} expired`, body: shiftCount(dates.length), url: summaryPath(row.id) }),
        });
      }
      // The clinics' grids read once for the batch.
      notifyInBulk(db, notices, now);
      return rows;
    },
    { behavior: 'immediate' },
  );
  for (const row of expired) {
    deps.events.publish({ type: 'summary.changed', change: 'expired', summaryId: row.id, clinicId: row.clinicId, vetUserId: row.vetUserId });
  }
  return { expired: expired.length };
}

/** '3 shifts' on the lock screen. */
function shiftCount(count: number): string {
  return `${count} shift${count === 1 ? '' : 's'}`;
}
