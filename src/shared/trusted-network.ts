// A trusted network: favourites both ways, first look for a clinic's favourite vets, instant
// booking, licences checked by an admin with their expiry tracked, and profile photos. The
// payloads both sides validate, the answers the screens read, the constants and the pure rules.
import { z } from 'zod';
import { DAY_MS } from './time';
import { stateSchema } from './profiles';

export { PHOTO_SIZES, photoPath } from './photo-urls';

// ── Favourites ────────────────────────────────────────────────────────────────────────────────

/** A clinic favourites vets, a vet favourites clinics; private to the one who favourites. */
export interface Favourite {
  userId: number;
  role: 'clinic' | 'relief_vet';
  /** "Dr. Patel" or the clinic's name. */
  name: string;
  profileImageUrl: string | null;
  city: string | null;
  state: string | null;
  /** Shifts worked together (booked and ended, hours approved). */
  shiftsTogether: number;
  /** The last such shift's date (YYYY-MM-DD). */
  lastShiftDate: string | null;
  favouritedAt: number;
}

/** Favourites one account may keep: a relief team or a list of clinics, not the whole market. */
export const FAVOURITES_MAX = 500;

// ── First look and instant booking: in first-look.ts (the post dialog reads it without profiles) ──

export * from './first-look';

// ── Licences ──────────────────────────────────────────────────────────────────────────────────

export const LICENCE_NUMBER_MAX = 50;
/** A vet's licences: one per state. */
export const LICENCES_MAX = 60;
export const LICENCE_NOTE_MAX = 500;
/** The vet is e-mailed this many days before a licence expires; on the day it is marked expired. */
export const LICENCE_EXPIRY_NOTICE_DAYS = [60, 14] as const;

/** An admin's decision: unverified until checked; editing a verified licence's number or state unverifies it. */
export const LICENCE_STATUSES = ['unverified', 'verified', 'rejected'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const licenceSchema = z.object({
  state: stateSchema,
  licenceNumber: z
    .string({ error: 'Licence number is required' })
    .trim()
    .min(1, { error: 'Licence number is required' })
    .max(LICENCE_NUMBER_MAX, { error: `Licence number must be at most ${LICENCE_NUMBER_MAX} characters` }),
  /** Unknown for licences carried over from the single number of earlier profiles. */
  expiresOn: z.string({ error: 'expiresOn must be a date as YYYY-MM-DD' }).regex(DATE, { error: 'expiresOn must be a date as YYYY-MM-DD' }).nullable(),
});
export type LicenceInput = z.input<typeof licenceSchema>;

/** The vet's licences as a list: at least one, one per state. */
export const licencesSchema = z
  .array(licenceSchema, { error: 'licences must be a list' })
  .min(1, { error: 'Add at least one licence' })
  .max(LICENCES_MAX, { error: `At most ${LICENCES_MAX} licences` })
  .refine((licences) => new Set(licences.map((licence) => licence.state)).size === licences.length, {
    error: 'One licence per state',
  });

export const licenceDecisionSchema = z.object({
  decision: z.enum(['verify', 'reject'], { error: 'decision must be verify or reject' }),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(LICENCE_NOTE_MAX, { error: `note must be at most ${LICENCE_NOTE_MAX} characters` })
    .nullish()
    .transform((text) => text || null),
});

export interface Licence {
  id: number;
  state: string;
  licenceNumber: string;
  expiresOn: string | null;
  status: LicenceStatus;
  /** Past its expiry date (the job marks it on the day). */
  expired: boolean;
  verifiedAt: number | null;
}

export { holdsLicenceFor, licenceShowsVerified } from './licence-rules';

// ── Photos ────────────────────────────────────────────────────────────────────────────────────

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** More pixels than this in the declared header is refused before decoding (a decompression bomb). */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Photos are served immutable under a content hash. */
export const PHOTO_CACHE_SECONDS = (365 * DAY_MS) / 1000;
