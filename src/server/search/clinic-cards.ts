// The clinic part of a shift search result (name, address, phone, picture), cached per clinic:
// a page of 50 shifts comes from a handful of clinics. An entry is dropped as soon as the change
// log says its clinic profile or picture changed.
import type { ShiftClinic } from '../../shared/shifts';
import { type ChangeFeed, ChangeCursor } from '../lib/change-log';
import type { Db } from '../db/client';
import { clinicSummary } from '../shifts/service';

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

/** Cards are read from clinic profiles and their users (name, picture). */
export const CLINIC_CARD_FEED: ChangeFeed = { kinds: ['clinic'], reads: ['clinic_profiles', 'users'] };

interface Cache {
  changes: ChangeCursor;
  cards: Map<number, ShiftClinic>;
}
const caches = new WeakMap<Db, Cache>();

/** A lookup of clinic cards, up to date with the database. */
export function clinicCards(db: Db): (clinicId: number) => ShiftClinic {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { changes: new ChangeCursor(db, CLINIC_CARD_FEED), cards: new Map() }));
  const changes = cache.changes.read();
  if (changes.kind === 'gap') cache.cards.clear();
  else if (changes.kind === 'changed') for (const id of changes.ids) cache.cards.delete(id);
  const { cards } = cache;
  return (clinicId) => {
    let card = cards.get(clinicId);
    if (!card) cards.set(clinicId, (card = loadCard(db, clinicId)));
    return card;
  };
}
