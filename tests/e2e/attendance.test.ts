// Attendance in real Chromium, clinic and vet at once (issue 21): a clinic books a vet on a shift
// starting a little over 3 hours from now; once the 3 h reminder falls due the admin runs the
// reminders job, the reminder reaches the vet's mailbox with its arrival notes and "I'll be there"
// link; the vet opens the link (no sign-in needed) and the clinic's /bookings, open all along,
// shows "Confirmed by Dr. …" without a reload.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, type Mailbox, PHONE, type RunningServer, registered, startMailbox, startServer } from './support';

const ADMIN_PASSWORD = 'attendance-admin-pass';
const PHOENIX = { address: '200 W Washington St', city: 'Phoenix', state: 'AZ', zipCode: '85003', phone: '602-555-0142' };
const NOTES = 'Park in the staff lot behind the clinic. Ask for Dana at the front desk.';

let server: RunningServer;
let browser: Browser;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer([], { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, EMAIL_POLL_SECONDS: '1', ADMIN_PASSWORD });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mailbox?.close();
});

/** Phoenix keeps UTC−7 all year: the clinic's wall clock at an instant. */
function phoenixWallClock(instant: number): { date: string; time: string } {
  const wall = new Date(instant - 7 * 3_600_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

test("the vet confirms from the reminder's link; the clinic sees Confirmed live", async () => {
  const clinic = await registered(browser, server, {
    userType: 'clinic',
    viewport: DESKTOP,
    profile: { clinicName: 'Desert Paws Clinic', ...PHOENIX, arrivalNotes: NOTES },
  });
  const vet = await registered(browser, server, {
    userType: 'relief_vet',
    viewport: PHONE,
    lastName: 'Okafor',
    profile: { firstName: 'Ada', lastName: 'Okafor', licenseNumber: 'AZ-1', experienceYears: 5, hourlyRate: 9000, ...PHOENIX, phone: '602-555-0199' },
  });

  // The start: the first whole minute at least 3 h 70 s from now, so the booking is made before
  // the 3 h reminder falls due and the wait for it stays short.
  const startsAt = Math.ceil((Date.now() + 3 * 3_600_000 + 70_000) / 60_000) * 60_000;
  const start = phoenixWallClock(startsAt);
  const end = phoenixWallClock(startsAt + 8 * 3_600_000);
  const posted = await clinic.api.post(`${server.url}/api/shifts`, {
    data: { shiftDate: start.date, startTime: start.time, endTime: end.time, hourlyRate: 9000, shiftType: 'regular_day', practiceTypes: ['small_animal'] },
  });
  expect(posted.status()).toBe(201);
  const applied = await vet.api.post(`${server.url}/api/booking-requests`, { data: { shiftId: (await posted.json()).id } });
  expect(applied.status()).toBe(201);
  const requestId = (await applied.json()).id;
  expect((await clinic.api.put(`${server.url}/api/booking-requests/${requestId}`, { data: { status: 'accepted' } })).ok()).toBe(true);

  // The clinic's /bookings stays open from here on.
  await clinic.page.goto(`${server.url}/bookings`);
  const card = clinic.page.getByRole('article', { name: 'Dr. Ada Okafor' });
  await card.getByText('Not confirmed by the veterinarian yet').waitFor();

  // The 3 h reminder falls due; the admin runs the job rather than waiting for its minute.
  await Bun.sleep(Math.max(0, startsAt - 3 * 3_600_000 - Date.now() + 1000));
  const admin = await browser.newContext();
  expect((await admin.request.post(`${server.url}/api/admin/auth`, { data: { password: ADMIN_PASSWORD } })).ok()).toBe(true);
  const run = await admin.request.post(`${server.url}/api/admin/jobs/shift-reminders/run`, { data: {} });
  expect(await run.json()).toMatchObject({ summary: { sent: 1 } });
  await admin.close();

  const reminder = await mailbox.waitFor(vet.email, /Your relief shift at Desert Paws Clinic starts in 3 hours/, 15_000);
  expect(reminder).toContain(NOTES);
  const link = reminder.match(/https?:\/\/[^\s"<>]+\/attendance\?token=[\w.-]+/)![0];
  // The vet opens the link from its mail app (same address, wherever the link says the app is).
  await vet.page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await vet.page.getByRole('heading', { name: "You're confirmed" }).waitFor();
  await vet.page.getByText(/Desert Paws Clinic knows you'll be there on/).waitFor();

  // The clinic's page was not reloaded: the socket's 'bookings' frame brought the change.
  await card.getByText('Confirmed by Dr. Okafor').waitFor({ timeout: 10_000 });

  // Opening the link again keeps the first confirmation; the vet's /bookings shows it too.
  await vet.page.goto(`${server.url}/bookings`);
  await vet.page.getByText("You confirmed you'll be there").first().waitFor();
  await clinic.context.close();
  await vet.context.close();
}, 240_000);
