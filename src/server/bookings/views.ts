// Reading applications as the screens show them (GET /api/booking-requests and every answer of
// the booking calls). Prepared drizzle statements, one per viewer side: one query answers a page
// with the other party's card, the shift, the cancellation and the other party's late count, and
// the ids of a page come from the (owner, status, id) indexes before anything is joined.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import {
  BOOKING_HISTORY_PAGE_SIZE,
  type BookingRequest,
  type BookingRequestsPage,
  type BookingRequestStatus,
  type BookingSource,
  LATE_CANCELLATION_WINDOW_MS,
  MAX_PENDING_PER_PAGE,
} from '../../shared/bookings';
import { type AfterShift, type HoursStatus, RATING_WINDOW_MS, stageOfLatest } from '../../shared/shift-day';
import { earliestUsToday, shiftHours, shiftValueCents } from '../../shared/shifts';
import type { Db } from '../db/client';
import { fastSelect } from '../db/fast-select';
import { prepared } from '../db/prepared';
import {
  availabilityRequests,
  bookingRequests,
  clinicProfiles,
  shiftCancellations,
  shiftHours as hoursVersions,
  shiftRatings,
  shifts,
  vetProfiles,
} from '../db/schema';
import {
  applicantColumns,
  clinicColumns,
  clinicUser,
  distanceBetween,
  lateCount,
  partyJoins,
  placeColumns,
  recordOf,
  toApplicantCard,
  toClinicCard,
  type Viewer,
  vetUser,
} from './party-cards';
import { hoursBefore, shiftEndsAt, shiftStartsAt } from './shift-time';
import { licenceReader, withApplicantLicences } from '../licences/card-licences';

export type { Viewer } from './party-cards';

const r = bookingRequests;
/** The application's latest cancellation, if any. */
const sc = alias(shiftCancellations, 'sc');

/**
 * A row booked by Book now is marked instant. A row not applied for (is_from_summary) was booked
 * by the vet accepting either a summary date or a clinic's request for its posted date; the
 * latter's request names the shift it created. The vet's availability requests are read through
 * their (vet, status, id) index.
 */
const source = sql<BookingSource>`CASE WHEN ${r.isInstant} = 1 THEN 'instant' WHEN ${r.isFromSummary} = 0 THEN 'application'
  WHEN EXISTS (SELECT 1 FROM ${availabilityRequests} WHERE ${availabilityRequests.vetId} = ${r.vetId} AND ${availabilityRequests.createdShiftId} = ${r.shiftId}) THEN 'availability'
  ELSE 'summary' END`;

const common = {
  id: r.id,
  shiftId: r.shiftId,
  vetId: r.vetId,
  clinicId: r.clinicId,
  message: r.message,
  status: r.status,
  source,
  createdAt: r.createdAt,
  decidedAt: r.decidedAt,
  attendanceConfirmedAt: r.attendanceConfirmedAt,
  shift: {
    shiftDate: shifts.shiftDate,
    startTime: shifts.startTime,
    endTime: shifts.endTime,
    hourlyRate: shifts.hourlyRate,
    shiftType: shifts.shiftType,
    status: shifts.status,
    practiceTypes: shifts.practiceTypes,
    notes: shifts.notes,
    bookedByVetId: shifts.bookedByVetId,
    firstLookUntil: shifts.firstLookUntil,
    instantBooking: shifts.instantBooking,
  },
  place: placeColumns,
  /** The clinic's state gives its zone: when the shift starts. */
  clinicState: clinicProfiles.state,
  cancelledBy: sc.cancelledByRole,
  cancelReason: sc.reason,
  cancelDetails: sc.details,
  cancelledAt: sc.createdAt,
  cancelLate: sc.isLate,
  // After the shift: the latest version of its hours and their approval, through the (booking, version) index.
  hoursStatus: sql<HoursStatus | null>`(SELECT ${hoursVersions.status} FROM ${hoursVersions} WHERE ${hoursVersions.bookingRequestId} = ${r.id} ORDER BY ${hoursVersions.version} DESC LIMIT 1)`,
  approvedAt: sql<
    number | null
  >`(SELECT ${hoursVersions.decidedAt} FROM ${hoursVersions} WHERE ${hoursVersions.bookingRequestId} = ${r.id} AND ${hoursVersions.status} = 'approved')`,
};

/** Whether the viewer's side has rated the booking's shift (the (booking, rater role) unique index). */
const ratedBy = (role: 'clinic' | 'relief_vet') =>
  sql<number>`EXISTS (SELECT 1 FROM ${shiftRatings} WHERE ${shiftRatings.bookingRequestId} = ${r.id} AND ${shiftRatings.raterRole} = ${sql.raw(`'${role}'`)})`;

