// Clinic and vet profiles: one per user, geocoded on save. Completing one marks the user's
// onboarding complete.
import { eq, sql } from 'drizzle-orm';
import { isFieldToFix, type FieldToFix } from '../../shared/fields-to-fix';
import type { ClinicProfile, SavedProfile, VetProfile } from '../../shared/profiles';
import type { clinicProfileInputSchema } from '../../shared/profiles';
import { LICENCE_REQUIRED, type vetProfileSaveSchema } from '../../shared/vet-profile-input';
import { firstLookHoursOf } from '../../shared/first-look';
import type { Licence } from '../../shared/trusted-network';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { clinicProfiles, users, vetProfiles, type ClinicProfileRow, type User, type VetProfileRow } from '../db/schema';
import type { EventBus } from '../events/bus';
import { locate, type GeoDeps } from '../geo/service';
import { AppError } from '../http/errors';
import { licencesOf, primaryLicenceNumber, saveProfileLicences } from '../licences/store';
import { moveClinicShifts } from '../shifts/service';
import type { z } from 'zod';

export const NOT_LOCATED_WARNING =
  "We couldn't locate this address, so distance search won't find your profile. Check the ZIP code or pick the address from the suggestions.";

export type ClinicProfileInput = z.output<typeof clinicProfileInputSchema>;
export type VetProfileInput = z.output<typeof vetProfileSaveSchema>;
/** The address lookup, and the bus a saved profile is announced on. */
export type ProfileDeps = GeoDeps & { events: EventBus };

/** What migration 0019 flagged, in the answer's terms; null when nothing is left to fix. */
function fieldsToFix(stored: string[] | null): FieldToFix[] | null {
  const fields = stored?.filter(isFieldToFix) ?? [];
  return fields.length ? fields : null;
}

/** The address fields both profiles answer, with whether distance search can find them. */
function addressView(row: ClinicProfileRow | VetProfileRow) {
  return {
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    located: row.latitude !== null && row.longitude !== null,
    fieldsToFix: fieldsToFix(row.fieldsToFix),
  };
}

function clinicView(row: ClinicProfileRow): ClinicProfile {
  return {
    kind: 'clinic',
    id: row.id,
    userId: row.userId,
    clinicName: row.clinicName,
    ...addressView(row),
    practiceTypes: row.practiceTypes,
    searchRadius: row.searchRadius,
    averageAppointmentTime: row.averageAppointmentTime,
    description: row.description,
    arrivalNotes: row.arrivalNotes,
    defaultFirstLookHours: firstLookHoursOf(row.defaultFirstLookHours),
    defaultInstantBooking: row.defaultInstantBooking,
    subscriptionActive: false,
  };
}

function vetView(row: VetProfileRow, licences: Licence[]): VetProfile {
  return {
    kind: 'relief_vet',
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    licenseNumber: row.licenseNumber,
    licences,
    yearsExperience: row.yearsExperience,
    ...addressView(row),
    practiceTypes: row.practiceTypes,
    hourlyRate: row.hourlyRate,
    bio: row.bio,
    availableRadius: row.availableRadius,
    isAvailable: row.isAvailable,
    wantsAutoInvites: row.wantsAutoInvites,
    inviteRadius: row.inviteRadius,
  };
}

function findClinicRow(db: Db, userId: number): ClinicProfileRow | undefined {
  return prepared(db, 'clinic-profile-by-user', () =>
    db
      .select()
      .from(clinicProfiles)
      .where(eq(clinicProfiles.userId, sql.placeholder('userId')))
      .prepare(),
  ).get({ userId });
}

function findVetRow(db: Db, userId: number): VetProfileRow | undefined {
  return prepared(db, 'vet-profile-by-user', () =>
    db
      .select()
      .from(vetProfiles)
      .where(eq(vetProfiles.userId, sql.placeholder('userId')))
      .prepare(),
  ).get({
    userId,
  });
}

/** The user's own profile (with the private street address), or null before onboarding. */
export function findProfile(db: Db, user: User): ClinicProfile | VetProfile | null {
  if (user.userType === 'clinic') {
    const row = findClinicRow(db, user.id);
    return row ? clinicView(row) : null;
  }
  const row = findVetRow(db, user.id);
  return row ? vetView(row, licencesOf(db, user.id)) : null;
}

function withWarning<P extends { located: boolean }>(profile: P): SavedProfile<P> {
  return profile.located ? profile : { ...profile, warning: NOT_LOCATED_WARNING };
}

function clinicColumns(input: ClinicProfileInput, location: { latitude: number; longitude: number } | null, now: number) {
  return {
    clinicName: input.clinicName,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    phone: input.phone,
    description: input.description,
    // Left out of the request: the saved notes stay.
    ...(input.arrivalNotes !== undefined && { arrivalNotes: input.arrivalNotes }),
    searchRadius: input.searchRadius,
    averageAppointmentTime: input.averageAppointmentTime,
    practiceTypes: input.practiceTypes.length ? input.practiceTypes : ['small_animal'],
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    // Saved through today's checks, so nothing is left to fix.
    fieldsToFix: null,
    updatedAt: now,
  };
}

function vetColumns(input: VetProfileInput, licenseNumber: string, location: { latitude: number; longitude: number } | null, now: number) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    licenseNumber,
    yearsExperience: input.experienceYears,
    hourlyRate: input.hourlyRate,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    phone: input.phone,
    bio: input.bio,
    availableRadius: input.travelRadius,
    isAvailable: input.isAvailable,
    wantsAutoInvites: input.wantsAutoInvites,
    inviteRadius: input.inviteRadius,
    practiceTypes: input.specializations.length ? input.specializations : ['general'],
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    // Saved through today's checks, so nothing is left to fix.
    fieldsToFix: null,
    updatedAt: now,
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Location = Awaited<ReturnType<typeof locate>>;

