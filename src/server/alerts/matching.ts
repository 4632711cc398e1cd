// Who hears of a post, and what they hear. (a) A clinic posted shifts: every vet with auto-invites
// on whose invite radius reaches the clinic and who works one of the shifts' practice types (a
// general practitioner, specialisation 'general', counts as working every type).
// (b) A vet posted dates: every clinic past the access gate (an active subscription) whose search
// radius reaches the vet. Users who switched the kind off are left out.
//
// National scale: the candidates are read through the location index inside the bounding box of
// the largest radius anyone asked for, then decided by exact great-circle distance against each
// candidate's own radius. A dense metro's 2,000 matching vets out of 20,000 read in milliseconds.
import { and, asc, between, eq, max, sql } from 'drizzle-orm';
import { agreedRate } from '../../shared/money';
import type { AlertKind } from '../../shared/alerts';
import { subscriptionGrantsAccess } from '../../shared/access';
import { boundingBox, distanceMiles } from '../../shared/geo';
import { twelveHourRange } from '../../shared/time';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/client';
import { fastSelect } from '../db/fast-select';
import { prepared } from '../db/prepared';
import { alertSettings, clinicProfiles, shifts as shiftsTable, subscriptions, users, vetAvailability, vetProfiles } from '../db/schema';
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

function itemLine(date: string, start: string, end: string, rate: number | null, practiceTypes: string[]): string {
  const parts = [formatDay(date), twelveHourRange(start, end)];
  if (rate !== null) parts.push(agreedRate(rate));
  if (practiceTypes.length) parts.push(practiceTypes.map((type) => PRACTICE_LABELS[type] ?? type).join(', '));
  return parts.join(' · ');
}

function placeOf(row: { city: string; state: string }): string {
  return `${row.city}, ${row.state}`;
}

/** The column is one of the ids in the JSON array bound as `ids` (one statement for any count). */
const inJsonIds = (column: SQLiteColumn) => sql`${column} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`;

/** The clinic's post as it stands now: its shifts still open, and where the clinic is. */
function shiftsPost(db: Db, clinicId: number, shiftIds: number[]) {
  const clinic = prepared(db, 'alert-post-clinic', () =>
    db
      .select({
        clinicName: clinicProfiles.clinicName,
        city: clinicProfiles.city,
        state: clinicProfiles.state,
        latitude: clinicProfiles.latitude,
        longitude: clinicProfiles.longitude,
      })
      .from(clinicProfiles)
      .where(eq(clinicProfiles.userId, sql.placeholder('clinicId')))
      .prepare(),
  ).get({ clinicId });
  const shifts = prepared(db, 'alert-post-shifts', () =>
    db
      .select({
        date: shiftsTable.shiftDate,
        startTime: shiftsTable.startTime,
        endTime: shiftsTable.endTime,
        hourlyRate: shiftsTable.hourlyRate,
        practiceTypes: shiftsTable.practiceTypes,
      })
      .from(shiftsTable)
      .where(and(inJsonIds(shiftsTable.id), eq(shiftsTable.clinicId, sql.placeholder('clinicId')), eq(shiftsTable.status, 'open')))
      .orderBy(asc(shiftsTable.shiftDate), asc(shiftsTable.startTime))
      .prepare(),
  ).all({ ids: JSON.stringify(shiftIds), clinicId });
  return { clinic, shifts };
}

