// The notices the jobs and the summary withdrawal send follow the notification grid like every
// other event: a row's e-mail switched off queues no e-mail row, switched on queues one; its push
// switched on pushes to the user's device, switched off does not. Covered: invoice overdue
// reminders, hours never submitted, hours approved automatically, a booking summary withdrawn or
// expired.
import { afterEach, describe, expect, test } from 'bun:test';
import { SUMMARY_RESPONSE_MS } from '../../shared/bookings';
import { HOUR_MS } from '../../shared/time';
import { createJobRunner } from '../jobs/runner';
import type { FakeDevice, FakePushService } from '../testing/fakes/fake-push-service';
import { createTestApp, type TestApp } from '../testing/harness';
import { bookedShift, DEFAULT_SHIFT_END, moveTo, submit } from '../testing/hours';
import { approvedShifts, sentOf } from '../testing/invoices';
import { clinic as newClinic, type Party, vet as newVet } from '../testing/marketplace';
import { deliverPushes, pushServiceFor, stopPushServices, subscribedDevice } from '../testing/push';
import { emailOf, mailTo } from '../testing/rows';

afterEach(stopPushServices);

const runJob = (t: TestApp, name: string) => createJobRunner(t.deps).run(name);

/** Sets one row of the party's grid. */
async function cell(party: Party, event: string, channels: { email?: boolean; push?: boolean }) {
  const response = await party.client.request('PUT', '/api/notification-grid', { events: [{ event, ...channels }] });
  expect(response.status).toBe(200);
}

/** E-mails queued to the party whose subject matches. */
const mailed = (t: TestApp, party: Party, subject: RegExp) => mailTo(t, emailOf(t, party)).filter((mail) => subject.test(mail.subject));

/** The pushes the device received, delivered now: title and url. */
async function pushedTo(t: TestApp, service: FakePushService, device: FakeDevice) {
  await deliverPushes(t);
  return service.received
    .filter((push) => push.device === device.id)
    .map((push) => {
      const { title, url } = push.payload as { title: string; url: string };
      return { title, url };
    });
}

describe('invoice overdue reminders', () => {
  test("each side's invoice row decides its reminder e-mail and push", async () => {
    const t = createTestApp();
    const service = await pushServiceFor(t);
    const { c, v, shiftIds } = await approvedShifts(t, 1, {}, '2026-12-01');
    const id = await sentOf(v, shiftIds, { dueInDays: 1 });
    const [clinicDevice, vetDevice] = [await subscribedDevice(service, c.client), await subscribedDevice(service, v.client)];
    // The first reminder: the clinic's e-mail off (its push on), the vet's push off (its e-mail on).
    await cell(c, 'invoice', { email: false });
    await cell(v, 'invoice', { push: false });
    moveTo(t, Date.parse('2026-12-05T11:00:00Z'));
    await runJob(t, 'invoice-reminders');
    expect(mailed(t, c, /^Reminder: invoice/)).toEqual([]);
    expect(mailed(t, v, /was reminded of invoice/)).toHaveLength(1);
    expect(await pushedTo(t, service, clinicDevice)).toEqual([{ title: 'Invoice 2026-0001 is overdue', url: `/invoices/${id}` }]);
    expect(await pushedTo(t, service, vetDevice)).toEqual([]);
    // The invoice's history says the reminder was not e-mailed.
    const history = (await v.client.get(`/api/invoices/${id}`)).body.history as { kind: string; detail: string }[];
    expect(history.filter((event) => event.kind === 'reminded').map((event) => event.detail)).toEqual([
      'Reminder 1 of 3 (not e-mailed: the clinic switched invoice e-mails off)',
    ]);

    // The second, a week later, with the switches the other way round.
    await cell(c, 'invoice', { email: true, push: false });
    await cell(v, 'invoice', { email: false, push: true });
    moveTo(t, Date.parse('2026-12-12T11:00:00Z'));
    await runJob(t, 'invoice-reminders');
    expect(mailed(t, c, /^Reminder: invoice/)).toHaveLength(1);
    expect(mailed(t, v, /was reminded of invoice/)).toHaveLength(1);
    expect(await pushedTo(t, service, clinicDevice)).toHaveLength(1);
    expect(await pushedTo(t, service, vetDevice)).toEqual([{ title: 'Invoice 2026-0001 is overdue', url: `/invoices/${id}` }]);
  });
});

