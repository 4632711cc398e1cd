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
import type { AvailabilityInput, AvailabilityRequest, AvailabilityRequestInput, AvailabilityRequestStatus, OwnPosting } from '../../shared/availability';
import { shiftsOverlap } from '../../shared/bookings';
import { distanceMiles } from '../../shared/geo';
import { latestOfferDate, TOO_FAR_AHEAD, tooFarAheadMessage } from '../../shared/date-limits';
import { earliestUsToday } from '../../shared/shifts';
import { queueAlertFanout } from '../alerts/queue';
import { bookShift } from '../bookings/book-shift';
import { findBookingClash } from '../bookings/clash';
import { shiftStartsAt } from '../bookings/shift-time';
import type { AppDeps } from '../context';
import type { User } from '../db/schema';
import { type EmailMessage, enqueueEmail } from '../email/outbox';
import type { AvailabilityEvent } from '../events/app-event';
import { AppError } from '../http/errors';
import { type RequestEndCause, requestAcceptedEmail, requestEndedEmail, requestReceivedEmail } from './emails';
import { availabilityRequestView, ownPosting, type Viewer } from './views';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'events'>;

interface PostingFacts {
  id: number;
  vetId: number;
  availableDate: string;
  startTime: string;
  endTime: string;
  practiceTypes: string;
  hourlyRate: number | null;
  travelRadius: number;
  status: string;
  vetEmail: string;
  vetName: string;
  vetRate: number | null;
  vetLat: number | null;
  vetLng: number | null;
}

const POSTING_FACTS = `SELECT p.id, p.vet_id AS vetId, p.available_date AS availableDate, p.start_time AS startTime, p.end_time AS endTime,
       p.practice_types AS practiceTypes, p.hourly_rate AS hourlyRate, p.travel_radius AS travelRadius, p.status,
       u.email AS vetEmail, coalesce(v.first_name, u.first_name) || ' ' || coalesce(v.last_name, u.last_name) AS vetName,
       v.hourly_rate AS vetRate, v.latitude AS vetLat, v.longitude AS vetLng
  FROM vet_availability p JOIN users u ON u.id = p.vet_id LEFT JOIN vet_profiles v ON v.user_id = p.vet_id
 WHERE p.id = ?`;

interface ClinicFacts {
  id: number;
  email: string;
  clinicName: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
}

const CLINIC_FACTS = `SELECT u.id, u.email, c.clinic_name AS clinicName, c.state, c.latitude, c.longitude
  FROM users u LEFT JOIN clinic_profiles c ON c.user_id = u.id WHERE u.id = ?`;

interface RequestFacts {
  id: number;
  postingId: number;
  clinicId: number;
  vetId: number;
  proposedHourlyRate: number | null;
  status: AvailabilityRequestStatus;
}

const REQUEST_FACTS = `SELECT id, availability_posting_id AS postingId, clinic_id AS clinicId, vet_id AS vetId, proposed_hourly_rate AS proposedHourlyRate, status
  FROM availability_requests WHERE id = ?`;

const DAY_MS = 24 * 3600 * 1000;
const dayOffset = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const slotOf = (posting: { availableDate: string; startTime: string; endTime: string }) => ({
  shiftDate: posting.availableDate,
  startTime: posting.startTime,
  endTime: posting.endTime,
});

const bookingsLink = (deps: Deps) => `${deps.config.publicUrl}/bookings`;
const browseLink = (deps: Deps) => `${deps.config.publicUrl}/browse`;
const clinicLabel = (clinic: ClinicFacts) => clinic.clinicName ?? 'A clinic';

function postingFacts(deps: Deps, postingId: number): PostingFacts | null {
  return deps.db.$client.query<PostingFacts, [number]>(POSTING_FACTS).get(postingId);
}

