// Reading postings and clinics' requests as the screens show them (GET /api/vet-availability,
// GET /api/availability-requests and every answer of the availability calls). Prepared drizzle
// statements, as bookings/views.ts: each viewer reads only the columns of the other party's card
// (bookings/party-cards.ts), and the ids of a list come from the (owner, status, id) indexes first.
import { DAY_MS } from '../../shared/time';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AvailabilityRequest, AvailabilityRequestStatus, OwnPosting } from '../../shared/availability';
import { BOOKING_HISTORY_PAGE_SIZE, LATE_CANCELLATION_WINDOW_MS, MAX_PENDING_PER_PAGE } from '../../shared/bookings';
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
} from '../bookings/party-cards';
import type { Db } from '../db/client';
import { fastSelect } from '../db/fast-select';
import { prepared } from '../db/prepared';
import { availabilityRequests, clinicProfiles, vetAvailability, vetProfiles } from '../db/schema';
import { postingColumns } from './postings';
import { licenceReader, verifiedStates } from '../licences/card-licences';
import { earliestUsToday } from '../../shared/shifts';

export type { Viewer } from '../bookings/party-cards';

/** The vet's own list reaches back this many days (recently booked and past dates stay in view). */
export const OWN_POSTINGS_PAST_DAYS = 30;
/** At most this many postings in the vet's own list (a year of daily dates and then some). */
export const MAX_OWN_POSTINGS = 500;

const dayOffset = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

// The condition goes in as one expression: a one-table select writes its own columns unqualified,
// which inside this subquery would name the request's id instead of the posting's.
const pendingRequests = sql<number>`(SELECT count(*) FROM ${availabilityRequests} WHERE ${and(
  eq(availabilityRequests.availabilityPostingId, vetAvailability.id),
  eq(availabilityRequests.status, 'pending'),
)})`;

/**
 * The vet's own postings, soonest first: every one dated within the last OWN_POSTINGS_PAST_DAYS
 * days or later (booked ones included), each with its count of pending requests.
 */
export function ownPostings(db: Db, vetId: number, today: string): OwnPosting[] {
  return prepared(db, 'own-postings', () =>
    db
      .select({ ...postingColumns, pendingRequests })
      .from(vetAvailability)
      .where(and(eq(vetAvailability.vetId, sql.placeholder('vetId')), gte(vetAvailability.availableDate, sql.placeholder('from'))))
      .orderBy(vetAvailability.availableDate, vetAvailability.startTime, vetAvailability.id)
      .limit(MAX_OWN_POSTINGS)
      .prepare(),
  ).all({ vetId, from: dayOffset(today, -OWN_POSTINGS_PAST_DAYS) });
}

/** One of the vet's postings as the vet sees it, or null when it is not theirs. */
export function ownPosting(db: Db, vetId: number, postingId: number): OwnPosting | null {
  return (
    prepared(db, 'own-posting', () =>
      db
        .select({ ...postingColumns, pendingRequests })
        .from(vetAvailability)
        .where(and(eq(vetAvailability.id, sql.placeholder('id')), eq(vetAvailability.vetId, sql.placeholder('vetId'))))
        .prepare(),
    ).get({ id: postingId, vetId }) ?? null
  );
}

const r = availabilityRequests;

/**
 * The statement of one viewer side for one shape of WHERE (one request, or a list of ids as a
 * JSON array): the vet reads the clinic's card, the clinic the vet's; both read both locations.
 */
function statement(db: Db, viewer: Viewer, shape: 'one' | 'list') {
  const joins = partyJoins(r.clinicId, r.vetId);
  const where =
    shape === 'one'
      ? and(eq(r.id, sql.placeholder('id')), eq(viewer.userType === 'clinic' ? r.clinicId : r.vetId, sql.placeholder('owner')))
      : sql`${r.id} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`;
  const common = {
    id: r.id,
    clinicId: r.clinicId,
    vetId: r.vetId,
    proposedHourlyRate: r.proposedHourlyRate,
    message: r.message,
    status: r.status,
    createdShiftId: r.createdShiftId,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
    posting: postingColumns,
    place: placeColumns,
  };
  return prepared(db, `availability-request-view-${viewer.userType}-${shape}`, () => {
    if (viewer.userType === 'clinic') {
      const clinicFields = { ...common, vet: applicantColumns, late: lateCount(r.vetId), record: recordOf(r.vetId) };
      return {
        side: 'clinic' as const,
        query: fastSelect(
          db,
          clinicFields,
          db
            .select(clinicFields)
            .from(r)
            .innerJoin(vetAvailability, eq(vetAvailability.id, r.availabilityPostingId))
            .leftJoin(clinicProfiles, joins.clinicProfile)
            .innerJoin(vetUser, joins.vetUser)
            .leftJoin(vetProfiles, joins.vetProfile)
            .where(where)
            .orderBy(desc(r.id)),
        ),
      };
    }
    const vetFields = { ...common, clinic: clinicColumns, late: lateCount(r.clinicId), record: recordOf(r.clinicId) };
    return {
      side: 'relief_vet' as const,
      query: fastSelect(
        db,
        vetFields,
        db
          .select(vetFields)
          .from(r)
          .innerJoin(vetAvailability, eq(vetAvailability.id, r.availabilityPostingId))
          .innerJoin(clinicUser, joins.clinicUser)
          .leftJoin(clinicProfiles, joins.clinicProfile)
          .leftJoin(vetProfiles, joins.vetProfile)
          .where(where)
          .orderBy(desc(r.id)),
      ),
    };
  });
}

