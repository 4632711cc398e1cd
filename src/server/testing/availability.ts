// What the availability tests share: posting dates as a vet, asking for them as a clinic, and
// reading back the rows and events (the parties come from marketplace.ts).
import type { AppEvent } from '../events/app-event';
import { ok } from './expect-ok';
import type { TestApp } from './harness';
import type { Party } from './marketplace';

/** A valid posting (the harness clock is 2026-11-22 12:00 UTC), with any fields replaced. */
export const posting = (fields: Record<string, unknown> = {}) => ({
  availableDate: '2026-12-10',
  startTime: '08:00',
  endTime: '18:00',
  practiceTypes: ['small_animal'],
  hourlyRate: 9500,
  travelRadius: 50,
  notes: 'Happy to do surgery days',
  ...fields,
});

export function post(vet: Party, fields: Record<string, unknown> = {}) {
  return vet.client.post('/api/vet-availability', posting(fields));
}

/** Posts and insists it worked; answers the posting's id. */
export async function posted(vet: Party, fields: Record<string, unknown> = {}): Promise<number> {
  return ok(await post(vet, fields), 'posting availability').body.id;
}

export function ask(clinic: Party, availabilityPostingId: number, fields: Record<string, unknown> = {}) {
  return clinic.client.post('/api/availability-requests', { availabilityPostingId, ...fields });
}

/** Asks and insists it worked; answers the request's id. */
export async function asked(clinic: Party, postingId: number, fields: Record<string, unknown> = {}): Promise<number> {
  return ok(await ask(clinic, postingId, fields), `asking for posting ${postingId}`).body.id;
}

export function decide(party: Party, requestId: number, status: string) {
  return party.client.request('PUT', `/api/availability-requests/${requestId}`, { status });
}

/** Puts a party's profile at an exact point (the geocoder places addresses by ZIP). */
export function placeAt(t: TestApp, party: Party, latitude: number, longitude: number) {
  t.deps.db.$client.run('UPDATE vet_profiles SET latitude = ?, longitude = ? WHERE user_id = ?', [latitude, longitude, party.id]);
  t.deps.db.$client.run('UPDATE clinic_profiles SET latitude = ?, longitude = ? WHERE user_id = ?', [latitude, longitude, party.id]);
}

/** The events of these types published, each with whether a transaction was still open then. */
export function recordEvents(t: TestApp, ...types: ('availability.changed' | 'booking.changed')[]) {
  const seen: { event: AppEvent; inTransaction: boolean }[] = [];
  for (const type of types) {
    t.deps.events.subscribe(type as 'availability.changed', (event: AppEvent) => {
      seen.push({ event, inTransaction: t.deps.db.$client.inTransaction });
    });
  }
  return seen;
}

export const fanouts = (t: TestApp) =>
  t.deps.db.$client.query<{ kind: string; actor_id: number; ref_ids: string }, []>('SELECT kind, actor_id, ref_ids FROM alert_fanouts ORDER BY id').all();
export const postingCount = (t: TestApp) => t.deps.db.$client.query<{ n: number }, []>('SELECT count(*) AS n FROM vet_availability').get()!.n;
