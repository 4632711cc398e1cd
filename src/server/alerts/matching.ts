// Who hears of a post, and what they hear. (a) A clinic posted shifts: every vet with auto-invites
// on whose invite radius reaches the clinic and who works one of the shifts' practice types (a
// general practitioner, specialisation 'general', counts as working every type).
// (b) A vet posted dates: every clinic past the access gate (an active subscription) whose search
// radius reaches the vet. Users who switched the kind off are left out.
//
// National scale: the candidates are read through the location index inside the bounding box of
// the largest radius anyone asked for, then decided by exact great-circle distance against each
// candidate's own radius. A dense metro's 2,000 matching vets out of 20,000 read in milliseconds.
import { agreedRate } from '../../shared/money';
import type { AlertKind } from '../../shared/alerts';
import { subscriptionGrantsAccess } from '../../shared/access';
import { boundingBox, distanceMiles } from '../../shared/geo';
import type { Db } from '../db/client';
import { whySentence } from './settings';

/** Someone an alert goes to. */
export interface Recipient {
  userId: number;
  email: string;
  firstName: string;
  /** Why they get it, as the e-mail's footer says. */
  why: string;
}

/** What a post offers, as the e-mails list it; null when nothing of it is left to offer. */
export interface AlertCause {
  kind: AlertKind;
  /** The poster: a clinic's name, or 'Dr. First Last'. */
  who: string;
  /** 'Denver, CO' */
  place: string;
  /** One line per shift or posted date, soonest first. */
  items: string[];
}

interface Located {
  latitude: number;
  longitude: number;
}

const PRACTICE_LABELS: Record<string, string> = {
  small_animal: 'Small animal',
  large_animal: 'Large animal',
  exotic: 'Exotic',
  emergency: 'Emergency',
};

/** 'Thu, Dec 10' for a YYYY-MM-DD date, read at noon so no zone moves it. */
export function formatDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** '8:00 AM' for '08:00'. */
function formatTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

function itemLine(date: string, start: string, end: string, rate: number | null, practiceTypes: string[]): string {
  const parts = [formatDay(date), `${formatTime(start)}–${formatTime(end)}`];
  if (rate !== null) parts.push(agreedRate(rate));
  if (practiceTypes.length) parts.push(practiceTypes.map((type) => PRACTICE_LABELS[type] ?? type).join(', '));
  return parts.join(' · ');
}

function placeOf(row: { city: string; state: string }): string {
  return `${row.city}, ${row.state}`;
}

interface ShiftRef {
  shift_date: string;
  start_time: string;
  end_time: string;
  hourly_rate: number;
  practice_types: string;
}

interface ClinicRef extends Located {
  clinic_name: string;
  city: string;
  state: string;
}

function idList(ids: number[]): string {
  // Whole numbers from our own column, never user text: safe to inline.
  return ids.map((id) => Math.trunc(id)).join(',') || '0';
}

/** The clinic's post as it stands now: its shifts still open, and where the clinic is. */
function shiftsPost(db: Db, clinicId: number, shiftIds: number[]) {
  const clinic = db.$client
    .query<ClinicRef, [number]>('SELECT clinic_name, city, state, latitude, longitude FROM clinic_profiles WHERE user_id = ?')
    .get(clinicId);
  const shifts = db.$client
    .query<ShiftRef, [number]>(
      `SELECT shift_date, start_time, end_time, hourly_rate, practice_types FROM shifts
        WHERE id IN (${idList(shiftIds)}) AND clinic_id = ? AND status = 'open' ORDER BY shift_date, start_time`,
    )
    .all(clinicId);
  return { clinic, shifts };
}

interface PostingRef {
  available_date: string;
  start_time: string;
  end_time: string;
  hourly_rate: number | null;
  practice_types: string;
}

interface VetRef extends Located {
  first_name: string;
  last_name: string;
  city: string;
  state: string;
}

/** The vet's post as it stands now: its dates still available, and where the vet is. */
function availabilityPost(db: Db, vetId: number, postingIds: number[]) {
  const vet = db.$client
    .query<VetRef, [number]>('SELECT first_name, last_name, city, state, latitude, longitude FROM vet_profiles WHERE user_id = ?')
    .get(vetId);
  const postings = db.$client
    .query<PostingRef, [number]>(
      `SELECT available_date, start_time, end_time, hourly_rate, practice_types FROM vet_availability
        WHERE id IN (${idList(postingIds)}) AND vet_id = ? AND status = 'available' ORDER BY available_date, start_time`,
    )
    .all(vetId);
  return { vet, postings };
}

/** What the fan-out row's post offers now (for the e-mail), or null when nothing is left of it. */
export function describeCause(db: Db, kind: AlertKind, actorId: number, refIds: number[]): AlertCause | null {
  if (kind === 'shifts') {
    const { clinic, shifts } = shiftsPost(db, actorId, refIds);
    if (!clinic || shifts.length === 0) return null;
    const items = shifts.map((row) => itemLine(row.shift_date, row.start_time, row.end_time, row.hourly_rate, JSON.parse(row.practice_types)));
    return { kind, who: clinic.clinic_name, place: placeOf(clinic), items };
  }
  const { vet, postings } = availabilityPost(db, actorId, refIds);
  if (!vet || postings.length === 0) return null;
  const items = postings.map((row) => itemLine(row.available_date, row.start_time, row.end_time, row.hourly_rate, JSON.parse(row.practice_types)));
  return { kind, who: `Dr. ${vet.first_name} ${vet.last_name}`, place: placeOf(vet), items };
}

