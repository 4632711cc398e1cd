// What the invoice tests share: a clinic and a vet with booked shifts whose hours are approved
// (08:00–18:00 with a 30 min break at $75/h: 570 min, $712.50 each), and each invoice call.
import { expect } from 'bun:test';
import { addDays } from '../invoices/dates';
import { applied, decide } from './bookings';
import type { TestApp } from './harness';
import { approve, HOURS, moveTo, submit } from './hours';
import { clinic, type Party, postShift, vet } from './marketplace';

/** One approved shift's value: 570 min × $75/h. */
export const SHIFT_CENTS = 71_250;

export interface ApprovedShifts {
  c: Party;
  v: Party;
  shiftIds: number[];
}

/**
 * `count` shifts of the clinic on consecutive days from `from` (default: two days after the
 * clock's date), booked by the vet; the clock moved past the last one's end, the hours submitted
 * and approved.
 */
export async function approvedShifts(
  t: TestApp,
  count: number,
  parties: Partial<Pick<ApprovedShifts, 'c' | 'v'>> = {},
  from?: string,
): Promise<ApprovedShifts> {
  const c = parties.c ?? (await clinic(t));
  const v = parties.v ?? (await vet(t));
  const first = from ?? addDays(new Date(t.deps.clock()).toISOString().slice(0, 10), 2);
  const dates = Array.from({ length: count }, (_, i) => addDays(first, i));
  const shiftIds: number[] = [];
  for (const shiftDate of dates) {
    const shiftId = await postShift(c, { shiftDate });
    expect((await decide(c, await applied(v, shiftId), 'accepted')).status).toBe(200);
    shiftIds.push(shiftId);
  }
  // Denver's 18:00 is 01:00 UTC the next day.
  const ended = Date.parse(`${addDays(dates.at(-1)!, 1)}T02:00:00Z`);
  if (ended > t.deps.clock()) moveTo(t, ended);
  for (const shiftId of shiftIds) {
    expect((await submit(v, shiftId, HOURS)).status).toBe(201);
    expect((await approve(c, shiftId)).status).toBe(200);
  }
  return { c, v, shiftIds };
}

export const createInvoice = (v: Party, body: Record<string, unknown>) => v.client.post('/api/invoices', body);
export const readInvoice = (party: Party, id: number) => party.client.get(`/api/invoices/${id}`);
export const editInvoice = (v: Party, id: number, body: Record<string, unknown>) => v.client.request('PUT', `/api/invoices/${id}`, body);
export const deleteInvoice = (v: Party, id: number) => v.client.request('DELETE', `/api/invoices/${id}`);
export const sendInvoice = (v: Party, id: number) => v.client.post(`/api/invoices/${id}/send`, {});
export const voidInvoice = (v: Party, id: number, reason = 'Wrong clinic') => v.client.post(`/api/invoices/${id}/void`, { reason });
export const markPaid = (party: Party, id: number, body: Record<string, unknown>) => party.client.post(`/api/invoices/${id}/mark-paid`, body);
export const listInvoices = (party: Party, query = '') => party.client.get(`/api/invoices${query}`);

/** A draft of `shiftIds` (and `extra` lines), answered 201; its id. */
export async function draftOf(v: Party, shiftIds: number[], extra: Record<string, unknown> = {}): Promise<number> {
  const created = await createInvoice(v, { shiftIds, ...extra });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** A sent invoice of `shiftIds`; its id. */
export async function sentOf(v: Party, shiftIds: number[], extra: Record<string, unknown> = {}): Promise<number> {
  const id = await draftOf(v, shiftIds, extra);
  expect((await sendInvoice(v, id)).status).toBe(200);
  return id;
}