describe('hours', () => {
  test('reminders about hours never submitted follow the hours row', async () => {
    const t = createTestApp();
    const service = await pushServiceFor(t);
    const { c, v, shiftId } = await bookedShift(t);
    const [clinicDevice, vetDevice] = [await subscribedDevice(service, c.client), await subscribedDevice(service, v.client)];
    await cell(c, 'hours', { email: false });
    await cell(v, 'hours', { email: false });
    moveTo(t, DEFAULT_SHIFT_END + 24 * HOUR_MS);
    await runJob(t, 'shift-hours');
    expect(mailed(t, c, /has not submitted the hours/)).toEqual([]);
    expect(mailed(t, v, /^Submit your hours/)).toEqual([]);
    expect(await pushedTo(t, service, clinicDevice)).toEqual([
      { title: expect.stringMatching(/^Dr\. Sam Rivera\d* has not submitted the hours for Dec 10$/), url: `/messages?userId=${v.id}` },
    ]);
    expect(await pushedTo(t, service, vetDevice)).toEqual([
      { title: 'Submit your hours for Front Range Vets on Dec 10', url: `/bookings?hoursShiftId=${shiftId}` },
    ]);

    // The vet's 72-hour reminder with its e-mail back on and its push off.
    await cell(v, 'hours', { email: true, push: false });
    moveTo(t, DEFAULT_SHIFT_END + 72 * HOUR_MS);
    await runJob(t, 'shift-hours');
    expect(mailed(t, v, /^Submit your hours/)).toHaveLength(1);
    expect(await pushedTo(t, service, vetDevice)).toHaveLength(1);
  });

  test('hours approved automatically: each side told as its hours row allows', async () => {
    const t = createTestApp();
    const service = await pushServiceFor(t);
    const { c, v, shiftId } = await bookedShift(t);
    moveTo(t, DEFAULT_SHIFT_END);
    expect((await submit(v, shiftId)).status).toBe(201);
    const [clinicDevice, vetDevice] = [await subscribedDevice(service, c.client), await subscribedDevice(service, v.client)];
    await cell(c, 'hours', { email: false });
    await cell(v, 'hours', { push: false });
    moveTo(t, DEFAULT_SHIFT_END + 72 * HOUR_MS);
    await runJob(t, 'shift-hours');
    const subject = /approved automatically/;
    expect(mailed(t, c, subject)).toEqual([]);
    expect(mailed(t, v, subject)).toHaveLength(1);
    expect(await pushedTo(t, service, clinicDevice)).toEqual([
      { title: 'The hours for Dec 10 were approved automatically after 72 hours', url: `/bookings?hoursShiftId=${shiftId}` },
    ]);
    expect(await pushedTo(t, service, vetDevice)).toEqual([]);
  });
});

describe('booking summaries', () => {
  const day = (shiftDate: string) => ({ shiftDate, startTime: '09:00', endTime: '17:00', hourlyRate: 10_000 });

  async function summaryTo(c: Party, v: Party, shiftDate: string): Promise<number> {
    const response = await c.client.post('/api/booking-summaries', { vetUserId: v.id, notes: null, shifts: [day(shiftDate)] });
    expect(response.status).toBe(201);
    return response.body.id;
  }

  async function setUp() {
    const t = createTestApp();
    const service = await pushServiceFor(t);
    const [c, v] = [await newClinic(t), await newVet(t)];
    return { t, service, c, v };
  }

  test("a withdrawn summary follows the vet's summary row", async () => {
    const { t, service, c, v } = await setUp();
    const device = await subscribedDevice(service, v.client);
    await cell(v, 'summary', { email: false });
    const first = await summaryTo(c, v, '2026-12-12');
    expect((await c.client.post(`/api/booking-summaries/${first}/withdraw`, {})).status).toBe(200);
    expect(mailed(t, v, /withdrew a booking summary/)).toEqual([]);
    // Delivered in one run beside the summary's own push, in either order.
    expect(await pushedTo(t, service, device)).toContainEqual({ title: 'Front Range Vets withdrew a booking summary', url: '/bookings' });

    await cell(v, 'summary', { email: true, push: false });
    const before = (await pushedTo(t, service, device)).length;
    const second = await summaryTo(c, v, '2026-12-13');
    expect((await c.client.post(`/api/booking-summaries/${second}/withdraw`, {})).status).toBe(200);
    expect(mailed(t, v, /withdrew a booking summary/)).toHaveLength(1);
    expect(await pushedTo(t, service, device)).toHaveLength(before);
  });

  test("an expired summary follows the clinic's summary row", async () => {
    const { t, service, c, v } = await setUp();
    const device = await subscribedDevice(service, c.client);
    await cell(c, 'summary', { email: false });
    const first = await summaryTo(c, v, '2026-12-20');
    t.advance(SUMMARY_RESPONSE_MS);
    await runJob(t, 'booking-summary-expiry');
    expect(mailed(t, c, /^Your booking summary to .* expired$/)).toEqual([]);
    expect(await pushedTo(t, service, device)).toEqual([
      { title: expect.stringMatching(/^Your booking summary to Dr\. Sam Rivera\d* expired$/), url: `/bookings?summaryId=${first}` },
    ]);

    await cell(c, 'summary', { email: true, push: false });
    await summaryTo(c, v, '2026-12-21');
    t.advance(SUMMARY_RESPONSE_MS);
    await runJob(t, 'booking-summary-expiry');
    expect(mailed(t, c, /^Your booking summary to .* expired$/)).toHaveLength(1);
    expect(await pushedTo(t, service, device)).toHaveLength(1);
  });
});