interface ProfileWrites<Row> {
  type: User['userType'];
  /** "clinic profile" or "veterinarian profile", for the messages. */
  noun: string;
  exists: () => boolean;
  write: (tx: Tx, location: Location) => Row | undefined;
}

/**
 * The steps both profiles share: check the account type and that the profile does (update) or
 * does not (create) exist, geocode outside the transaction, then write; creating also completes
 * onboarding in the same transaction, and announce the saved profile once it is committed.
 */
async function saveProfile<Row>(
  deps: ProfileDeps,
  user: User,
  address: { zipCode: string; placeId?: string | null },
  mode: 'create' | 'update',
  writes: ProfileWrites<Row>,
  now: number,
): Promise<Row> {
  const exists = new AppError(409, `You already have a ${writes.noun}. Edit it instead.`, 'PROFILE_EXISTS');
  const missing = new AppError(404, `You have no ${writes.noun} yet. Create it first.`, 'PROFILE_NOT_FOUND');
  if (mode === 'create' && writes.exists()) throw exists;
  if (mode === 'update' && !writes.exists()) throw missing;
  const location = await locate(deps, address);
  const saved = deps.db.transaction(
    (tx) => {
      const row = writes.write(tx, location);
      if (!row) throw mode === 'create' ? exists : missing;
      if (mode === 'create') tx.update(users).set({ onboardingCompleted: true, updatedAt: now }).where(eq(users.id, user.id)).run();
      return row;
    },
    { behavior: 'immediate' },
  );
  deps.events.publish({ type: 'profile.saved', userId: user.id, kind: writes.type, created: mode === 'create' });
  return saved;
}

function clinicWrites(deps: GeoDeps, user: User, input: ClinicProfileInput, mode: 'create' | 'update', now: number): ProfileWrites<ClinicProfileRow> {
  return {
    type: 'clinic',
    noun: 'clinic profile',
    exists: () => findClinicRow(deps.db, user.id) !== undefined,
    write: (tx, location) => {
      if (mode === 'create') {
        return tx
          .insert(clinicProfiles)
          .values({ userId: user.id, createdAt: now, ...clinicColumns(input, location, now) })
          .onConflictDoNothing()
          .returning()
          .get();
      }
      const row = tx
        .update(clinicProfiles)
        .set(clinicColumns(input, location, now))
        .where(eq(clinicProfiles.userId, user.id))
        .returning()
        .get();
      // The clinic's shifts move with it, so distance search follows the new address.
      if (row) moveClinicShifts(tx, user.id, location, now);
      return row;
    },
  };
}

function vetWrites(deps: GeoDeps, user: User, input: VetProfileInput, mode: 'create' | 'update', now: number): ProfileWrites<VetProfileRow> {
  // Checked before anything else is looked at (400 before 404): one licence at least.
  const licenseNumber = primaryLicenceNumber(input);
  if (licenseNumber === null) throw new AppError(400, LICENCE_REQUIRED, 'VALIDATION');
  const columns = (location: Location) => vetColumns(input, licenseNumber, location, now);
  return {
    type: 'relief_vet',
    noun: 'veterinarian profile',
    exists: () => findVetRow(deps.db, user.id) !== undefined,
    write: (tx, location) => {
      const row =
        mode === 'create'
          ? tx
              .insert(vetProfiles)
              .values({ userId: user.id, createdAt: now, ...columns(location) })
              .onConflictDoNothing()
              .returning()
              .get()
          : tx.update(vetProfiles).set(columns(location)).where(eq(vetProfiles.userId, user.id)).returning().get();
      if (row) saveProfileLicences(tx, user.id, input, now);
      return row;
    },
  };
}

/** Creates the clinic's profile; 409 when it has one already. */
export async function createClinicProfile(deps: ProfileDeps, user: User, input: ClinicProfileInput, now: number): Promise<SavedProfile<ClinicProfile>> {
  return withWarning(clinicView(await saveProfile(deps, user, input, 'create', clinicWrites(deps, user, input, 'create', now), now)));
}

/** Replaces the clinic's profile; 404 when it has none yet. */
export async function updateClinicProfile(deps: ProfileDeps, user: User, input: ClinicProfileInput, now: number): Promise<SavedProfile<ClinicProfile>> {
  return withWarning(clinicView(await saveProfile(deps, user, input, 'update', clinicWrites(deps, user, input, 'update', now), now)));
}

/** Creates the vet's profile; 409 when it has one already. */
export async function createVetProfile(deps: ProfileDeps, user: User, input: VetProfileInput, now: number): Promise<SavedProfile<VetProfile>> {
  const row = await saveProfile(deps, user, input, 'create', vetWrites(deps, user, input, 'create', now), now);
  return withWarning(vetView(row, licencesOf(deps.db, user.id)));
}

/** Replaces the vet's profile; 404 when it has none yet. */
export async function updateVetProfile(deps: ProfileDeps, user: User, input: VetProfileInput, now: number): Promise<SavedProfile<VetProfile>> {
  const row = await saveProfile(deps, user, input, 'update', vetWrites(deps, user, input, 'update', now), now);
  return withWarning(vetView(row, licencesOf(deps.db, user.id)));
}