/** The vet's post as it stands now: its dates still available, and where the vet is. */
function availabilityPost(db: Db, vetId: number, postingIds: number[]) {
  const vet = prepared(db, 'alert-post-vet', () =>
    db
      .select({
        firstName: vetProfiles.firstName,
        lastName: vetProfiles.lastName,
        city: vetProfiles.city,
        state: vetProfiles.state,
        latitude: vetProfiles.latitude,
        longitude: vetProfiles.longitude,
      })
      .from(vetProfiles)
      .where(eq(vetProfiles.userId, sql.placeholder('vetId')))
      .prepare(),
  ).get({ vetId });
  const postings = prepared(db, 'alert-post-postings', () =>
    db
      .select({
        date: vetAvailability.availableDate,
        startTime: vetAvailability.startTime,
        endTime: vetAvailability.endTime,
        hourlyRate: vetAvailability.hourlyRate,
        practiceTypes: vetAvailability.practiceTypes,
      })
      .from(vetAvailability)
      .where(and(inJsonIds(vetAvailability.id), eq(vetAvailability.vetId, sql.placeholder('vetId')), eq(vetAvailability.status, 'available')))
      .orderBy(asc(vetAvailability.availableDate), asc(vetAvailability.startTime))
      .prepare(),
  ).all({ ids: JSON.stringify(postingIds), vetId });
  return { vet, postings };
}

/** What the fan-out row's post offers now (for the e-mail), or null when nothing is left of it. */
export function describeCause(db: Db, kind: AlertKind, actorId: number, refIds: number[]): AlertCause | null {
  if (kind === 'shifts') {
    const { clinic, shifts } = shiftsPost(db, actorId, refIds);
    if (!clinic || shifts.length === 0) return null;
    const items = shifts.map((row) => itemLine(row.date, row.startTime, row.endTime, row.hourlyRate, row.practiceTypes));
    return { kind, who: clinic.clinicName, place: placeOf(clinic), items };
  }
  const { vet, postings } = availabilityPost(db, actorId, refIds);
  if (!vet || postings.length === 0) return null;
  const items = postings.map((row) => itemLine(row.date, row.startTime, row.endTime, row.hourlyRate, row.practiceTypes));
  return { kind, who: `Dr. ${vet.firstName} ${vet.lastName}`, place: placeOf(vet), items };
}

function located(row: { latitude: number | null; longitude: number | null } | null | undefined): row is Located & typeof row {
  return row != null && row.latitude !== null && row.longitude !== null;
}

// A literal, as in the partial index vet_profiles_auto_invite_radius_idx: a bound value there
// makes SQLite re-plan the statement on each run.
const wantsAutoInvites = sql`${vetProfiles.wantsAutoInvites} = 1`;
// No row in alert_settings means the default, instant.
const alertsOn = sql`coalesce(${alertSettings.mode}, 'instant') <> 'off'`;

const inBox = (latitude: SQLiteColumn, longitude: SQLiteColumn) =>
  and(between(latitude, sql.placeholder('minLat'), sql.placeholder('maxLat')), between(longitude, sql.placeholder('minLng'), sql.placeholder('maxLng')));

/**
 * The vets inside the box, read through fastSelect (a dense metro's box holds thousands); practice
 * types stay the stored JSON text, decoded only for those within their radius.
 */
function vetCandidates(db: Db) {
  return prepared(db, 'alert-vet-candidates', () => {
    const columns = {
      userId: vetProfiles.userId,
      email: users.email,
      firstName: users.firstName,
      city: vetProfiles.city,
      state: vetProfiles.state,
      latitude: vetProfiles.latitude,
      longitude: vetProfiles.longitude,
      inviteRadius: vetProfiles.inviteRadius,
      practiceTypes: sql<string>`${vetProfiles.practiceTypes}`,
    };
    return fastSelect(
      db,
      columns,
      db
        .select(columns)
        .from(vetProfiles)
        .innerJoin(users, eq(users.id, vetProfiles.userId))
        .leftJoin(alertSettings, eq(alertSettings.userId, vetProfiles.userId))
        .where(and(inBox(vetProfiles.latitude, vetProfiles.longitude), wantsAutoInvites, alertsOn)),
    );
  });
}