function located(row: { latitude: number | null; longitude: number | null } | null | undefined): row is Located & typeof row {
  return row != null && row.latitude !== null && row.longitude !== null;
}

interface VetCandidate extends Located {
  user_id: number;
  email: string;
  first_name: string;
  city: string;
  state: string;
  invite_radius: number;
  practice_types: string;
}

/** Vets to tell of the clinic's shifts: auto-invites on, radius reaching the clinic, a practice type in common. */
function vetsForShifts(db: Db, clinicId: number, shiftIds: number[]): Recipient[] {
  const { clinic, shifts } = shiftsPost(db, clinicId, shiftIds);
  if (!located(clinic) || shifts.length === 0) return [];
  const wanted = new Set(shifts.flatMap((row) => JSON.parse(row.practice_types) as string[]));
  const widest =
    db.$client.query<{ radius: number | null }, []>('SELECT max(invite_radius) AS radius FROM vet_profiles WHERE wants_auto_invites = 1').get()?.radius ?? 0;
  if (widest <= 0) return [];
  const box = boundingBox(clinic.latitude, clinic.longitude, widest);
  const candidates = db.$client
    .query<VetCandidate, [number, number, number, number]>(
      `SELECT v.user_id, u.email, u.first_name, v.city, v.state, v.latitude, v.longitude, v.invite_radius, v.practice_types
         FROM vet_profiles v
         JOIN users u ON u.id = v.user_id
         LEFT JOIN alert_settings s ON s.user_id = v.user_id
        WHERE v.latitude BETWEEN ? AND ? AND v.longitude BETWEEN ? AND ?
          AND v.wants_auto_invites = 1 AND coalesce(s.mode, 'instant') <> 'off'`,
    )
    .all(box.minLat, box.maxLat, box.minLng, box.maxLng);
  const recipients: Recipient[] = [];
  for (const vet of candidates) {
    if (vet.user_id === clinicId) continue;
    if (distanceMiles(clinic.latitude, clinic.longitude, vet.latitude, vet.longitude) > vet.invite_radius) continue;
    const types = JSON.parse(vet.practice_types) as string[];
    // A general practitioner covers every kind of practice.
    if (!types.includes('general') && !types.some((type) => wanted.has(type))) continue;
    const why = whySentence('shifts', { city: vet.city, state: vet.state, radius: vet.invite_radius });
    recipients.push({ userId: vet.user_id, email: vet.email, firstName: vet.first_name, why });
  }
  return recipients;
}

interface ClinicCandidate extends Located {
  user_id: number;
  email: string;
  first_name: string;
  city: string;
  state: string;
  search_radius: number;
  status: string;
  current_period_end: number | null;
}

/** Clinics to tell of the vet's dates: subscribed, with a search radius reaching the vet. */
function clinicsForAvailability(db: Db, vetId: number, postingIds: number[], now: number): Recipient[] {
  const { vet, postings } = availabilityPost(db, vetId, postingIds);
  if (!located(vet) || postings.length === 0) return [];
  const widest = db.$client.query<{ radius: number | null }, []>('SELECT max(search_radius) AS radius FROM clinic_profiles').get()?.radius ?? 0;
  if (widest <= 0) return [];
  const box = boundingBox(vet.latitude, vet.longitude, widest);
  const candidates = db.$client
    .query<ClinicCandidate, [number, number, number, number]>(
      `SELECT c.user_id, u.email, u.first_name, c.city, c.state, c.latitude, c.longitude, c.search_radius, b.status, b.current_period_end
         FROM clinic_profiles c
         JOIN users u ON u.id = c.user_id
         JOIN subscriptions b ON b.clinic_id = c.user_id
         LEFT JOIN alert_settings s ON s.user_id = c.user_id
        WHERE c.latitude BETWEEN ? AND ? AND c.longitude BETWEEN ? AND ?
          AND coalesce(s.mode, 'instant') <> 'off'`,
    )
    .all(box.minLat, box.maxLat, box.minLng, box.maxLng);
  const recipients: Recipient[] = [];
  for (const clinic of candidates) {
    if (!subscriptionGrantsAccess({ status: clinic.status, currentPeriodEnd: clinic.current_period_end }, now)) continue;
    if (distanceMiles(vet.latitude, vet.longitude, clinic.latitude, clinic.longitude) > clinic.search_radius) continue;
    const why = whySentence('availability', { city: clinic.city, state: clinic.state, radius: clinic.search_radius });
    recipients.push({ userId: clinic.user_id, email: clinic.email, firstName: clinic.first_name, why });
  }
  return recipients;
}

/** Everyone who should hear of this post, by user id (so a retried fan-out walks them in the same order). */
export function recipientsOf(db: Db, kind: AlertKind, actorId: number, refIds: number[], now: number): Recipient[] {
  const recipients = kind === 'shifts' ? vetsForShifts(db, actorId, refIds) : clinicsForAvailability(db, actorId, refIds, now);
  return recipients.sort((a, b) => a.userId - b.userId);
}