type Side<S> = Extract<ReturnType<typeof statement>, { side: S }>['query'];
type ClinicSideRow = ReturnType<Side<'clinic'>>[number];
type VetSideRow = ReturnType<Side<'relief_vet'>>[number];
type RequestRow = Omit<ClinicSideRow, 'vet'> & Partial<Pick<ClinicSideRow, 'vet'> & Pick<VetSideRow, 'clinic'>>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toRequest(row: RequestRow): AvailabilityRequest {
  return {
    id: row.id,
    availabilityPostingId: row.posting.id,
    clinicId: row.clinicId,
    vetId: row.vetId,
    proposedHourlyRate: row.proposedHourlyRate,
    message: row.message,
    status: row.status,
    createdShiftId: row.createdShiftId,
    createdAt: iso(row.createdAt)!,
    decidedAt: iso(row.decidedAt),
    posting: row.posting,
    clinic: row.clinic ? toClinicCard(row.clinicId, row.clinic, row.late, row.record) : null,
    vet: row.vet ? toApplicantCard(row.vetId, row.vet, row.late, row.record) : null,
    distance: distanceBetween(row.place),
  };
}

const lateSince = (now: number) => now - LATE_CANCELLATION_WINDOW_MS;

/** The mapping for `viewer`: a clinic also sees the vet's "Licence verified" badges. */
function requestViewOf(db: Db, viewer: Viewer, now: number): (row: RequestRow) => AvailabilityRequest {
  if (viewer.userType !== 'clinic') return toRequest;
  const today = earliestUsToday(now);
  const licencesOf = licenceReader(db, today);
  return (row) => {
    const request = toRequest(row);
    return request.vet ? { ...request, vet: { ...request.vet, verifiedLicences: verifiedStates(licencesOf(request.vet.userId), today) } } : request;
  };
}

/** One request as `viewer` sees it, or null when it is not theirs (or does not exist). */
export function availabilityRequestView(db: Db, viewer: Viewer, requestId: number, now: number): AvailabilityRequest | null {
  const row = statement(db, viewer, 'one').query({ lateSince: lateSince(now), id: requestId, owner: viewer.id })[0];
  return row ? requestViewOf(db, viewer, now)(row) : null;
}

/** The ids of the viewer's requests of these statuses, newest first, from the (owner, status, id) index. */
function idsOf(db: Db, viewer: Viewer, statuses: AvailabilityRequestStatus[], limit: number): number[] {
  const owner = viewer.userType === 'clinic' ? r.clinicId : r.vetId;
  return prepared(db, `availability-request-ids-${viewer.userType}-${statuses.join()}`, () =>
    db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(owner, sql.placeholder('owner')), inArray(r.status, statuses)))
      .orderBy(desc(r.id))
      .limit(sql.placeholder('limit'))
      .prepare(),
  )
    .all({ owner: viewer.id, limit })
    .map((row) => row.id);
}

/**
 * GET /api/availability-requests: the vet's requests to its postings, or the clinic's own;
 * every pending one (newest first, at most MAX_PENDING_PER_PAGE) then the most recent
 * BOOKING_HISTORY_PAGE_SIZE decided ones, newest first.
 */
export function availabilityRequestsOf(db: Db, viewer: Viewer, now: number): AvailabilityRequest[] {
  const ids = [...idsOf(db, viewer, ['pending'], MAX_PENDING_PER_PAGE), ...idsOf(db, viewer, ['accepted', 'declined', 'withdrawn'], BOOKING_HISTORY_PAGE_SIZE)];
  if (!ids.length) return [];
  const requests = statement(db, viewer, 'list')
    .query({ lateSince: lateSince(now), ids: JSON.stringify(ids) })
    .map(requestViewOf(db, viewer, now));
  return requests.sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.id - a.id);
}
