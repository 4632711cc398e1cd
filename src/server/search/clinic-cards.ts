// The clinic part of a shift search result (name, address, phone, picture, late cancellations, track record),
// cached per clinic: a page of 50 shifts comes from a handful of clinics. An entry is dropped as
// soon as the change log says its clinic profile, picture or cancellations changed; the late
// cancellations are kept as times, so one older than 12 months drops off without a write.
import { earliestUsToday, type ShiftClinic } from '../../shared/shifts';
import { type ChangeFeed, ChangeCursor } from '../lib/change-log';
import type { Db } from '../db/client';
import { trackRecordOfUser } from '../ratings/track-records';
import { clinicSummary } from '../shifts/service';
import { countWithinWindow, lateCancellationsOf } from './late-cancellations';

/** The clinic's card; a clinic whose profile is gone still shows its shifts, as 'Unknown Clinic'. */
function loadCard(db: Db, clinicId: number): ShiftClinic {
  return (
    clinicSummary(db, clinicId) ?? {
      clinicName: 'Unknown Clinic',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      phone: '',
      averageAppointmentTime: 20,
      userId: clinicId,
      profileImageUrl: null,
    }
  );
}

/** Cards are read from clinic profiles, their users (name, picture), the clinics' cancellations and track records. */
export const CLINIC_CARD_FEED: ChangeFeed = { kinds: ['clinic'], reads: ['clinic_profiles', 'users', 'shift_cancellations', 'track_records'] };

interface CachedCard {
  card: ShiftClinic;
  /** When the clinic cancelled a booking late, oldest first. */
  late: number[];
}

interface Cache {
  changes: ChangeCursor;
  cards: Map<number, CachedCard>;
}
const caches = new WeakMap<Db, Cache>();

/** A lookup of clinic cards, up to date with the database, with the late cancellations as of `now`. */
export function clinicCards(db: Db, now: number): (clinicId: number) => ShiftClinic {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { changes: new ChangeCursor(db, CLINIC_CARD_FEED), cards: new Map() }));
  const changes = cache.changes.read();
  if (changes.kind === 'gap') cache.cards.clear();
  else if (changes.kind === 'changed') for (const id of changes.ids) cache.cards.delete(id);
  const { cards } = cache;
  return (clinicId) => {
    let cached = cards.get(clinicId);
    if (!cached) {
      const card = { ...loadCard(db, clinicId), trackRecord: trackRecordOfUser(db, clinicId) };
      cards.set(clinicId, (cached = { card, late: lateCancellationsOf(db, clinicId, earliestUsToday(now)) }));
    }
    return { ...cached.card, lateCancellations: countWithinWindow(cached.late, now) };
  };
}
