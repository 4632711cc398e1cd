// Reading applications as the screens show them (GET /api/booking-requests and every answer of
// the booking calls). Raw SQL through bun:sqlite's statement cache: one query answers a page with
// both parties' cards, the shift, the cancellation and the canceller's late count, and the ids
// of a page come from the (owner, status, id) indexes before anything is joined.
import {
  type ApplicantCard,
  BOOKING_HISTORY_PAGE_SIZE,
  type BookingRequest,
  type BookingRequestsPage,
  type BookingRequestStatus,
  type BookingSource,
  type CancellationReason,
  type ClinicCard,
  LATE_CANCELLATION_WINDOW_MS,
  MAX_PENDING_PER_PAGE,
} from '../../shared/bookings';
import { distanceMiles } from '../../shared/geo';
import { shiftHours, shiftValueCents } from '../../shared/shifts';
import type { Db } from '../db/client';
import { hoursBefore, shiftStartsAt } from './shift-time';

export type Viewer = { id: number; userType: 'clinic' | 'relief_vet' };

/** A row of selectFor: the clinic viewer's rows lack the clinic's contact columns, the vet's the applicant's. */
interface Row {
  id: number;
  shift_id: number;
  vet_id: number;
  clinic_id: number;
  message: string | null;
  status: BookingRequestStatus;
  source: BookingSource;
  created_at: number;
  decided_at: number | null;
  shift_date: string;
  start_time: string;
  end_time: string;
  hourly_rate: number;
  shift_type: string;
  shift_status: string;
  practice_types: string;
  notes: string | null;
  booked_by_vet_id: number | null;
  clinic_name: string | null;
  c_address: string | null;
  c_city: string | null;
  c_state: string | null;
  c_zip: string | null;
  c_phone: string | null;
  c_lat: number | null;
  c_lng: number | null;
  c_image: string | null;
  c_first: string;
  c_last: string;
  c_email: string;
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
  v_lat: number | null;
  v_lng: number | null;
  v_image: string | null;
  late: number;
  sc_role: 'clinic' | 'relief_vet' | null;
  sc_reason: CancellationReason | null;
  sc_details: string | null;
  sc_at: number | null;
  sc_late: number | null;
}

/**
 * A row not applied for (is_from_summary) was booked by the vet accepting either a summary date
 * or a clinic's request for its posted date; the latter's request names the shift it created.
 * The vet's availability requests are read through their (vet, status, id) index.
 */
const SOURCE = `CASE WHEN r.is_from_summary = 0 THEN 'application'
            WHEN EXISTS (SELECT 1 FROM availability_requests a WHERE a.vet_id = r.vet_id AND a.created_shift_id = r.shift_id) THEN 'availability'
            ELSE 'summary' END`;

/**
 * The columns and joins a viewer's rows need: a clinic reads the applicant's card, a vet the
 * clinic's card and, once booked, its address and contact. Each side reads only its own
 * (bun:sqlite builds an object per row, and most of a page's cost is columns), and the late
 * count is the other party's. The other side's location is read for the distance either way.
 */
