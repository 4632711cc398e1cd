// What the booking tests share: a clinic with shifts and vets who apply, read back through the API.
import { expect } from 'bun:test';
import type { BookingRequestsPage } from '../../shared/bookings';
import type { AppEvent } from '../events/app-event';
import type { TestApp, TestClient } from '../testing/harness';
import { BOULDER, clinicAt, DENVER, shift, vetAt } from '../testing/marketplace';

export { BOULDER, DENVER, shift };

export async function idOf(client: TestClient): Promise<number> {
  return (await client.get('/api/auth/user')).body.id;
}

export interface Party {
  client: TestClient;
  id: number;
}

export async function clinic(t: TestApp, name = 'Front Range Vets', place = DENVER): Promise<Party> {
  const client = await clinicAt(t, place, name);
  return { client, id: await idOf(client) };
}

export async function vet(t: TestApp, place = BOULDER): Promise<Party> {
  const client = await vetAt(t, place);
  return { client, id: await idOf(client) };
}

/** Posts a shift (the test default, with any fields replaced) and answers its id. */
export async function postShift(owner: Party, fields: Record<string, unknown> = {}): Promise<number> {
  const posted = await owner.client.post('/api/shifts', { ...shift, ...fields });
  expect(posted.status).toBe(201);
  return posted.body.id;
}

export async function apply(applicant: Party, shiftId: number, message?: string) {
  return applicant.client.post('/api/booking-requests', { shiftId, ...(message !== undefined && { message }) });
}

/** Applies and insists it worked; answers the application's id. */
export async function applied(applicant: Party, shiftId: number): Promise<number> {
  const response = await apply(applicant, shiftId);
  expect(response.status).toBe(201);
  return response.body.id;
}

export function decide(party: Party, requestId: number, status: string) {
  return party.client.request('PUT', `/api/booking-requests/${requestId}`, { status });
}

export function cancel(party: Party, requestId: number, reason = 'illness', details?: string) {
  return party.client.post(`/api/booking-requests/${requestId}/cancel`, { reason, ...(details !== undefined && { details }) });
}

export async function list(party: Party, query = ''): Promise<BookingRequestsPage> {
  const response = await party.client.get(`/api/booking-requests${query}`);
  expect(response.status).toBe(200);
  return response.body;
}

export function sql<T>(t: TestApp, query: string, ...params: (string | number | null)[]): T[] {
  return t.deps.db.$client.query<T, (string | number | null)[]>(query).all(...params);
}

export function one<T>(t: TestApp, query: string, ...params: (string | number | null)[]): T {
  return sql<T>(t, query, ...params)[0]!;
}

/** E-mails queued to this address, oldest first. */
export function mailTo(t: TestApp, email: string): { subject: string; text_body: string }[] {
  return sql(t, 'SELECT subject, text_body FROM email_outbox WHERE to_address = ? ORDER BY id', email);
}

export function emailOf(t: TestApp, party: Party): string {
  return one<{ email: string }>(t, 'SELECT email FROM users WHERE id = ?', party.id).email;
}

/**
 * The booking events published, each with whether a transaction was still open at that moment
 * (it must not be: events go out after the commit) and the statuses the database then held.
 */
export function recordBookingEvents(t: TestApp) {
  const seen: { event: Extract<AppEvent, { type: 'booking.changed' }>; inTransaction: boolean; statuses: string[] }[] = [];
  t.deps.events.subscribe('booking.changed', (event) => {
    const statuses = event.requestIds.map(
      (id) => t.deps.db.$client.query<{ status: string }, [number]>('SELECT status FROM booking_requests WHERE id = ?').get(id)?.status ?? 'gone',
    );
    seen.push({ event, inTransaction: t.deps.db.$client.inTransaction, statuses });
  });
  return seen;
}

/**
 * After moving the clock a year on: sessions have expired and paid periods ended, so the party
 * signs in again (its subscription, if any, kept active) and continues with the same client.
 */
export async function aYearLater(t: TestApp, ...parties: Party[]): Promise<void> {
  t.deps.db.$client.run("UPDATE subscriptions SET status = 'active', current_period_end = NULL");
  for (const party of parties) {
    const signedIn = await party.client.post('/api/login', { email: emailOf(t, party), password: 'secret12' });
    expect(signedIn.status).toBe(200);
  }
}
