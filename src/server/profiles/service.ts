// Clinic and vet profiles: one per user, geocoded on save. Completing one marks the user's
// onboarding complete.
import { eq, sql } from 'drizzle-orm';
import type { ClinicProfile, VetProfile } from '../../shared/profiles';
import { clinicProfileInputSchema, vetProfileInputSchema } from '../../shared/profiles';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { clinicProfiles, users, vetProfiles, type ClinicProfileRow, type User, type VetProfileRow } from '../db/schema';
import { locate, type GeoDeps } from '../geo/service';
import { AppError } from '../http/errors';
import { moveClinicShifts } from '../shifts/service';
import type { z } from 'zod';

export const NOT_LOCATED_WARNING =
  "We couldn't locate this address, so distance search won't find your profile. Check the ZIP code or pick the address from the suggestions.";

export type ClinicProfileInput = z.output<typeof clinicProfileInputSchema>;
export type VetProfileInput = z.output<typeof vetProfileInputSchema>;
export type SavedProfile<P> = P & { warning?: string };

function clinicView(row: ClinicProfileRow): ClinicProfile {
  return {
    kind: 'clinic',
    id: row.id,
    userId: row.userId,
    clinicName: row.clinicName,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    located: row.latitude !== null && row.longitude !== null,
    practiceTypes: row.practiceTypes,
    searchRadius: row.searchRadius,
    averageAppointmentTime: row.averageAppointmentTime,
    description: row.description,
    subscriptionActive: false,
  };
}

function vetView(row: VetProfileRow): VetProfile {
  return {
    kind: 'relief_vet',
    id: row.id,
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    licenseNumber: row.licenseNumber,
    yearsExperience: row.yearsExperience,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    located: row.latitude !== null && row.longitude !== null,
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
    db.select().from(clinicProfiles).where(eq(clinicProfiles.userId, sql.placeholder('userId'))).prepare(),
  ).get({ userId });
}

function findVetRow(db: Db, userId: number): VetProfileRow | undefined {
  return prepared(db, 'vet-profile-by-user', () => db.select().from(vetProfiles).where(eq(vetProfiles.userId, sql.placeholder('userId'))).prepare()).get({
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
  return row ? vetView(row) : null;
}

function requireType(user: User, type: User['userType']) {
  if (user.userType !== type) {
    throw new AppError(403, type === 'clinic' ? 'Only clinic accounts have a clinic profile' : 'Only relief veterinarian accounts have a vet profile', 'WRONG_ACCOUNT_TYPE');
  }
}

function withWarning<P extends { located: boolean }>(profile: P): SavedProfile<P> {
  return profile.located ? profile : { ...profile, warning: NOT_LOCATED_WARNING };
}

function clinicColumns(input: ClinicProfileInput, location: { latitude: number; longitude: number } | null, now: number) {
  return {
    clinicName: input.clinicName,
    address: input.address,
    city: input.city,
    state: input.state.toUpperCase(),
    zipCode: input.zipCode,
    phone: input.phone,
    description: input.description,
    searchRadius: input.searchRadius,
    averageAppointmentTime: input.averageAppointmentTime,
    practiceTypes: input.practiceTypes.length ? input.practiceTypes : ['small_animal'],
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    updatedAt: now,
  };
}

function vetColumns(input: VetProfileInput, location: { latitude: number; longitude: number } | null, now: number) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    licenseNumber: input.licenseNumber,
    yearsExperience: input.experienceYears,
    hourlyRate: input.hourlyRate,
    address: input.address,
    city: input.city,
    state: input.state.toUpperCase(),
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
    updatedAt: now,
  };
}

/** Creates the clinic's profile; 409 when it has one already. */
export async function createClinicProfile(deps: GeoDeps, user: User, input: ClinicProfileInput, now: number): Promise<SavedProfile<ClinicProfile>> {
  requireType(user, 'clinic');
  if (findClinicRow(deps.db, user.id)) throw new AppError(409, 'You already have a clinic profile. Edit it instead.', 'PROFILE_EXISTS');
  const location = await locate(deps, input);
  const row = deps.db.transaction(
    (tx) => {
      const created = tx.insert(clinicProfiles).values({ userId: user.id, createdAt: now, ...clinicColumns(input, location, now) }).onConflictDoNothing().returning().get();
      if (!created) throw new AppError(409, 'You already have a clinic profile. Edit it instead.', 'PROFILE_EXISTS');
      tx.update(users).set({ onboardingCompleted: true, updatedAt: now }).where(eq(users.id, user.id)).run();
      return created;
    },
    { behavior: 'immediate' },
  );
  return withWarning(clinicView(row));
}

/** Replaces the clinic's profile; 404 when it has none yet. */
export async function updateClinicProfile(deps: GeoDeps, user: User, input: ClinicProfileInput, now: number): Promise<SavedProfile<ClinicProfile>> {
  requireType(user, 'clinic');
  if (!findClinicRow(deps.db, user.id)) throw new AppError(404, 'You have no clinic profile yet. Create it first.', 'PROFILE_NOT_FOUND');
  const location = await locate(deps, input);
  const row = deps.db.transaction(
    (tx) => {
      const updated = tx.update(clinicProfiles).set(clinicColumns(input, location, now)).where(eq(clinicProfiles.userId, user.id)).returning().get();
      if (updated) moveClinicShifts(tx, user.id, location, now);
      return updated;
    },
    { behavior: 'immediate' },
  );
  if (!row) throw new AppError(404, 'You have no clinic profile yet. Create it first.', 'PROFILE_NOT_FOUND');
  return withWarning(clinicView(row));
}

/** Creates the vet's profile; 409 when it has one already. */
export async function createVetProfile(deps: GeoDeps, user: User, input: VetProfileInput, now: number): Promise<SavedProfile<VetProfile>> {
  requireType(user, 'relief_vet');
  if (findVetRow(deps.db, user.id)) throw new AppError(409, 'You already have a veterinarian profile. Edit it instead.', 'PROFILE_EXISTS');
  const location = await locate(deps, input);
  const row = deps.db.transaction(
    (tx) => {
      const created = tx.insert(vetProfiles).values({ userId: user.id, createdAt: now, ...vetColumns(input, location, now) }).onConflictDoNothing().returning().get();
      if (!created) throw new AppError(409, 'You already have a veterinarian profile. Edit it instead.', 'PROFILE_EXISTS');
      tx.update(users).set({ onboardingCompleted: true, updatedAt: now }).where(eq(users.id, user.id)).run();
      return created;
    },
    { behavior: 'immediate' },
  );
  return withWarning(vetView(row));
}

/** Replaces the vet's profile; 404 when it has none yet. */
export async function updateVetProfile(deps: GeoDeps, user: User, input: VetProfileInput, now: number): Promise<SavedProfile<VetProfile>> {
  requireType(user, 'relief_vet');
  if (!findVetRow(deps.db, user.id)) throw new AppError(404, 'You have no veterinarian profile yet. Create it first.', 'PROFILE_NOT_FOUND');
  const location = await locate(deps, input);
  const row = deps.db.update(vetProfiles).set(vetColumns(input, location, now)).where(eq(vetProfiles.userId, user.id)).returning().get();
  if (!row) throw new AppError(404, 'You have no veterinarian profile yet. Create it first.', 'PROFILE_NOT_FOUND');
  return withWarning(vetView(row));
}