function selectFor(viewer: Viewer, where: string): string {
  const clinicViewer = viewer.userType === 'clinic';
  const counterpart = clinicViewer ? 'r.vet_id' : 'r.clinic_id';
  const people = clinicViewer
    ? `c.state AS c_state, c.latitude AS c_lat, c.longitude AS c_lng,
       v.first_name AS v_first, v.last_name AS v_last, vu.first_name AS vu_first, vu.last_name AS vu_last, v.years_experience AS v_years,
       v.hourly_rate AS v_rate, v.city AS v_city, v.state AS v_state, v.practice_types AS v_practice, v.bio AS v_bio,
       v.latitude AS v_lat, v.longitude AS v_lng, vu.profile_image_url AS v_image`
    : `c.clinic_name, c.address AS c_address, c.city AS c_city, c.state AS c_state, c.zip_code AS c_zip, c.phone AS c_phone,
       c.latitude AS c_lat, c.longitude AS c_lng,
       cu.profile_image_url AS c_image, cu.first_name AS c_first, cu.last_name AS c_last, cu.email AS c_email,
       v.latitude AS v_lat, v.longitude AS v_lng`;
  const joins = clinicViewer
    ? `LEFT JOIN clinic_profiles c ON c.user_id = r.clinic_id
  JOIN users vu ON vu.id = r.vet_id
  LEFT JOIN vet_profiles v ON v.user_id = r.vet_id`
    : `JOIN users cu ON cu.id = r.clinic_id
  LEFT JOIN clinic_profiles c ON c.user_id = r.clinic_id
  LEFT JOIN vet_profiles v ON v.user_id = r.vet_id`;
  return `SELECT r.id, r.shift_id, r.vet_id, r.clinic_id, r.message, r.status, ${SOURCE} AS source, r.created_at, r.decided_at,
       s.shift_date, s.start_time, s.end_time, s.hourly_rate, s.shift_type, s.status AS shift_status, s.practice_types, s.notes, s.booked_by_vet_id,
       ${people},
       (SELECT count(*) FROM shift_cancellations x WHERE x.cancelled_by_user_id = ${counterpart} AND x.created_at > ?1 AND x.is_late = 1) AS late,
       sc.cancelled_by_role AS sc_role, sc.reason AS sc_reason, sc.details AS sc_details, sc.created_at AS sc_at, sc.is_late AS sc_late
  FROM booking_requests r
  JOIN shifts s ON s.id = r.shift_id
  ${joins}
  LEFT JOIN shift_cancellations sc ON sc.id = (SELECT max(id) FROM shift_cancellations WHERE booking_request_id = r.id)
 WHERE ${where}
 ORDER BY r.id DESC`;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const round1 = (miles: number) => Math.round(miles * 10) / 10;

function toBookingRequest(row: Row, viewer: Viewer): BookingRequest {
  const practiceTypes: string[] = JSON.parse(row.practice_types);
  const clinicName = row.clinic_name ?? 'Unknown Clinic';
  const shift = {
    id: row.shift_id,
    clinicId: row.clinic_id,
    // The parties travel as the cards below (and the vet's confirmed details): not again per shift.
    clinic: null,
    shiftDate: row.shift_date,
    startTime: row.start_time,
    endTime: row.end_time,
    hourlyRate: row.hourly_rate,
    shiftType: row.shift_type,
    status: row.shift_status,
    practiceTypes,
    notes: row.notes,
    bookedByVetId: row.booked_by_vet_id,
  };
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
          clinicName,
          city: row.c_city ?? '',
          state: row.c_state ?? '',
          phone: row.c_phone ?? '',
          profileImageUrl: row.c_image,
          lateCancellations: row.late,
        }
      : null;
  const located = row.v_lat !== null && row.v_lng !== null && row.c_lat !== null && row.c_lng !== null;
  const cancellation =
    row.status === 'cancelled' && row.sc_role && row.sc_reason && row.sc_at !== null
      ? {
          cancelledBy: row.sc_role,
          reason: row.sc_reason,
          details: row.sc_details,
          cancelledAt: iso(row.sc_at)!,
          hoursNotice: hoursBefore(shiftStartsAt({ shiftDate: row.shift_date, startTime: row.start_time }, row.c_state), row.sc_at),
          late: row.sc_late === 1,
        }
      : null;
  const confirmedShift =
    viewer.userType === 'relief_vet' && row.status === 'accepted'
      ? {
          clinicName,
          address: row.c_address ?? '',
          city: row.c_city ?? '',
          state: row.c_state ?? '',
          zipCode: row.c_zip ?? '',
          phone: row.c_phone ?? '',
          contactName: `${row.c_first} ${row.c_last}`.trim(),
          contactEmail: row.c_email,
          shiftDate: row.shift_date,
          startTime: row.start_time,
          endTime: row.end_time,
          hours: shiftHours(row.start_time, row.end_time),
          hourlyRate: row.hourly_rate,
          value: shiftValueCents(row.start_time, row.end_time, row.hourly_rate),
        }
      : null;
  return {
    id: row.id,
    shiftId: row.shift_id,
    vetId: row.vet_id,
    clinicId: row.clinic_id,
    message: row.message,
    status: row.status,
    source: row.source,
    createdAt: iso(row.created_at)!,
    decidedAt: iso(row.decided_at),
    shift,
    vet,
    clinic,
    distance: located ? round1(distanceMiles(row.v_lat!, row.v_lng!, row.c_lat!, row.c_lng!)) : null,
    cancellation,
    confirmedShift,
  };
}

const ownerColumn = (viewer: Viewer) => (viewer.userType === 'clinic' ? 'clinic_id' : 'vet_id');
const HISTORY = "('accepted', 'declined', 'withdrawn', 'cancelled')";

/** One application as `viewer` sees it, or null when it is not theirs (or does not exist). */
export function bookingRequestView(db: Db, viewer: Viewer, requestId: number, now: number): BookingRequest | null {
  const row = db.$client
    .query<Row, [number, number, number]>(selectFor(viewer, `r.id = ?2 AND r.${ownerColumn(viewer)} = ?3`))
    .get(now - LATE_CANCELLATION_WINDOW_MS, requestId, viewer.id);
  return row ? toBookingRequest(row, viewer) : null;
}

/** The ids of one page, newest first, from the owner's (owner, status, id) index. */
function pageIds(db: Db, viewer: Viewer, statuses: string, before: number, limit: number): number[] {
  return db.$client
    .query<{ id: number }, [number, number, number]>(
      `SELECT id FROM booking_requests WHERE ${ownerColumn(viewer)} = ? AND status IN ${statuses} AND id < ? ORDER BY id DESC LIMIT ?`,
    )
    .all(viewer.id, before, limit)
    .map((row) => row.id);
}

function rowsOf(db: Db, viewer: Viewer, ids: number[], now: number): BookingRequest[] {
  if (!ids.length) return [];
  // One statement for any page size: the ids travel as a JSON array.
  return db.$client
    .query<Row, [number, string]>(selectFor(viewer, 'r.id IN (SELECT value FROM json_each(?2))'))
    .all(now - LATE_CANCELLATION_WINDOW_MS, JSON.stringify(ids))
    .map((row) => toBookingRequest(row, viewer));
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
  const statuses = query.status === 'all' ? HISTORY : `('${query.status}')`;
  const size = pending ? MAX_PENDING_PER_PAGE : BOOKING_HISTORY_PAGE_SIZE;
  const ids = pageIds(db, viewer, statuses, before, size + 1);
  const more = ids.length > size;
  if (more) ids.pop();
  const pendingIds = query.status === 'all' && query.before === undefined ? pageIds(db, viewer, "('pending')", before, MAX_PENDING_PER_PAGE) : [];
  const requests = rowsOf(db, viewer, [...pendingIds, ...ids], now);
  // Pending first (newest first), then the rest newest first.
  if (pendingIds.length) requests.sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || b.id - a.id);
  return { requests, nextBefore: more ? ids[ids.length - 1]! : null };
}