function clinicFacts(deps: Deps, clinicId: number): ClinicFacts {
  return deps.db.$client.query<ClinicFacts, [number]>(CLINIC_FACTS).get(clinicId)!;
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
  const near = deps.db.$client
    .query<{ id: number; availableDate: string; startTime: string; endTime: string }, [number, string, string]>(
      `SELECT id, available_date AS availableDate, start_time AS startTime, end_time AS endTime FROM vet_availability
        WHERE vet_id = ? AND available_date BETWEEN ? AND ? ORDER BY available_date, start_time`,
    )
    .all(vetId, dayOffset(slot.availableDate, -1), dayOffset(slot.availableDate, 1));
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
      const postingId = db.$client
        .query<{ id: number }, [number, string, string, string, string, number | null, number, string | null, number, number]>(
          `INSERT INTO vet_availability (vet_id, available_date, start_time, end_time, practice_types, hourly_rate, travel_radius, notes, status, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'available', ?, ?) RETURNING id`,
        )
        .get(
          vet.id,
          input.availableDate,
          input.startTime,
          input.endTime,
          JSON.stringify(input.practiceTypes),
          input.hourlyRate,
          input.travelRadius,
          input.notes,
          now,
          now,
        )!.id;
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

/** Ends the posting's pending requests (declined), e-mailing their clinics; answers who was told. */
function closePending(deps: Deps, tx: Parameters<typeof enqueueEmail>[0], posting: PostingFacts, cause: RequestEndCause, now: number) {
  const closed = deps.db.$client
    .query<{ id: number; clinicId: number }, [number, number, number]>(
      `UPDATE availability_requests SET status = 'declined', decided_at = ?, updated_at = ?
        WHERE availability_posting_id = ? AND status = 'pending' RETURNING id, clinic_id AS clinicId`,
    )
    .all(now, now, posting.id);
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
      db.$client
        .query(
          `UPDATE vet_availability SET available_date = ?, start_time = ?, end_time = ?, practice_types = ?, hourly_rate = ?, travel_radius = ?, notes = ?, updated_at = ?
            WHERE id = ?`,
        )
        .run(
          input.availableDate,
          input.startTime,
          input.endTime,
          JSON.stringify(input.practiceTypes),
          input.hourlyRate,
          input.travelRadius,
          input.notes,
          now,
          posting.id,
        );
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
      db.$client.query('DELETE FROM vet_availability WHERE id = ?').run(posting.id);
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
  const sqlite = db.$client;
  const result = db.transaction(
    (tx) => {
      const posting = postingFacts(deps, input.availabilityPostingId);
      if (!posting) throw new AppError(404, 'Availability posting not found', 'POSTING_NOT_FOUND');
      const earlier = sqlite
        .query<{ id: number; status: AvailabilityRequestStatus }, [number, number]>(
          'SELECT id, status FROM availability_requests WHERE availability_posting_id = ? AND clinic_id = ?',
        )
        .get(posting.id, clinicUser.id);
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
      let id: number;
      if (earlier) {
        sqlite
          .query(
            "UPDATE availability_requests SET status = 'pending', proposed_hourly_rate = ?, message = ?, decided_at = NULL, created_shift_id = NULL, created_at = ?, updated_at = ? WHERE id = ?",
          )
          .run(input.proposedHourlyRate, input.message, now, now, earlier.id);
        id = earlier.id;
      } else {
        id = sqlite
          .query<{ id: number }, [number, number, number, number | null, string | null, number, number]>(
            `INSERT INTO availability_requests (availability_posting_id, clinic_id, vet_id, proposed_hourly_rate, message, status, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, 'pending', ?, ?) RETURNING id`,
          )
          .get(posting.id, clinicUser.id, posting.vetId, input.proposedHourlyRate, input.message, now, now)!.id;
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
  const sqlite = db.$client;
  const result = db.transaction(
    (tx) => {
      const request = sqlite.query<RequestFacts, [number]>(REQUEST_FACTS).get(requestId);
      const mayDecide = status === 'withdrawn' ? request?.clinicId === user.id : request?.vetId === user.id;
      // Another's request answers exactly like a missing one.
      if (!request || !mayDecide) throw new AppError(404, 'Request not found', 'REQUEST_NOT_FOUND');
      if (request.status !== 'pending') throw new AppError(409, `This request is no longer pending (it was ${request.status})`, 'REQUEST_NOT_PENDING');
      const posting = postingFacts(deps, request.postingId)!;
      const clinic = clinicFacts(deps, request.clinicId);
      const emails: EmailMessage[] = [];
      const userIds = [request.vetId, request.clinicId];
      const requestIds = [request.id];
      let booking: BookingNews | null = null;
      if (status === 'accepted') {
        if (posting.status !== 'available') throw new AppError(409, 'This date has already been booked', 'POSTING_BOOKED');
        if (hasStarted(posting, clinic, now)) throw new AppError(409, 'This date has already started and can no longer be booked', 'POSTING_PAST');
        const rate = request.proposedHourlyRate ?? posting.hourlyRate ?? posting.vetRate ?? 0;
        const shiftId = sqlite
          .query<{ id: number }, [number, string, string, string, number, string, number | null, number | null, number, number]>(
            `INSERT INTO shifts (clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, status, practice_types, latitude, longitude, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, 'regular', 'open', ?, ?, ?, ?, ?) RETURNING id`,
          )
          .get(
            clinic.id,
            posting.availableDate,
            posting.startTime,
            posting.endTime,
            rate,
            posting.practiceTypes,
            clinic.latitude,
            clinic.longitude,
            now,
            now,
          )!.id;
        // The no-double-booking rule: a clash throws 409 and the transaction stores nothing.
        const booked = bookShift(db, { shiftId, vetId: request.vetId, now, requestId: null });
        sqlite
          .query("UPDATE vet_availability SET status = 'booked', booked_by_clinic_id = ?, updated_at = ? WHERE id = ? AND status = 'available'")
          .run(clinic.id, now, posting.id);
        sqlite
          .query("UPDATE availability_requests SET status = 'accepted', created_shift_id = ?, decided_at = ?, updated_at = ? WHERE id = ?")
          .run(shiftId, now, now, request.id);
        emails.push(requestAcceptedEmail(config.APP_NAME, clinic.email, posting.vetName, posting, rate, bookingsLink(deps)));
        const others = sqlite
          .query<{ id: number; clinicId: number }, [number, number, number]>(
            `UPDATE availability_requests SET status = 'declined', decided_at = ?, updated_at = ?
              WHERE availability_posting_id = ? AND status = 'pending' RETURNING id, clinic_id AS clinicId`,
          )
          .all(now, now, posting.id);
        for (const other of others) {
          userIds.push(other.clinicId);
          requestIds.push(other.id);
          emails.push(requestEndedEmail(config.APP_NAME, clinicFacts(deps, other.clinicId).email, posting.vetName, posting, 'booked', browseLink(deps)));
        }
        booking = {
          shiftId,
          requestIds: [booked.requestId, ...booked.withdrawn.map((other) => other.id)],
          userIds: [request.vetId, request.clinicId, ...booked.withdrawn.map((other) => other.clinicId)],
        };
      } else {
        sqlite.query('UPDATE availability_requests SET status = ?, decided_at = ?, updated_at = ? WHERE id = ?').run(status, now, now, request.id);
        if (status === 'declined') {
          emails.push(requestEndedEmail(config.APP_NAME, clinic.email, posting.vetName, posting, 'declined', browseLink(deps)));
        }
      }
      for (const email of emails) enqueueEmail(tx, email, now);
      return { vetId: request.vetId, postingId: posting.id, userIds, requestIds, booking };
    },
    { behavior: 'immediate' },
  );
  publish(deps, { change: status, vetId: result.vetId, postingIds: [result.postingId], requestIds: result.requestIds, userIds: result.userIds });
  if (result.booking) {
    const { requestIds, shiftId, userIds } = result.booking;
    deps.events.publish({ type: 'booking.changed', change: 'accepted', requestIds, shiftId, userIds: [...new Set(userIds)] });
  }
  return viewOf(deps, user, requestId);
}
