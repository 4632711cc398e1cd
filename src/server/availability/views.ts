// Reading postings and clinics' requests as the screens show them (GET /api/vet-availability,
// GET /api/availability-requests and every answer of the availability calls). Raw SQL through
// bun:sqlite's statement cache, as bookings/views.ts: each viewer reads only the columns of the
// other party's card, and the ids of a list come from the (owner, status, id) indexes first.
import type { AvailabilityRequest, AvailabilityRequestStatus, OwnPosting } from '../../shared/availability';
import { type ApplicantCard, BOOKING_HISTORY_PAGE_SIZE, type ClinicCard, LATE_CANCELLATION_WINDOW_MS, MAX_PENDING_PER_PAGE } from '../../shared/bookings';
import { distanceMiles } from '../../shared/geo';
import type { AvailabilityPosting } from '../../shared/search';
import type { Db } from '../db/client';
import { DAY_MS } from '../../shared/time';

export type Viewer = { id: number; userType: 'clinic' | 'relief_vet' };

/** The vet's own list reaches back this many days (recently booked and past dates stay in view). */
export const OWN_POSTINGS_PAST_DAYS = 30;
/** At most this many postings in the vet's own list (a year of daily dates and then some). */
export const MAX_OWN_POSTINGS = 500;

const dayOffset = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface PostingColumns {
  p_id: number;
  p_vet_id: number;
  p_date: string;
  p_start: string;
  p_end: string;
  p_practice: string;
  p_rate: number | null;
  p_radius: number;
  p_notes: string | null;
  p_status: string;
  p_booked_by: number | null;
}

const POSTING_COLUMNS = `p.id AS p_id, p.vet_id AS p_vet_id, p.available_date AS p_date, p.start_time AS p_start, p.end_time AS p_end,
       p.practice_types AS p_practice, p.hourly_rate AS p_rate, p.travel_radius AS p_radius, p.notes AS p_notes, p.status AS p_status,
       p.booked_by_clinic_id AS p_booked_by`;

function toPosting(row: PostingColumns): AvailabilityPosting {
  return {
    id: row.p_id,
    vetId: row.p_vet_id,
    availableDate: row.p_date,
    startTime: row.p_start,
    endTime: row.p_end,
    practiceTypes: JSON.parse(row.p_practice),
    hourlyRate: row.p_rate,
    travelRadius: row.p_radius,
    notes: row.p_notes,
    status: row.p_status,
    bookedByClinicId: row.p_booked_by,
  };
}

/**
 * The vet's own postings, soonest first: every one dated within the last OWN_POSTINGS_PAST_DAYS
 * days or later (booked ones included), each with its count of pending requests.
 */
export function ownPostings(db: Db, vetId: number, today: string): OwnPosting[] {
  return db.$client
    .query<PostingColumns & { pending: number }, [number, string, number]>(
      `SELECT ${POSTING_COLUMNS},
              (SELECT count(*) FROM availability_requests r WHERE r.availability_posting_id = p.id AND r.status = 'pending') AS pending
         FROM vet_availability p
        WHERE p.vet_id = ? AND p.available_date >= ?
        ORDER BY p.available_date, p.start_time, p.id
        LIMIT ?`,
    )
    .all(vetId, dayOffset(today, -OWN_POSTINGS_PAST_DAYS), MAX_OWN_POSTINGS)
    .map((row) => ({ ...toPosting(row), pendingRequests: row.pending }));
}

/** One of the vet's postings as the vet sees it, or null when it is not theirs. */
export function ownPosting(db: Db, vetId: number, postingId: number): OwnPosting | null {
  const row = db.$client
    .query<PostingColumns & { pending: number }, [number, number]>(
      `SELECT ${POSTING_COLUMNS},
              (SELECT count(*) FROM availability_requests r WHERE r.availability_posting_id = p.id AND r.status = 'pending') AS pending
         FROM vet_availability p WHERE p.id = ? AND p.vet_id = ?`,
    )
    .get(postingId, vetId);
  return row ? { ...toPosting(row), pendingRequests: row.pending } : null;
}

interface RequestRow extends PostingColumns {
  id: number;
  clinic_id: number;
  vet_id: number;
  proposed_hourly_rate: number | null;
  message: string | null;
  status: AvailabilityRequestStatus;
  created_shift_id: number | null;
  created_at: number;
  decided_at: number | null;
  c_name: string | null;
  c_city: string | null;
  c_state: string | null;
  c_phone: string | null;
  c_image: string | null;
  c_lat: number | null;
  c_lng: number | null;
  v_first: string | null;
  v_last: string | null;
  vu_first: string;
  vu_last: string;
  v_years: number | null;
  v_rate: number | null;
  v_city: string | null;
  v_state: string | null;
  v_practice: string | null;
  v_bio: string | null;
  v_image: string | null;
  v_lat: number | null;
  v_lng: number | null;
  late: number;
}

