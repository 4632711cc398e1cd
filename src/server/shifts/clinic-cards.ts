// The clinic part of a shift search result (name, address, phone, picture), cached per clinic:
// a page of 50 shifts comes from a handful of clinics. An entry is dropped as soon as the change
// log says its clinic profile or picture changed.
import type { ShiftClinic } from '../../shared/shifts';
import { changesSince, latestChange } from '../db/change-log';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';

interface CardRow {
  clinic_name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  phone: string | null;
  average_appointment_time: number | null;
  profile_image_url: string | null;
}

function loadCard(db: Db, clinicId: number): ShiftClinic {
  const row = prepared(db, 'clinic-card', () =>
    db.$client.prepare<CardRow, [number]>(
      `SELECT c.clinic_name, c.address, c.city, c.state, c.zip_code, c.phone, c.average_appointment_time, u.profile_image_url
         FROM users u LEFT JOIN clinic_profiles c ON c.user_id = u.id WHERE u.id = ?`,
    ),
  ).get(clinicId);
  return {
    clinicName: row?.clinic_name ?? 'Unknown Clinic',
    address: row?.address ?? '',
    city: row?.city ?? '',
    state: row?.state ?? '',
    zipCode: row?.zip_code ?? '',
    phone: row?.phone ?? '',
    averageAppointmentTime: row?.average_appointment_time ?? 20,
    userId: clinicId,
    profileImageUrl: row?.profile_image_url ?? null,
  };
}

interface Cache {
  seen: number;
  cards: Map<number, ShiftClinic>;
}
const caches = new WeakMap<Db, Cache>();

/** A lookup of clinic cards, up to date with the database. */
export function clinicCards(db: Db): (clinicId: number) => ShiftClinic {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { seen: latestChange(db), cards: new Map() }));
  const changes = changesSince(db, 'clinic', cache.seen);
  if (changes.kind === 'gap') cache.cards.clear();
  else if (changes.kind === 'changed') for (const id of changes.ids) cache.cards.delete(id);
  if (changes.kind !== 'none') cache.seen = changes.latest;
  const { cards } = cache;
  return (clinicId) => {
    let card = cards.get(clinicId);
    if (!card) cards.set(clinicId, (card = loadCard(db, clinicId)));
    return card;
  };
}
