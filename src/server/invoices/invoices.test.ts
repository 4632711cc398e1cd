// Invoices from approved hours (issue 22): draft → sent → paid, or → void; every refusal names
// what is wrong; totals are the sum of the lines and the approved hours × rate; a shift is on one
// live invoice at a time; each step is in the history, e-mailed and announced.
import { describe, expect, test } from 'bun:test';
import type { AppEvent } from '../events/app-event';
import { createRealtimeHub, type LiveSocket } from '../realtime/hub';
import { createTestApp, type TestApp } from '../testing/harness';
import { dispute, moveTo, submit } from '../testing/hours';
import {
  approvedShifts,
  createInvoice,
  deleteInvoice,
  draftOf,
  editInvoice,
  listInvoices,
  markPaid,
  readInvoice,
  SHIFT_CENTS,
  sendInvoice,
  sentOf,
  voidInvoice,
} from '../testing/invoices';
import { clinic, postShift, vet } from '../testing/marketplace';
import { applied, decide } from '../testing/bookings';
import { emailOf, mailTo, one } from '../testing/rows';

const invoiceEvents = (t: TestApp) => {
  const seen: Extract<AppEvent, { type: 'invoice.changed' }>[] = [];
  t.deps.events.subscribe('invoice.changed', (event) => void seen.push(event));
  return seen;
};

