// Vets' availability postings and clinics' requests for them (issue 12, spec 2 §3, §5, §7): a
// vet posts, edits and removes its dates; a subscribed clinic within a posting's travel radius
// asks for one; the vet accepts (the clinic's shift is created and booked in the same
// transaction) or declines; the clinic withdraws. Every change is one BEGIN IMMEDIATE
// transaction with its e-mails queued in the outbox (and, for a new posting, the alert fan-out
// row); the events go out once it has committed.
//
// Choices where the spec is silent:
// - A vet's postings never overlap each other, nor a booking the vet already holds (409): the
//   screen's parallel posts of several dates are then safe to retry, and a posted date can
//   always be booked when nothing else has been meanwhile.
// - A new posting alerts nearby clinics (one fan-out row); an edit does not alert again. An edit
//   that moves the date or the times closes its pending requests (declined, the clinics told);
//   one that changes only the rate, radius, practice types or notes keeps them.
// - Deleting a posting removes it with its requests; the clinics still waiting are told.
// - One request per clinic per posting (a unique index): a pending or accepted one answers 409
//   'already requested'; a declined or withdrawn one may be sent again (the same row, pending,
//   with the new rate and message).
// - Within the radius means the straight-line distance between the clinic's and the vet's
//   profile locations is at most the posting's travel radius (403 otherwise, naming both).
// - A posted date's start is the clinic's wall-clock time (bookings/shift-time.ts): a date that
//   has started can no longer be requested or accepted (409).
// - Accepting creates the clinic's shift (type 'regular', the posting's date, times and practice
//   types, the rate proposed, else the posting's, else the vet's profile rate, at the clinic's
//   location) and books it through bookShift, so the booking fee and the no-double-booking rule
//   are those of every other booking, and the booking shows on both sides' /bookings.
import { and, between, eq, sql } from 'drizzle-orm';
import type { AvailabilityInput, AvailabilityRequest, AvailabilityRequestInput, OwnPosting } from '../../shared/availability';
import { shiftsOverlap } from '../../shared/bookings';
import { distanceMiles } from '../../shared/geo';
import { latestOfferDate, TOO_FAR_AHEAD, tooFarAheadMessage } from '../../shared/date-limits';
import { earliestUsToday } from '../../shared/shifts';
import { queueAlertFanout } from '../alerts/queue';
import { bookShift } from '../bookings/book-shift';
import { findBookingClash } from '../bookings/clash';
import { decidePending } from '../bookings/decide-pending';
import { shiftStartsAt } from '../bookings/shift-time';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { availabilityRequests, clinicProfiles, shifts, type User, users, vetAvailability, vetProfiles } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import type { AvailabilityEvent } from '../events/app-event';
import { AppError } from '../http/errors';
import { type RequestEndCause, requestAcceptedEmail, requestEndedEmail, requestReceivedEmail } from './emails';
import { availabilityRequestView, ownPosting, type Viewer } from './views';
import { DAY_MS } from '../../shared/time';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'events'>;

/** A posting with what the checks and e-mails need of its vet (the name as on the profile). */
function postingFacts(deps: Deps, postingId: number) {
  const { db } = deps;
  const p = vetAvailability;
  return prepared(db, 'posting-facts', () =>
    db
      .select({
        id: p.id,
        vetId: p.vetId,
        availableDate: p.availableDate,
        startTime: p.startTime,
        endTime: p.endTime,
        practiceTypes: p.practiceTypes,
        hourlyRate: p.hourlyRate,
        travelRadius: p.travelRadius,
        status: p.status,
        vetEmail: users.email,
        vetName: sql<string>`coalesce(${vetProfiles.firstName}, ${users.firstName}) || ' ' || coalesce(${vetProfiles.lastName}, ${users.lastName})`,
        vetRate: vetProfiles.hourlyRate,
        vetLat: vetProfiles.latitude,
        vetLng: vetProfiles.longitude,
      })
      .from(p)
      .innerJoin(users, eq(users.id, p.vetId))
      .leftJoin(vetProfiles, eq(vetProfiles.userId, p.vetId))
      .where(eq(p.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id: postingId });
}

type PostingFacts = NonNullable<ReturnType<typeof postingFacts>>;

/** A clinic's address for e-mail, name, state (its zone) and location. */
function clinicFacts(deps: Deps, clinicId: number) {
  const { db } = deps;
  return prepared(db, 'clinic-facts', () =>
    db
      .select({
        id: users.id,
        email: users.email,
        clinicName: clinicProfiles.clinicName,
        state: clinicProfiles.state,
        latitude: clinicProfiles.latitude,
        longitude: clinicProfiles.longitude,
      })
      .from(users)
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id: clinicId })!;
}