/** The vet viewer reads the clinic's card, the clinic viewer the vet's; both read both locations. */
function selectFor(viewer: Viewer, where: string): string {
  const clinicViewer = viewer.userType === 'clinic';
  const counterpart = clinicViewer ? 'r.vet_id' : 'r.clinic_id';
  const people = clinicViewer
    ? `c.latitude AS c_lat, c.longitude AS c_lng,
       v.first_name AS v_first, v.last_name AS v_last, vu.first_name AS vu_first, vu.last_name AS vu_last, v.years_experience AS v_years,
       v.hourly_rate AS v_rate, v.city AS v_city, v.state AS v_state, v.practice_types AS v_practice, v.bio AS v_bio,
       vu.profile_image_url AS v_image, v.latitude AS v_lat, v.longitude AS v_lng`
    : `c.clinic_name AS c_name, c.city AS c_city, c.state AS c_state, c.phone AS c_phone, cu.profile_image_url AS c_image,
       c.latitude AS c_lat, c.longitude AS c_lng, v.latitude AS v_lat, v.longitude AS v_lng`;
  const joins = clinicViewer
    ? `LEFT JOIN clinic_profiles c ON c.user_id = r.clinic_id
  JOIN users vu ON vu.id = r.vet_id
  LEFT JOIN vet_profiles v ON v.user_id = r.vet_id`
    : `JOIN users cu ON cu.id = r.clinic_id
  LEFT JOIN clinic_profiles c ON c.user_id = r.clinic_id
  LEFT JOIN vet_profiles v ON v.user_id = r.vet_id`;
  return `SELECT r.id, r.clinic_id, r.vet_id, r.proposed_hourly_rate, r.message, r.status, r.created_shift_id, r.created_at, r.decided_at,
       ${POSTING_COLUMNS},
       ${people},
       (SELECT count(*) FROM shift_cancellations x WHERE x.cancelled_by_user_id = ${counterpart} AND x.created_at > ?1 AND x.is_late = 1) AS late
  FROM availability_requests r
  JOIN vet_availability p ON p.id = r.availability_posting_id
  ${joins}
 WHERE ${where}
 ORDER BY r.id DESC`;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const round1 = (miles: number) => Math.round(miles * 10) / 10;

function toRequest(row: RequestRow, viewer: Viewer): AvailabilityRequest {
  const vet: ApplicantCard | null =
    viewer.userType === 'clinic'
      ? {
          userId: row.vet_id,
          firstName: row.v_first ?? row.vu_first,
          lastName: row.v_last ?? row.vu_last,
          profileImageUrl: row.v_image,
          yearsExperience: row.v_years ?? 0,
          hourlyRate: row.v_rate ?? 0,
          city: row.v_city ?? '',
          state: row.v_state ?? '',
          practiceTypes: row.v_practice ? JSON.parse(row.v_practice) : [],
          bio: row.v_bio,
          lateCancellations: row.late,
        }
      : null;
  const clinic: ClinicCard | null =
    viewer.userType === 'relief_vet'
      ? {
          userId: row.clinic_id,
          clinicName: row.c_name ?? 'Unknown Clinic',
          city: row.c_city ?? '',
          state: row.c_state ?? '',
          phone: row.c_phone ?? '',
          profileImageUrl: row.c_image,
          lateCancellations: row.late,
        }
      : null;
  const located = row.v_lat !== null && row.v_lng !== null && row.c_lat !== null && row.c_lng !== null;
  return {
    id: row.id,
    availabilityPostingId: row.p_id,
    clinicId: row.clinic_id,
    vetId: row.vet_id,
    proposedHourlyRate: row.proposed_hourly_rate,
    message: row.message,
    status: row.status,
    createdShiftId: row.created_shift_id,
    createdAt: iso(row.created_at)!,
    decidedAt: iso(row.decided_at),
    posting: toPosting(row),
    clinic,
    vet,
    distance: located ? round1(distanceMiles(row.v_lat!, row.v_lng!, row.c_lat!, row.c_lng!)) : null,
  };
}

const ownerColumn = (viewer: Viewer) => (viewer.userType === 'clinic' ? 'clinic_id' : 'vet_id');

/** One request as `viewer` sees it, or null when it is not theirs (or does not exist). */
export function availabilityRequestView(db: Db, viewer: Viewer, requestId: number, now: number): AvailabilityRequest | null {
  const row = db.$client
    .query<RequestRow, [number, number, number]>(selectFor(viewer, `r.id = ?2 AND r.${ownerColumn(viewer)} = ?3`))
    .get(now - LATE_CANCELLATION_WINDOW_MS, requestId, viewer.id);
  return row ? toRequest(row, viewer) : null;
}

function idsOf(db: Db, viewer: Viewer, statuses: string, limit: number): number[] {
  return db.$client
    .query<{ id: number }, [number, number]>(
      `SELECT id FROM availability_requests WHERE ${ownerColumn(viewer)} = ? AND status IN ${statuses} ORDER BY id DESC LIMIT ?`,
    )
    .all(viewer.id, limit)
    .map((row) => row.id);
}

/**
 * GET /api/availability-requests: the vet's requests to its postings, or the clinic's own;
 * every pending one (newest first, at most MAX_PENDING_PER_PAGE) then the most recent
 * BOOKING_HISTORY_PAGE_SIZE decided ones, newest first.
 */
export function availabilityRequestsOf(db: Db, viewer: Viewer, now: number): AvailabilityRequest[] {
  const ids = [
    ...idsOf(db, viewer, "('pending')", MAX_PENDING_PER_PAGE),
    ...idsOf(db, viewer, "('accepted', 'declined', 'withdrawn')", BOOKING_HISTORY_PAGE_SIZE),
  ];
  if (!ids.length) return [];
  const requests = db.$client
    .query<RequestRow, [number, string]>(selectFor(viewer, 'r.id IN (SELECT value FROM json_each(?2))'))
    .all(now - LATE_CANCELLATION_WINDOW_MS, JSON.stringify(ids))
    .map((row) => toRequest(row, viewer));
  return requests.sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.id - a.id);
}