/**
 * The statement of one viewer side for one shape of WHERE (one application, or a page of ids as
 * a JSON array): a clinic reads the applicant's card, a vet the clinic's card and, once booked,
 * its address and contact. Each side reads only its own columns and joins.
 */
function statement(db: Db, viewer: Viewer, shape: 'one' | 'page') {
  const joins = partyJoins(r.clinicId, r.vetId);
  const where =
    shape === 'one'
      ? and(eq(r.id, sql.placeholder('id')), eq(viewer.userType === 'clinic' ? r.clinicId : r.vetId, sql.placeholder('owner')))
      : sql`${r.id} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`;
  const latest = sql`(SELECT max(${shiftCancellations.id}) FROM ${shiftCancellations} WHERE ${shiftCancellations.bookingRequestId} = ${r.id})`;
  return prepared(db, `booking-view-${viewer.userType}-${shape}`, () => {
    if (viewer.userType === 'clinic') {
      const clinicFields = { ...common, vet: applicantColumns, late: lateCount(r.vetId), record: recordOf(r.vetId), rated: ratedBy('clinic') };
      return {
        side: 'clinic' as const,
        query: fastSelect(
          db,
          clinicFields,
          db
            .select(clinicFields)
            .from(r)
            .innerJoin(shifts, eq(shifts.id, r.shiftId))
            .leftJoin(clinicProfiles, joins.clinicProfile)
            .innerJoin(vetUser, joins.vetUser)
            .leftJoin(vetProfiles, joins.vetProfile)
            .leftJoin(sc, eq(sc.id, latest))
            .where(where)
            .orderBy(desc(r.id)),
        ),
      };
    }
    // The arrival notes are read on the vet's side only, and shown only with a booking's details.
    const vetFields = {
      ...common,
      clinic: clinicColumns,
      arrivalNotes: clinicProfiles.arrivalNotes,
      late: lateCount(r.clinicId),
      record: recordOf(r.clinicId),
      rated: ratedBy('relief_vet'),
    };
    return {
      side: 'relief_vet' as const,
      query: fastSelect(
        db,
        vetFields,
        db
          .select(vetFields)
          .from(r)
          .innerJoin(shifts, eq(shifts.id, r.shiftId))
          .innerJoin(clinicUser, joins.clinicUser)
          .leftJoin(clinicProfiles, joins.clinicProfile)
          .leftJoin(vetProfiles, joins.vetProfile)
          .leftJoin(sc, eq(sc.id, latest))
          .where(where)
          .orderBy(desc(r.id)),
      ),
    };
  });
}

type Side<S> = Extract<ReturnType<typeof statement>, { side: S }>['query'];
type ClinicSideRow = ReturnType<Side<'clinic'>>[number];
type VetSideRow = ReturnType<Side<'relief_vet'>>[number];
type Row = Omit<ClinicSideRow, 'vet'> & Partial<Pick<ClinicSideRow, 'vet'> & Pick<VetSideRow, 'clinic' | 'arrivalNotes'>>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toBookingRequest(row: Row): BookingRequest {
  const clinicName = row.clinic?.clinicName ?? 'Unknown Clinic';
  const cancellation =
    row.status === 'cancelled' && row.cancelledBy && row.cancelReason && row.cancelledAt !== null
      ? {
          cancelledBy: row.cancelledBy,
          reason: row.cancelReason,
          details: row.cancelDetails,
          cancelledAt: iso(row.cancelledAt)!,
          hoursNotice: hoursBefore(shiftStartsAt(row.shift, row.clinicState), row.cancelledAt),
          late: row.cancelLate === true,
        }
      : null;
  return {
    id: row.id,
    shiftId: row.shiftId,
    vetId: row.vetId,
    clinicId: row.clinicId,
    message: row.message,
    status: row.status,
    source: row.source,
    createdAt: iso(row.createdAt)!,
    decidedAt: iso(row.decidedAt),
    shift: {
      id: row.shiftId,
      clinicId: row.clinicId,
      // The parties travel as the cards below (and the vet's confirmed details): not again per shift.
      clinic: null,
      ...row.shift,
    },
    vet: row.vet ? toApplicantCard(row.vetId, row.vet, row.late, row.record) : null,
    clinic: row.clinic ? toClinicCard(row.clinicId, row.clinic, row.late, row.record) : null,
    distance: distanceBetween(row.place),
    cancellation,
    attendanceConfirmedAt: row.status === 'accepted' ? iso(row.attendanceConfirmedAt) : null,
    afterShift: row.status === 'accepted' ? afterShiftOf(row) : null,
    missingLicenceState: null,
    confirmedShift:
      row.clinic && row.status === 'accepted'
        ? {
            clinicName,
            address: row.clinic.address ?? '',
            city: row.clinic.city ?? '',
            state: row.clinic.state ?? '',
            zipCode: row.clinic.zipCode ?? '',
            phone: row.clinic.phone ?? '',
            contactName: `${row.clinic.contactFirst} ${row.clinic.contactLast}`.trim(),
            contactEmail: row.clinic.contactEmail ?? '',
            shiftDate: row.shift.shiftDate,
            startTime: row.shift.startTime,
            endTime: row.shift.endTime,
            hours: shiftHours(row.shift.startTime, row.shift.endTime),
            hourlyRate: row.shift.hourlyRate,
            value: shiftValueCents(row.shift.startTime, row.shift.endTime, row.shift.hourlyRate),
            arrivalNotes: row.arrivalNotes ?? null,
          }
        : null,
  };
}

