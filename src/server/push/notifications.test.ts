// What is pushed, through a local push service: each event reaches the right person, the grid's
// switches are honoured per event and channel, "hide previews" keeps what was written off the lock
// screen, and a message read live on the socket is not pushed.
import { afterEach, describe, expect, test } from 'bun:test';
import { emailOutbox, pushOutbox } from '../db/schema';
import { FANOUT_SETTLE_MS } from '../alerts/fanout';
import { createJobRunner } from '../jobs/runner';
import { createRealtimeHub, type LiveSocket } from '../realtime/hub';
import { createTestApp, type TestApp } from '../testing/harness';
import { clinic as newClinic, type Party, postShift, vet as newVet } from '../testing/marketplace';
import { deliverPushes, pushServiceFor, stopPushServices, subscribedDevice } from '../testing/push';

afterEach(stopPushServices);

const subjects = (t: TestApp) =>
  t.deps.db
    .select({ subject: emailOutbox.subject })
    .from(emailOutbox)
    .all()
    .map((row) => row.subject);
const queued = (t: TestApp) => t.deps.db.select().from(pushOutbox).all();

async function setUp() {
  const t = createTestApp();
  const service = await pushServiceFor(t);
  const [clinicParty, vetParty] = [await newClinic(t), await newVet(t)];
  return { t, service, clinic: clinicParty, vet: vetParty };
}

async function grid(party: Party, body: unknown) {
  const response = await party.client.request('PUT', '/api/notification-grid', body);
  expect(response.status).toBe(200);
  return response.body;
}

describe('messages', () => {
  test('a message to someone with no live tab is pushed with its preview, collapsing per thread', async () => {
    const { t, service, clinic, vet } = await setUp();
    await subscribedDevice(service, vet.client);
    await clinic.client.post('/api/messages', { toUserId: vet.id, content: 'Can you cover Friday the 12th?' });
    await deliverPushes(t);
    const thread = `thread-${Math.min(clinic.id, vet.id)}-${Math.max(clinic.id, vet.id)}`;
    expect(service.received).toHaveLength(1);
    expect(service.received[0]).toMatchObject({
      payload: { title: 'Front Range Vets sent you a message', body: 'Can you cover Friday the 12th?', url: `/messages?userId=${clinic.id}`, tag: thread },
      topic: thread,
      ttl: 3600,
    });
  });

  test('"hide previews" leaves the text out; switching message pushes off sends none', async () => {
    const { t, service, clinic, vet } = await setUp();
    await subscribedDevice(service, vet.client);
    await grid(vet, { hidePreviews: true });
    await clinic.client.post('/api/messages', { toUserId: vet.id, content: 'The door code is 4411' });
    await deliverPushes(t);
    expect(service.received[0]!.payload).toEqual({
      title: 'Front Range Vets sent you a message',
      url: `/messages?userId=${clinic.id}`,
      tag: expect.any(String),
    });
    expect(JSON.stringify(service.received)).not.toContain('4411');

    await grid(vet, { events: [{ event: 'message', push: false }] });
    await clinic.client.post('/api/messages', { toUserId: vet.id, content: 'Another one' });
    await deliverPushes(t);
    expect(service.received).toHaveLength(1);
  });

  test('no push for a message that arrives on a live socket', async () => {
    const { t, service, clinic, vet } = await setUp();
    await subscribedDevice(service, vet.client);
    const hub = createRealtimeHub(t.deps);
    const tab: LiveSocket = { send: () => undefined, close: () => undefined };
    hub.add(vet.id, tab, null);
    await clinic.client.post('/api/messages', { toUserId: vet.id, content: 'Read live' });
    expect(queued(t)).toEqual([]);
    hub.remove(vet.id, tab);
    await clinic.client.post('/api/messages', { toUserId: vet.id, content: 'Read later' });
    await deliverPushes(t);
    expect(service.received.map((push) => (push.payload as { body: string }).body)).toEqual(['Read later']);
  });

  test('a user with no device gets no push row at all', async () => {
    const { t, clinic, vet } = await setUp();
    await clinic.client.post('/api/messages', { toUserId: vet.id, content: 'Hello' });
    expect(queued(t)).toEqual([]);
  });
});