type ClinicFacts = ReturnType<typeof clinicFacts>;

function requestFacts(deps: Deps, requestId: number) {
  const { db } = deps;
  const r = availabilityRequests;
  return prepared(db, 'availability-request-facts', () =>
    db
      .select({
        id: r.id,
        postingId: r.availabilityPostingId,
        clinicId: r.clinicId,
        vetId: r.vetId,
        proposedHourlyRate: r.proposedHourlyRate,
        status: r.status,
      })
      .from(r)
      .where(eq(r.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id: requestId });
}

const dayOffset = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const slotOf = (posting: { availableDate: string; startTime: string; endTime: string }) => ({
  shiftDate: posting.availableDate,
  startTime: posting.startTime,
  endTime: posting.endTime,
});

const bookingsLink = (deps: Deps) => `${deps.config.publicUrl}/bookings`;
const browseLink = (deps: Deps) => `${deps.config.publicUrl}/browse`;
const clinicLabel = (clinic: ClinicFacts) => clinic.clinicName ?? 'A clinic';

/** The columns a vet sets on its posting. */
function postingValues(input: AvailabilityInput) {
  const { availableDate, startTime, endTime, practiceTypes, hourlyRate, travelRadius, notes } = input;
  return { availableDate, startTime, endTime, practiceTypes, hourlyRate, travelRadius, notes };
}

function publish(deps: Deps, event: Omit<AvailabilityEvent, 'type' | 'userIds'> & { userIds: number[] }) {
  deps.events.publish({ type: 'availability.changed', ...event, userIds: [...new Set(event.userIds)] });
}

/** A posting's date from today (wherever in the US it still is) to 18 months ahead. */
function rejectOutOfRangeDate(date: string, now: number) {
  if (date < earliestUsToday(now)) throw new AppError(400, `availableDate ${date} is in the past`, 'PAST_DATE');
  if (date > latestOfferDate(now)) throw new AppError(400, tooFarAheadMessage('Available'), TOO_FAR_AHEAD);
}

/**
 * The vet's own posting or a booking it holds that overlaps `slot` (another posting of its own
 * than `exceptId`): 409 naming it. Runs inside the write transaction.
 */
function rejectOverlaps(deps: Deps, vetId: number, slot: AvailabilityInput, exceptId: number | null) {
  const p = vetAvailability;
  const near = deps.db
    .select({ id: p.id, availableDate: p.availableDate, startTime: p.startTime, endTime: p.endTime })
    .from(p)
    .where(and(eq(p.vetId, vetId), between(p.availableDate, dayOffset(slot.availableDate, -1), dayOffset(slot.availableDate, 1))))
    .orderBy(p.availableDate, p.startTime)
    .all();
  const overlapping = near.find((posting) => posting.id !== exceptId && shiftsOverlap(slotOf(posting), slotOf(slot)));
  if (overlapping) {
    throw new AppError(
      409,
      `You have already posted availability on ${overlapping.availableDate} from ${overlapping.startTime} to ${overlapping.endTime}, which overlaps these times`,
      'POSTING_OVERLAP',
    );
  }
  const clash = findBookingClash(deps.db, vetId, slotOf(slot));
  if (clash) {
    const where = clash.clinicName ? ` at ${clash.clinicName}` : '';
    throw new AppError(
      409,
      `You are already booked on ${clash.shiftDate} from ${clash.startTime} to ${clash.endTime}${where}, which overlaps these times`,
      'BOOKING_CLASH',
    );
  }
}

/** POST /api/vet-availability: one date; the alert fan-out row is written with it. */
export function createPosting(deps: Deps, vet: User, input: AvailabilityInput): OwnPosting {
  const { db } = deps;
  const now = deps.clock();
  rejectOutOfRangeDate(input.availableDate, now);
  const id = db.transaction(
    () => {
      rejectOverlaps(deps, vet.id, input, null);
      const postingId = db
        .insert(vetAvailability)
        .values({ vetId: vet.id, ...postingValues(input), status: 'available', createdAt: now, updatedAt: now })
        .returning({ id: vetAvailability.id })
        .get().id;
      queueAlertFanout(db, { kind: 'availability', actorId: vet.id, refIds: [postingId], now });
      return postingId;
    },
    { behavior: 'immediate' },
  );
  publish(deps, { change: 'posted', vetId: vet.id, postingIds: [id], requestIds: [], userIds: [vet.id] });
  return ownPosting(db, vet.id, id)!;
}

function ownPostingFacts(deps: Deps, vet: User, postingId: number): PostingFacts {
  const posting = postingFacts(deps, postingId);
  // Another vet's posting answers exactly like a missing one.
  if (!posting || posting.vetId !== vet.id) throw new AppError(404, 'Availability posting not found', 'POSTING_NOT_FOUND');
  return posting;
}

/** Declines the posting's pending requests; answers which, and their clinics. */
function declinePendingOf(db: Db, postingId: number, now: number): { id: number; clinicId: number }[] {
  const r = availabilityRequests;
  return db
    .update(r)
    .set({ status: 'declined', decidedAt: now, updatedAt: now })
    .where(and(eq(r.availabilityPostingId, postingId), eq(r.status, 'pending')))
    .returning({ id: r.id, clinicId: r.clinicId })
    .all();
}

/** Ends the posting's pending requests (declined), e-mailing their clinics; answers who was told. */
function closePending(deps: Deps, tx: Parameters<typeof enqueueEmail>[0], posting: PostingFacts, cause: RequestEndCause, now: number) {
  const closed = declinePendingOf(deps.db, posting.id, now);
  for (const request of closed) {
    const email = requestEndedEmail(deps.config.APP_NAME, clinicFacts(deps, request.clinicId).email, posting.vetName, posting, cause, browseLink(deps));
    enqueueEmail(tx, email, now);
  }
  return closed;
}

/** PATCH /api/vet-availability/:id: one date; a booked posting is locked. Does not alert again. */
export function updatePosting(deps: Deps, vet: User, postingId: number, input: AvailabilityInput): OwnPosting {
  const { db } = deps;
  const now = deps.clock();
  const closed = db.transaction(
    (tx) => {
      const posting = ownPostingFacts(deps, vet, postingId);
      if (posting.status === 'booked') throw new AppError(409, 'This date is booked and can no longer be edited', 'POSTING_BOOKED');
      if (input.availableDate !== posting.availableDate) rejectOutOfRangeDate(input.availableDate, now);
      rejectOverlaps(deps, vet.id, input, posting.id);
      db.update(vetAvailability)
        .set({ ...postingValues(input), updatedAt: now })
        .where(eq(vetAvailability.id, posting.id))
        .run();
      const moved = input.availableDate !== posting.availableDate || input.startTime !== posting.startTime || input.endTime !== posting.endTime;
      return moved ? closePending(deps, tx, posting, 'changed', now) : [];
    },
    { behavior: 'immediate' },
  );
  publish(deps, {
    change: 'edited',
    vetId: vet.id,
    postingIds: [postingId],
    requestIds: closed.map((request) => request.id),
    userIds: [vet.id, ...closed.map((request) => request.clinicId)],
  });
  return ownPosting(db, vet.id, postingId)!;
}

/** DELETE /api/vet-availability/:id: a booked posting is locked; the clinics still waiting are told. */
export function deletePosting(deps: Deps, vet: User, postingId: number): { id: number } {
  const { db } = deps;
  const now = deps.clock();
  const closed = db.transaction(
    (tx) => {
      const posting = ownPostingFacts(deps, vet, postingId);
      if (posting.status === 'booked') throw new AppError(409, 'This date is booked and can no longer be deleted', 'POSTING_BOOKED');
      const told = closePending(deps, tx, posting, 'removed', now);
      // Its requests go with it (ON DELETE CASCADE).
      db.delete(vetAvailability).where(eq(vetAvailability.id, posting.id)).run();
      return told;
    },
    { behavior: 'immediate' },
  );
  publish(deps, {
    change: 'deleted',
    vetId: vet.id,
    postingIds: [postingId],
    requestIds: closed.map((request) => request.id),
    userIds: [vet.id, ...closed.map((request) => request.clinicId)],
  });
  return { id: postingId };
}

function hasStarted(posting: PostingFacts, clinic: ClinicFacts, now: number): boolean {
  return posting.availableDate < earliestUsToday(now) || shiftStartsAt(slotOf(posting), clinic.state) <= now;
}

function viewOf(deps: Deps, user: User, requestId: number): AvailabilityRequest {
  return availabilityRequestView(deps.db, user as Viewer, requestId, deps.clock())!;
}

const formatMiles = (miles: number) => `${miles.toFixed(1)} miles`;

/** POST /api/availability-requests: a subscribed clinic within the travel radius asks for a posted date. */
export function requestPosting(deps: Deps, clinicUser: User, input: AvailabilityRequestInput): AvailabilityRequest {
  const { db, config } = deps;
  const now = deps.clock();
  const r = availabilityRequests;
  const result = db.transaction(
    (tx) => {
      const posting = postingFacts(deps, input.availabilityPostingId);
      if (!posting) throw new AppError(404, 'Availability posting not found', 'POSTING_NOT_FOUND');
      const earlier = tx
        .select({ id: r.id, status: r.status })
        .from(r)
        .where(and(eq(r.availabilityPostingId, posting.id), eq(r.clinicId, clinicUser.id)))
        .get();
      if (earlier?.status === 'pending' || earlier?.status === 'accepted') {
        const outcome = earlier.status === 'pending' ? 'it is waiting for the vet' : 'the vet accepted it';
        throw new AppError(409, `You have already requested this date (${outcome})`, 'ALREADY_REQUESTED');
      }
      if (posting.status !== 'available') throw new AppError(409, 'This date has already been booked', 'POSTING_BOOKED');
      const clinic = clinicFacts(deps, clinicUser.id);
      if (hasStarted(posting, clinic, now)) throw new AppError(409, 'This date has already started or passed', 'POSTING_PAST');
      if (clinic.latitude === null || clinic.longitude === null || posting.vetLat === null || posting.vetLng === null) {
        throw new AppError(
          409,
          `The distance between your clinic and Dr. ${posting.vetName} is unknown: check the clinic's address on your profile`,
          'NO_LOCATION',
        );
      }
      const miles = distanceMiles(clinic.latitude, clinic.longitude, posting.vetLat, posting.vetLng);
      if (miles > posting.travelRadius) {
        throw new AppError(
          403,
          `Your clinic is ${formatMiles(miles)} from Dr. ${posting.vetName}, who travels up to ${posting.travelRadius} miles for this date`,
          'OUT_OF_RANGE',
        );
      }
      if (findBookingClash(db, posting.vetId, slotOf(posting))) {
        throw new AppError(409, `Dr. ${posting.vetName} is already booked at that time`, 'VET_BOOKED');
      }
      const asked = { proposedHourlyRate: input.proposedHourlyRate, message: input.message, createdAt: now, updatedAt: now };
      let id: number;
      if (earlier) {
        tx.update(r)
          .set({ ...asked, status: 'pending', decidedAt: null, createdShiftId: null })
          .where(eq(r.id, earlier.id))
          .run();
        id = earlier.id;
      } else {
        id = tx
          .insert(r)
          .values({ ...asked, availabilityPostingId: posting.id, clinicId: clinicUser.id, vetId: posting.vetId, status: 'pending' })
          .returning({ id: r.id })
          .get().id;
      }
      const email = requestReceivedEmail(
        config.APP_NAME,
        posting.vetEmail,
        clinicLabel(clinic),
        posting,
        input.proposedHourlyRate,
        input.message,
        bookingsLink(deps),
      );
      enqueueEmail(tx, email, now);
      return { id, vetId: posting.vetId, postingId: posting.id };
    },
    { behavior: 'immediate' },
  );
  publish(deps, { change: 'requested', vetId: result.vetId, postingIds: [result.postingId], requestIds: [result.id], userIds: [result.vetId, clinicUser.id] });
  return viewOf(deps, clinicUser, result.id);
}

interface BookingNews {
  requestIds: number[];
  shiftId: number;
  userIds: number[];
}

/** PUT /api/availability-requests/:id: the vet accepts or declines; the clinic withdraws its own. */
export function decideAvailabilityRequest(deps: Deps, user: User, requestId: number, status: 'accepted' | 'declined' | 'withdrawn'): AvailabilityRequest {
  const { db, config } = deps;
  const now = deps.clock();
  const r = availabilityRequests;
  const decided = decidePending(db, user.id, status, now, {
    decider: 'vet',
    load: () => requestFacts(deps, requestId),
    notFound: () => new AppError(404, 'Request not found', 'REQUEST_NOT_FOUND'),
    notPending: (request) => new AppError(409, `This request is no longer pending (it was ${request.status})`, 'REQUEST_NOT_PENDING'),
    apply: (request, outcome): { vetId: number; postingId: number; booking: BookingNews | null } => {
      const posting = postingFacts(deps, request.postingId)!;
      const clinic = clinicFacts(deps, request.clinicId);
      if (status !== 'accepted') {
        db.update(r).set({ status, decidedAt: now, updatedAt: now }).where(eq(r.id, request.id)).run();
        if (status === 'declined') {
          outcome.emails.push(requestEndedEmail(config.APP_NAME, clinic.email, posting.vetName, posting, 'declined', browseLink(deps)));
        }
        return { vetId: request.vetId, postingId: posting.id, booking: null };
      }
      if (posting.status !== 'available') throw new AppError(409, 'This date has already been booked', 'POSTING_BOOKED');
      if (hasStarted(posting, clinic, now)) throw new AppError(409, 'This date has already started and can no longer be booked', 'POSTING_PAST');
      const rate = request.proposedHourlyRate ?? posting.hourlyRate ?? posting.vetRate ?? 0;
      const shiftId = db
        .insert(shifts)
        .values({
          clinicId: clinic.id,
          shiftDate: posting.availableDate,
          startTime: posting.startTime,
          endTime: posting.endTime,
          hourlyRate: rate,
          shiftType: 'regular',
          status: 'open',
          practiceTypes: posting.practiceTypes,
          latitude: clinic.latitude,
          longitude: clinic.longitude,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: shifts.id })
        .get().id;
      // The no-double-booking rule: a clash throws 409 and the transaction stores nothing.
      const booked = bookShift(db, { shiftId, vetId: request.vetId, now, requestId: null });
      db.update(vetAvailability)
        .set({ status: 'booked', bookedByClinicId: clinic.id, updatedAt: now })
        .where(and(eq(vetAvailability.id, posting.id), eq(vetAvailability.status, 'available')))
        .run();
      db.update(r).set({ status: 'accepted', createdShiftId: shiftId, decidedAt: now, updatedAt: now }).where(eq(r.id, request.id)).run();
      outcome.emails.push(requestAcceptedEmail(config.APP_NAME, clinic.email, posting.vetName, posting, rate, bookingsLink(deps)));
      for (const other of declinePendingOf(db, posting.id, now)) {
        outcome.userIds.push(other.clinicId);
        outcome.requestIds.push(other.id);
        outcome.emails.push(requestEndedEmail(config.APP_NAME, clinicFacts(deps, other.clinicId).email, posting.vetName, posting, 'booked', browseLink(deps)));
      }
      const booking = {
        shiftId,
        requestIds: [booked.requestId, ...booked.withdrawn.map((other) => other.id)],
        userIds: [request.vetId, request.clinicId, ...booked.withdrawn.map((other) => other.clinicId)],
      };
      return { vetId: request.vetId, postingId: posting.id, booking };
    },
  });
  const { vetId, postingId, booking } = decided.result;
  publish(deps, { change: status, vetId, postingIds: [postingId], requestIds: decided.requestIds, userIds: decided.userIds });
  if (booking) {
    deps.events.publish({
      type: 'booking.changed',
      change: 'accepted',
      requestIds: booking.requestIds,
      shiftId: booking.shiftId,
      userIds: [...new Set(booking.userIds)],
    });
  }
  return viewOf(deps, user, requestId);
}