describe('invoices: draft → sent → paid', () => {
  test('a draft from approved shifts and a travel line; sent with a number, dates and an e-mail; paid by the clinic', async () => {
    const t = createTestApp();
    const { c, v, shiftIds } = await approvedShifts(t, 2);
    const events = invoiceEvents(t);

    const created = await createInvoice(v, { shiftIds, extraLines: [{ description: 'Travel (120 miles)', amountCents: 8_040 }], note: 'Thanks!' });
    expect(created.status).toBe(201);
    const draft = created.body;
    expect(draft).toMatchObject({
      status: 'draft',
      displayStatus: 'draft',
      number: null,
      issuedOn: null,
      dueInDays: 15,
      side: 'vet',
      shiftCount: 2,
      note: 'Thanks!',
    });
    expect(draft.lines.map((line: { kind: string }) => line.kind)).toEqual(['shift', 'shift', 'extra']);
    expect(draft.lines[0]).toMatchObject({ shiftId: shiftIds[0], workedMinutes: 570, hourlyRateCents: 7_500, amountCents: SHIFT_CENTS });
    // The total is the sum of the lines, and the shift lines are the approved hours × rate.
    expect(draft.totalCents).toBe(2 * SHIFT_CENTS + 8_040);
    expect(draft.totalCents).toBe(draft.lines.reduce((sum: number, line: { amountCents: number }) => sum + line.amountCents, 0));
    for (const line of draft.lines.filter((line: { kind: string }) => line.kind === 'shift')) {
      const approved = one<{ worked_minutes: number; hourly_rate: number; amount_cents: number }>(
        t,
        "SELECT worked_minutes, hourly_rate, amount_cents FROM shift_hours WHERE shift_id = ? AND status = 'approved'",
        line.shiftId,
      );
      expect(line.amountCents).toBe(approved.amount_cents);
      expect(line.amountCents).toBe(Math.round((approved.worked_minutes * approved.hourly_rate) / 60));
    }
    expect(draft.actions).toEqual({ edit: true, delete: true, send: true, void: false, markPaid: false });
    expect(draft.from.name).toMatch(/^Dr\. Sam Rivera\d+$/);
    expect(draft.billTo).toMatchObject({ name: 'Front Range Vets', email: emailOf(t, c) });
    expect(events.at(-1)).toEqual({ type: 'invoice.changed', change: 'created', invoiceId: draft.id, userIds: [v.id] });

    // The clinic does not see a draft: not in its list, not by id.
    expect((await readInvoice(c, draft.id)).status).toBe(404);
    expect((await listInvoices(c)).body.total).toBe(0);

    const sent = await sendInvoice(v, draft.id);
    expect(sent.status).toBe(200);
    const issuedOn = sent.body.issuedOn;
    expect(sent.body).toMatchObject({ status: 'sent', number: `${issuedOn.slice(0, 4)}-0001`, displayStatus: 'sent' });
    expect(sent.body.dueOn).toBe(new Date(Date.parse(`${issuedOn}T12:00:00Z`) + 15 * 86_400_000).toISOString().slice(0, 10));
    expect(sent.body.history.map((event: { kind: string }) => event.kind)).toEqual(['created', 'sent']);
    const mail = mailTo(t, emailOf(t, c)).at(-1)!;
    expect(mail.subject).toContain(`Invoice ${sent.body.number}`);
    expect(mail.subject).toContain('$1,505.40');
    expect(mail.text_body).toContain(`/invoices/${draft.id}`);
    expect(events.at(-1)).toEqual({ type: 'invoice.changed', change: 'sent', invoiceId: draft.id, userIds: [v.id, c.id] });

    // Frozen: no edit, no delete, no second send.
    expect((await editInvoice(v, draft.id, { shiftIds })).body.code).toBe('INVOICE_NOT_DRAFT');
    expect((await deleteInvoice(v, draft.id)).body.code).toBe('INVOICE_NOT_DRAFT');
    expect((await sendInvoice(v, draft.id)).status).toBe(409);

    // The clinic reads it and marks it paid; the vet is told.
    const read = await readInvoice(c, draft.id);
    expect(read.body).toMatchObject({ side: 'clinic', actions: { edit: false, delete: false, send: false, void: false, markPaid: true } });
    const paid = await markPaid(c, draft.id, { paidOn: issuedOn, reference: 'ACH 4471' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paidOn: issuedOn, paidReference: 'ACH 4471' });
    expect(mailTo(t, emailOf(t, v)).at(-1)!.subject).toBe(`Invoice ${sent.body.number} marked paid by Front Range Vets`);
    expect(events.at(-1)).toMatchObject({ change: 'paid', userIds: [v.id, c.id] });
    expect((await markPaid(v, draft.id, { paidOn: issuedOn })).body.code).toBe('INVOICE_PAID');
    expect((await voidInvoice(v, draft.id)).body.code).toBe('INVOICE_PAID');
    expect((await readInvoice(v, draft.id)).body.history.map((event: { kind: string; by: string }) => `${event.kind}:${event.by}`)).toEqual([
      'created:vet',
      'sent:vet',
      'paid:clinic',
    ]);
  });

  test('drafts are edited and deleted; the vet marks paid and the clinic is told; paidOn in range', async () => {
    const t = createTestApp();
    const { c, v, shiftIds } = await approvedShifts(t, 3);
    const id = await draftOf(v, [shiftIds[0]!]);
    const edited = await editInvoice(v, id, {
      shiftIds: [shiftIds[0]!, shiftIds[1]!],
      dueInDays: 30,
      extraLines: [{ description: 'Lodging', amountCents: 12_000 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ dueInDays: 30, totalCents: 2 * SHIFT_CENTS + 12_000, shiftCount: 2 });
    const other = await draftOf(v, [shiftIds[2]!]);
    expect((await deleteInvoice(v, other)).status).toBe(200);
    expect((await readInvoice(v, other)).status).toBe(404);
    // The deleted draft's shift is free again.
    expect((await createInvoice(v, { shiftIds: [shiftIds[2]!] })).status).toBe(201);

    const sent = (await sendInvoice(v, id)).body;
    const dayBefore = new Date(Date.parse(`${sent.issuedOn}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await markPaid(v, id, { paidOn: dayBefore })).body.code).toBe('PAID_BEFORE_ISSUED');
    expect((await markPaid(v, id, { paidOn: '2099-01-01' })).body.code).toBe('PAID_ON_IN_FUTURE');
    expect((await markPaid(v, id, { paidOn: '2026-02-30' })).body.code).toBe('PAID_ON_INVALID');
    expect((await markPaid(v, id, { paidOn: 'soon' })).status).toBe(400);
    const paid = await markPaid(v, id, { paidOn: sent.issuedOn });
    expect(paid.status).toBe(200);
    expect(mailTo(t, emailOf(t, c)).at(-1)!.subject).toBe(`Invoice ${sent.number} marked paid by ${sent.from.name}`);
  });
});

describe('invoices: void', () => {
  test('the vet voids a sent invoice with a reason: the number stays used, the shifts can be invoiced again', async () => {
    const t = createTestApp();
    const { c, v, shiftIds } = await approvedShifts(t, 2);
    const id = await draftOf(v, shiftIds);
    expect((await voidInvoice(v, id)).body.code).toBe('INVOICE_NOT_SENT');
    const first = (await sendInvoice(v, id)).body;
    expect((await v.client.get('/api/invoices/invoiceable')).body).toEqual([]);
    expect((await v.client.post(`/api/invoices/${id}/void`, { reason: '  ' })).status).toBe(400);
    // The clinic cannot void; another vet finds nothing.
    expect((await c.client.post(`/api/invoices/${id}/void`, { reason: 'No' })).body.code).toBe('VET_ONLY');
    const voided = await voidInvoice(v, id, 'Billed the wrong clinic');
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ status: 'void', voidReason: 'Billed the wrong clinic', number: first.number });
    expect(mailTo(t, emailOf(t, c)).at(-1)!.subject).toContain('was voided');
    expect((await markPaid(c, id, { paidOn: first.issuedOn })).body.code).toBe('INVOICE_VOID');

    const again = (await v.client.get('/api/invoices/invoiceable')).body;
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ clinicName: 'Front Range Vets', totalCents: 2 * SHIFT_CENTS });
    expect(again[0].shifts.map((shift: { shiftId: number }) => shift.shiftId)).toEqual(shiftIds);
    const next = (await sendInvoice(v, await draftOf(v, shiftIds))).body;
    // Never reused: the void one keeps 0001.
    expect(next.number).toBe(`${first.number.slice(0, 4)}-0002`);
  });
});

describe('invoices: refusals name the shift', () => {
  test('unapproved, disputed, another clinic, another vet, on another invoice', async () => {
    const t = createTestApp();
    const { c, v, shiftIds } = await approvedShifts(t, 1, {}, '2026-12-01');
    // A second shift at the same clinic whose hours are only submitted, a third disputed.
    const later = ['2026-12-04', '2026-12-05'];
    const pending: number[] = [];
    for (const shiftDate of later) {
      const shiftId = await postShift(c, { shiftDate });
      expect((await decide(c, await applied(v, shiftId), 'accepted')).status).toBe(200);
      pending.push(shiftId);
    }
    moveTo(t, Date.parse('2026-12-06T02:00:00Z'));
    expect((await createInvoice(v, { shiftIds: [pending[0]!] })).body).toMatchObject({
      code: 'HOURS_NOT_APPROVED',
      message: 'The hours of Dec 4 at Front Range Vets are not submitted yet',
    });
    await submit(v, pending[0]!);
    const notYet = await createInvoice(v, { shiftIds: [shiftIds[0]!, pending[0]!] });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe('The hours of Dec 4 at Front Range Vets are not approved yet');
    await submit(v, pending[1]!);
    await dispute(c, pending[1]!);
    expect((await createInvoice(v, { shiftIds: [pending[1]!] })).body.code).toBe('HOURS_DISPUTED');

    // Another clinic's shift on the same invoice.
    const elsewhere = await approvedShifts(t, 1, { v });
    const mixed = await createInvoice(v, { shiftIds: [shiftIds[0]!, elsewhere.shiftIds[0]!] });
    expect(mixed.body.code).toBe('MIXED_CLINICS');

    // Another vet's shift: as if it did not exist.
    const stranger = await vet(t);
    expect((await createInvoice(stranger, { shiftIds })).body.code).toBe('SHIFT_NOT_FOUND');
    expect((await createInvoice(v, { shiftIds: [999_999] })).status).toBe(404);

    // One shift on two invoices.
    const first = await draftOf(v, shiftIds);
    const twice = await createInvoice(v, { shiftIds });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'SHIFT_ALREADY_INVOICED', message: 'The shift of Dec 1 at Front Range Vets is already on a draft invoice' });
    const number = (await sendInvoice(v, first)).body.number;
    expect((await createInvoice(v, { shiftIds })).body.message).toBe(`The shift of Dec 1 at Front Range Vets is already on invoice ${number}`);
    expect(one<{ n: number }>(t, 'SELECT count(*) AS n FROM shift_invoice_lines WHERE shift_id = ?', shiftIds[0]!).n).toBe(1);

    // Bad input: 400, nothing written.
    for (const body of [
      { shiftIds: [] },
      { shiftIds: [shiftIds[0], shiftIds[0]] },
      { shiftIds, extraLines: [{ description: '', amountCents: 5 }] },
      { shiftIds, dueInDays: 91 },
    ]) {
      expect((await createInvoice(v, body)).status).toBe(400);
    }
  });
});

describe('invoices: lists', () => {
  test('filters by status (overdue included), year and counterpart; paged; totals over all', async () => {
    const t = createTestApp();
    const { c, v, shiftIds } = await approvedShifts(t, 4);
    const other = await approvedShifts(t, 1, { v });
    const a = await sentOf(v, [shiftIds[0]!], { dueInDays: 0 });
    const b = await sentOf(v, [shiftIds[1]!], { dueInDays: 30 });
    const paid = await sentOf(v, [shiftIds[2]!]);
    const issuedOn = (await readInvoice(v, paid)).body.issuedOn;
    expect((await markPaid(v, paid, { paidOn: issuedOn })).status).toBe(200);
    const draft = await draftOf(v, [shiftIds[3]!]);
    const elsewhere = await sentOf(v, other.shiftIds);

    // Three days on: `a` (due the day it was issued) is overdue.
    t.advance(3 * 86_400_000);
    const all = (await listInvoices(v)).body;
    expect(all.total).toBe(5);
    expect(all.invoices[0].id).toBe(draft);
    expect(all.totals).toEqual({ outstandingCents: 3 * SHIFT_CENTS, outstandingCount: 3, overdueCents: SHIFT_CENTS, overdueCount: 1 });
    const ids = async (query: string, party = v) => (await listInvoices(party, query)).body.invoices.map((row: { id: number }) => row.id);
    expect(await ids('?status=overdue')).toEqual([a]);
    expect((await ids('?status=sent')).sort()).toEqual([b, elsewhere].sort());
    expect(await ids('?status=paid')).toEqual([paid]);
    expect(await ids('?status=draft')).toEqual([draft]);
    expect((await ids(`?year=${issuedOn.slice(0, 4)}`)).length).toBe(5);
    expect(await ids('?year=2031')).toEqual([]);
    expect(await ids(`?counterpartId=${other.c.id}`)).toEqual([elsewhere]);
    const page = (await listInvoices(v, '?limit=2&offset=2')).body;
    expect(page).toMatchObject({ total: 5 });
    expect(page.invoices).toHaveLength(2);

    // The clinic: received only, no draft; its totals are its own.
    const received = (await listInvoices(c)).body;
    expect(received.total).toBe(3);
    expect(received.totals).toMatchObject({ outstandingCents: 2 * SHIFT_CENTS, overdueCount: 1 });
    expect(await ids(`?counterpartId=${v.id}`, c)).toHaveLength(3);
    expect(received.invoices[0].displayStatus).toBeDefined();

    for (const query of ['?status=late', '?year=1999', '?counterpartId=0x1', '?limit=500', '?offset=-1']) {
      const refused = await listInvoices(v, query);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION');
    }
  });

  test('another clinic, another vet and a visitor find nothing', async () => {
    const t = createTestApp();
    const { v, shiftIds } = await approvedShifts(t, 1);
    const id = await sentOf(v, shiftIds);
    const otherClinic = await clinic(t, 'Elsewhere Vets');
    const otherVet = await vet(t);
    expect((await readInvoice(otherClinic, id)).status).toBe(404);
    expect((await readInvoice(otherVet, id)).status).toBe(404);
    expect((await markPaid(otherClinic, id, { paidOn: '2026-11-20' })).status).toBe(404);
    expect((await voidInvoice(otherVet, id)).status).toBe(404);
    expect((await listInvoices(otherClinic)).body.total).toBe(0);
    expect((await t.client().get(`/api/invoices/${id}`)).status).toBe(401);
  });
});

describe('invoices: at once, and live', () => {
  test('the same shift on two drafts at once: one is made, the other refused naming the shift', async () => {
    const t = createTestApp();
    const { v, shiftIds } = await approvedShifts(t, 1);
    const answers = await Promise.all([createInvoice(v, { shiftIds }), createInvoice(v, { shiftIds })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('SHIFT_ALREADY_INVOICED');
    expect(one<{ n: number }>(t, 'SELECT count(*) AS n FROM shift_invoices').n).toBe(1);
  });

  test("the clinic's open tabs hear a sent invoice; a draft only the vet's", async () => {
    const t = createTestApp();
    const { c, v, shiftIds } = await approvedShifts(t, 1);
    const hub = createRealtimeHub(t.deps);
    const heard = new Map<number, string[]>([
      [v.id, []],
      [c.id, []],
    ]);
    for (const [userId, frames] of heard) {
      const socket: LiveSocket = { send: (data) => void frames.push(JSON.parse(data).change), close: () => {} };
      hub.add(userId, socket, null);
    }
    const id = await draftOf(v, shiftIds);
    expect((await sendInvoice(v, id)).status).toBe(200);
    await Bun.sleep(0);
    expect(heard.get(v.id)).toEqual(['invoice.created', 'invoice.sent']);
    expect(heard.get(c.id)).toEqual(['invoice.sent']);
  });
});