describe('applications', () => {
  test('the clinic hears of an application; the grid switches its e-mail and its push apart', async () => {
    const { t, service, clinic, vet } = await setUp();
    await subscribedDevice(service, clinic.client);
    await grid(clinic, { events: [{ event: 'application', email: false }] });
    const shiftId = await postShift(clinic);
    expect((await vet.client.post('/api/booking-requests', { shiftId })).status).toBe(201);
    await deliverPushes(t);
    expect(service.received.map((push) => push.payload)).toEqual([
      { title: expect.stringMatching(/^New application from Sam Rivera/), body: expect.any(String), url: '/bookings', tag: 'applications' },
    ]);
    expect(subjects(t).filter((subject) => /appl/i.test(subject))).toEqual([]);

    await grid(clinic, { events: [{ event: 'application', email: true, push: false }] });
    const other = await newVet(t);
    await other.client.post('/api/booking-requests', { shiftId });
    await deliverPushes(t);
    expect(service.received).toHaveLength(1);
    expect(subjects(t).some((subject) => /appl/i.test(subject))).toBe(true);
  });

  test('accepting pushes "booked" to the vet and "filled" to the other applicant', async () => {
    const { t, service, clinic, vet } = await setUp();
    const other = await newVet(t);
    const [mine, theirs] = [await subscribedDevice(service, vet.client), await subscribedDevice(service, other.client)];
    const shiftId = await postShift(clinic);
    const applied = (await vet.client.post('/api/booking-requests', { shiftId })).body.id;
    await other.client.post('/api/booking-requests', { shiftId });
    expect((await clinic.client.request('PUT', `/api/booking-requests/${applied}`, { status: 'accepted' })).status).toBe(200);
    await deliverPushes(t);
    const titleOf = (device: number) => (service.received.find((push) => push.device === device)?.payload as { title: string } | undefined)?.title;
    expect(titleOf(mine.id)).toBe("You're booked: Front Range Vets");
    expect(titleOf(theirs.id)).toBe('Front Range Vets filled a shift you applied for');
  });
});

describe('new matching shifts', () => {
  const fanOut = (t: TestApp) => {
    // Past the settling time a fan-out waits for (a clinic posting several shifts at once).
    t.advance(FANOUT_SETTLE_MS);
    return createJobRunner(t.deps).run('alert-fanout');
  };

  test('an instant alert pushes; a digest does not', async () => {
    const { t, service, clinic, vet } = await setUp();
    const digestVet = await newVet(t);
    await subscribedDevice(service, vet.client);
    const digestDevice = await subscribedDevice(service, digestVet.client);
    await digestVet.client.request('PUT', '/api/alert-settings', { mode: 'digest' });
    await postShift(clinic);
    await fanOut(t);
    await deliverPushes(t);
    expect(service.received).toHaveLength(1);
    expect(service.received[0]!.payload).toMatchObject({ title: expect.stringMatching(/^New shift near you: Front Range Vets/), url: '/browse' });
    expect(service.hits.get(digestDevice.id)).toBeUndefined();
  });

  test('a vet who switched the push off gets the e-mail alone', async () => {
    const { t, service, clinic, vet } = await setUp();
    await subscribedDevice(service, vet.client);
    await grid(vet, { events: [{ event: 'new_shifts', push: false }] });
    await postShift(clinic);
    await fanOut(t);
    await deliverPushes(t);
    expect(service.received).toEqual([]);
    expect(subjects(t).length).toBeGreaterThan(0);
  });
});

describe('the grid', () => {
  test('each user sees their own rows, all on at first; a save changes only the cells sent', async () => {
    const { clinic, vet } = await setUp();
    const vetGrid = (await vet.client.get('/api/notification-grid')).body;
    expect(vetGrid.hidePreviews).toBe(false);
    expect(vetGrid.events.map((row: { event: string }) => row.event)).toEqual([
      'message',
      'application_decision',
      'shift_filled',
      'summary',
      'reminder',
      'hours',
      'first_look',
      'new_shifts',
      'invoice',
    ]);
    expect(vetGrid.events.every((row: { email: boolean; push: boolean }) => row.email && row.push)).toBe(true);
    const clinicEvents = (await clinic.client.get('/api/notification-grid')).body.events.map((row: { event: string }) => row.event);
    expect(clinicEvents).toContain('application');
    expect(clinicEvents).not.toContain('new_shifts');

    const saved = await grid(vet, {
      events: [
        { event: 'summary', push: false },
        { event: 'message', email: false },
      ],
    });
    expect(saved.events.find((row: { event: string }) => row.event === 'summary')).toEqual({ event: 'summary', email: true, push: false });
    // The message row's e-mail is the unread-message e-mail's own switch.
    expect((await vet.client.get('/api/auth/user')).body.messageEmails).toBe(false);
    expect((await vet.client.request('PUT', '/api/notification-settings', { messageEmails: true })).status).toBe(200);
    expect((await vet.client.get('/api/notification-grid')).body.events[0]).toEqual({ event: 'message', email: true, push: true });
  });

  test('bad input is a 400 that changes nothing', async () => {
    const { vet } = await setUp();
    for (const body of [{}, { events: [{ event: 'lottery', push: true }] }, { events: [{ event: 'summary', push: 'yes' }] }, { hidePreviews: 1 }]) {
      const response = await vet.client.request('PUT', '/api/notification-grid', body);
      expect(response.status).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    expect((await vet.client.get('/api/notification-grid')).body.events.every((row: { push: boolean }) => row.push)).toBe(true);
  });
});