/** The clinics inside the box with their subscription, read through fastSelect. */
function clinicCandidates(db: Db) {
  return prepared(db, 'alert-clinic-candidates', () => {
    const columns = {
      userId: clinicProfiles.userId,
      email: users.email,
      firstName: users.firstName,
      city: clinicProfiles.city,
      state: clinicProfiles.state,
      latitude: clinicProfiles.latitude,
      longitude: clinicProfiles.longitude,
      searchRadius: clinicProfiles.searchRadius,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    };
    return fastSelect(
      db,
      columns,
      db
        .select(columns)
        .from(clinicProfiles)
        .innerJoin(users, eq(users.id, clinicProfiles.userId))
        .innerJoin(subscriptions, eq(subscriptions.clinicId, clinicProfiles.userId))
        .leftJoin(alertSettings, eq(alertSettings.userId, clinicProfiles.userId))
        .where(and(inBox(clinicProfiles.latitude, clinicProfiles.longitude), alertsOn)),
    );
  });
}

/** Vets to tell of the clinic's shifts: auto-invites on, radius reaching the clinic, a practice type in common. */
function vetsForShifts(db: Db, clinicId: number, shiftIds: number[]): Recipient[] {
  const { clinic, shifts } = shiftsPost(db, clinicId, shiftIds);
  if (!located(clinic) || shifts.length === 0) return [];
  const wanted = new Set(shifts.flatMap((row) => row.practiceTypes));
  const widest =
    prepared(db, 'alert-widest-invite-radius', () =>
      db
        .select({ radius: max(vetProfiles.inviteRadius) })
        .from(vetProfiles)
        .where(wantsAutoInvites)
        .prepare(),
    ).get()?.radius ?? 0;
  if (widest <= 0) return [];
  const box = boundingBox(clinic.latitude, clinic.longitude, widest);
  const candidates = vetCandidates(db)({ minLat: box.minLat, maxLat: box.maxLat, minLng: box.minLng, maxLng: box.maxLng });
  const recipients: Recipient[] = [];
  for (const vet of candidates) {
    if (vet.userId === clinicId || !located(vet)) continue;
    if (distanceMiles(clinic.latitude, clinic.longitude, vet.latitude, vet.longitude) > vet.inviteRadius) continue;
    // A general practitioner covers every kind of practice.
    const types = JSON.parse(vet.practiceTypes) as string[];
    if (!types.includes('general') && !types.some((type) => wanted.has(type))) continue;
    const why = whySentence('shifts', { city: vet.city, state: vet.state, radius: vet.inviteRadius });
    recipients.push({ userId: vet.userId, email: vet.email, firstName: vet.firstName, why });
  }
  return recipients;
}

/** Clinics to tell of the vet's dates: subscribed, with a search radius reaching the vet. */
function clinicsForAvailability(db: Db, vetId: number, postingIds: number[], now: number): Recipient[] {
  const { vet, postings } = availabilityPost(db, vetId, postingIds);
  if (!located(vet) || postings.length === 0) return [];
  const widest =
    prepared(db, 'alert-widest-search-radius', () =>
      db
        .select({ radius: max(clinicProfiles.searchRadius) })
        .from(clinicProfiles)
        .prepare(),
    ).get()?.radius ?? 0;
  if (widest <= 0) return [];
  const box = boundingBox(vet.latitude, vet.longitude, widest);
  const candidates = clinicCandidates(db)({ minLat: box.minLat, maxLat: box.maxLat, minLng: box.minLng, maxLng: box.maxLng });
  const recipients: Recipient[] = [];
  for (const clinic of candidates) {
    if (!located(clinic) || !subscriptionGrantsAccess(clinic, now)) continue;
    if (distanceMiles(vet.latitude, vet.longitude, clinic.latitude, clinic.longitude) > clinic.searchRadius) continue;
    const why = whySentence('availability', { city: clinic.city, state: clinic.state, radius: clinic.searchRadius });
    recipients.push({ userId: clinic.userId, email: clinic.email, firstName: clinic.firstName, why });
  }
  return recipients;
}

/** Everyone who should hear of this post, by user id (so a retried fan-out walks them in the same order). */
export function recipientsOf(db: Db, kind: AlertKind, actorId: number, refIds: number[], now: number): Recipient[] {
  const recipients = kind === 'shifts' ? vetsForShifts(db, actorId, refIds) : clinicsForAvailability(db, actorId, refIds, now);
  return recipients.sort((a, b) => a.userId - b.userId);
}
