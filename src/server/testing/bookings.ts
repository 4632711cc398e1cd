// What the booking tests share: applying to a shift, deciding and cancelling, the list as read
// back through the API, and the events a change publishes.
import type { BookingRequestsPage } from '../../shared/bookings';
import type { AppEvent } from '../events/app-event';
import { ok } from './expect-ok';
import type { TestApp } from './harness';
import type { Party } from './marketplace';
import { emailOf } from './rows';

export async function apply(applicant: Party, shiftId: number, message?: string) {
  return applicant.client.post('/api/booking-requests', { shiftId, ...(message !== undefined && { message }) });
}

/** Applies and insists it worked; answers the application's id. */
export async function applied(applicant: Party, shiftId: number): Promise<number> {
  return ok(await apply(applicant, shiftId), `applying to shift ${shiftId}`).body.id;
}

export function decide(party: Party, requestId: number, status: string) {
  return party.client.request('PUT', `/api/booking-requests/${requestId}`, { status });
}

export function cancel(party: Party, requestId: number, reason = 'illness', details?: string) {
  return party.client.post(`/api/booking-requests/${requestId}/cancel`, { reason, ...(details !== undefined && { details }) });
}

export async function list(party: Party, query = ''): Promise<BookingRequestsPage> {
  return ok(await party.client.get(`/api/booking-requests${query}`), 'listing booking requests').body;
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
    ok(await party.client.post('/api/login', { email: emailOf(t, party), password: 'secret12' }), `signing ${party.id} in again`);
  }
}