/** An accepted booking after its shift: its end in the clinic's zone, its hours, the viewer's rating to give. */
function afterShiftOf(row: Row): AfterShift {
  return {
    endsAt: iso(shiftEndsAt(row.shift, row.clinicState))!,
    hours: row.hoursStatus === null ? null : stageOfLatest(row.hoursStatus),
    rateBy: row.approvedAt !== null && !row.rated ? iso(row.approvedAt + RATING_WINDOW_MS) : null,
  };
}

const lateSince = (now: number) => now - LATE_CANCELLATION_WINDOW_MS;

/** The mapping for `viewer`: a clinic also sees the applicant's licences against the shift's state. */
function viewOf(db: Db, viewer: Viewer, now: number): (row: Row) => BookingRequest {
  if (viewer.userType !== 'clinic') return toBookingRequest;
  const today = earliestUsToday(now);
  const licencesOf = licenceReader(db, today);
  return (row) => withApplicantLicences(toBookingRequest(row), licencesOf, row.clinicState, today);
}

/** One application as `viewer` sees it, or null when it is not theirs (or does not exist). */
export function bookingRequestView(db: Db, viewer: Viewer, requestId: number, now: number): BookingRequest | null {
  const row = statement(db, viewer, 'one').query({ lateSince: lateSince(now), id: requestId, owner: viewer.id })[0];
  return row ? viewOf(db, viewer, now)(row) : null;
}

const HISTORY: BookingRequestStatus[] = ['accepted', 'declined', 'withdrawn', 'cancelled'];

/** The ids of one page, newest first, from the owner's (owner, status, id) index. */
function pageIds(db: Db, viewer: Viewer, statuses: BookingRequestStatus[], before: number, limit: number): number[] {
  const owner = viewer.userType === 'clinic' ? r.clinicId : r.vetId;
  return prepared(db, `booking-page-ids-${viewer.userType}-${statuses.join()}`, () =>
    db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(owner, sql.placeholder('owner')), inArray(r.status, statuses), lt(r.id, sql.placeholder('before'))))
      .orderBy(desc(r.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
  )
    .all({ owner: viewer.id, before, limit })
    .map((row) => row.id);
}

function rowsOf(db: Db, viewer: Viewer, ids: number[], now: number): BookingRequest[] {
  if (!ids.length) return [];
  // One statement for any page size: the ids travel as a JSON array.
  return statement(db, viewer, 'page')
    .query({ lateSince: lateSince(now), ids: JSON.stringify(ids) })
    .map(viewOf(db, viewer, now));
}

export interface PageQuery {
  status: 'all' | BookingRequestStatus;
  before?: number | undefined;
}

/**
 * The viewer's applications: with status 'all' and no `before`, every pending one (up to
 * MAX_PENDING_PER_PAGE) then one page of the rest newest first; `before` pages the rest back.
 * status 'pending' pages the pending ones by MAX_PENDING_PER_PAGE; any other status pages its
 * own by BOOKING_HISTORY_PAGE_SIZE. `nextBefore` continues the list that was paged.
 */
export function bookingRequestsPage(db: Db, viewer: Viewer, query: PageQuery, now: number): BookingRequestsPage {
  const before = query.before ?? Number.MAX_SAFE_INTEGER;
  const pending = query.status === 'pending';
  const statuses = query.status === 'all' ? HISTORY : [query.status];
  const size = pending ? MAX_PENDING_PER_PAGE : BOOKING_HISTORY_PAGE_SIZE;
  const ids = pageIds(db, viewer, statuses, before, size + 1);
  const more = ids.length > size;
  if (more) ids.pop();
  const pendingIds = query.status === 'all' && query.before === undefined ? pageIds(db, viewer, ['pending'], before, MAX_PENDING_PER_PAGE) : [];
  const requests = rowsOf(db, viewer, [...pendingIds, ...ids], now);
  // Pending first (newest first), then the rest newest first.
  if (pendingIds.length) requests.sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.id - a.id);
  return { requests, nextBefore: more ? ids[ids.length - 1]! : null };
}
