// Outbox delivery over real SMTP: a reset e-mail reaches a local smtp-server; an unreachable
// server leaves the mail waiting in its place, and once up it all goes out once, oldest first; a
// refused message backs off until it gives up; alert headers are sent; no SMTP_URL sends nothing;
// two delivery passes on one database send each message once; a dead sender's claim runs out.
import { afterEach, describe, expect, test } from 'bun:test';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createJobRunner } from '../jobs/runner';
import { createTestApp, type TestApp } from '../testing/harness';
import { latestResetToken, signedUp } from '../testing/fixtures';
import { startTestSmtpServer as startSmtpServer } from '../testing/smtp-server';
import { backoffMs, CLAIM_MS, claimNextEmail, configuredMailer, MAX_ATTEMPTS } from './delivery';
import { enqueueEmail } from './outbox';

const PUBLIC_URL = 'https://relief.example.com';

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Undoes quoted-printable soft line breaks and escapes, so the link can be searched for. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function outboxRow(t: TestApp) {
  return t.deps.db.$client
    .query<{ status: string; attempts: number; last_error: string | null; next_attempt_at: number; sent_at: number | null }, []>(
      'SELECT status, attempts, last_error, next_attempt_at, sent_at FROM email_outbox',
    )
    .get()!;
}

async function resetRequested(overrides: Parameters<typeof createTestApp>[0]) {
  const t = createTestApp({ publicUrl: PUBLIC_URL, ...overrides });
  await signedUp(t);
  expect((await t.client().post('/api/forgot-password', { email: 'ann@example.com' })).status).toBe(200);
  return t;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  // Last in, first out: the pooled transport lets go of its connection before the server closes.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Runs the app's e-mail delivery job once, with the mailer its config names; answers how many were sent. */
function deliveryOf(t: TestApp, deps = t.deps) {
  const mailer = configuredMailer(deps.config);
  const jobs = createJobRunner({ ...deps, mailer });
  cleanups.push(async () => {
    await jobs.stop();
    mailer?.close();
  });
  return async () => (await jobs.run('email-delivery'))?.sent ?? 0;
}

describe('with a working SMTP server', () => {
  test('the reset e-mail reaches the user with the reset link and the row is marked sent', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const t = await resetRequested({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'VetRelief <no-reply@relief.example.com>' });
    const deliverEmail = deliveryOf(t);

    expect(await deliverEmail()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['ann@example.com']);
    expect(message!.from).toBe('no-reply@relief.example.com');
    expect(message!.raw).toMatch(/^Subject: Reset your VetRelief password\r?$/m);
    expect(decodeQuotedPrintable(message!.raw)).toContain(`${PUBLIC_URL}/reset-password?token=${latestResetToken(t)}`);

    expect(outboxRow(t)).toMatchObject({ status: 'sent', attempts: 1, last_error: null, sent_at: t.deps.clock() });
    // A sent row is never sent again.
    expect(await deliverEmail()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('with the SMTP server unreachable', () => {
  test('the row keeps its place and its attempts, and each pass tries again', async () => {
    const t = await resetRequested({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const deliverEmail = deliveryOf(t);
    const queuedAt = outboxRow(t).next_attempt_at;

    for (let pass = 0; pass < 3; pass++) {
      expect(await deliverEmail()).toBe(0);
      const row = outboxRow(t);
      // No message's fault: nothing counts against it, and it stays first in line.
      expect(row).toMatchObject({ status: 'pending', attempts: 0, sent_at: null, next_attempt_at: queuedAt });
      expect(row.last_error).toContain('ECONNREFUSED');
      t.advance(60 * 60 * 1000);
    }
  });

  test('down for a while, then up: every message is delivered once, oldest first', async () => {
    const port = await closedPort();
    const t = createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const deliverEmail = deliveryOf(t);
    const subjects = Array.from({ length: 30 }, (_, i) => `Message ${String(i + 1).padStart(2, '0')}`);
    // Mail keeps coming in while the server is down, and every pass fails.
    for (const [i, subject] of subjects.entries()) {
      enqueueEmail(t.deps.db, { to: 'ann@example.com', subject, text: subject }, t.deps.clock());
      if (i % 5 === 4) {
        expect(await deliverEmail()).toBe(0);
        t.advance(45_000);
      }
    }
    const smtp = await startSmtpServer({ port });
    // Closed last, after the transport has let go of its pooled connection.
    cleanups.unshift(smtp.close);

    expect(await deliverEmail()).toBe(subjects.length);
    expect(smtp.received.map((message) => message.raw.match(/^Subject: (.+?)\r?$/m)?.[1])).toEqual(subjects);
    expect(await deliverEmail()).toBe(0);
    expect(smtp.received).toHaveLength(subjects.length);
  });
});

describe('with the SMTP server refusing the message', () => {
  test('the row stays pending with the error and backs off, then fails after MAX_ATTEMPTS', async () => {
    const smtp = await startSmtpServer({ refuse: true });
    cleanups.push(smtp.close);
    const t = await resetRequested({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const deliverEmail = deliveryOf(t);

    expect(await deliverEmail()).toBe(0);
    const first = outboxRow(t);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(first.last_error).toContain('550');
    expect(first.next_attempt_at).toBe(t.deps.clock() + backoffMs(1));

    // Not due yet: another pass does not try again.
    await deliverEmail();
    expect(outboxRow(t).attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      t.advance(backoffMs(attempt - 1));
      await deliverEmail();
      const row = outboxRow(t);
      expect(row.attempts).toBe(attempt);
      expect(row.status).toBe(attempt < MAX_ATTEMPTS ? 'pending' : 'failed');
    }
    // A failed row is left alone.
    t.advance(backoffMs(MAX_ATTEMPTS));
    await deliverEmail();
    expect(outboxRow(t)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  test('the back-off doubles from 30 s and is capped at 6 h', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(30)).toBe(6 * 60 * 60 * 1000);
  });
});

test("the extra headers of a row (an alert's List-Unsubscribe) and both parts reach the SMTP server", async () => {
  const smtp = await startSmtpServer();
  cleanups.push(smtp.close);
  const t = createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  const url = `${PUBLIC_URL}/api/alerts/unsubscribe?token=1.shifts.abc`;
  enqueueEmail(
    t.deps.db,
    {
      to: 'ann@example.com',
      subject: 'New shifts',
      text: 'Plain part',
      html: '<p>HTML part</p>',
      headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
    t.deps.clock(),
  );
  expect(await deliveryOf(t)()).toBe(1);
  // Unfolded: long header lines continue on the next line.
  const raw = smtp.received[0]!.raw.replace(/\r\n[ \t]+/g, ' ');
  expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/relief\.example\.com\/api\/alerts\/unsubscribe\?token=1\.shifts\.abc>\r?$/m);
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
  expect(raw).toContain('Plain part');
  expect(raw).toContain('<p>HTML part</p>');
});

test('without SMTP_URL the mail stays pending and nothing is sent', async () => {
  const t = await resetRequested({ SMTP_URL: undefined });
  const logged: string[] = [];
  const deliverEmail = deliveryOf(t, { ...t.deps, log: { info: (message) => void logged.push(message), error: () => {} } });
  expect(await deliverEmail()).toBe(0);
  expect(outboxRow(t)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
  // The operator can read it in the log, once.
  await deliverEmail();
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain('[mail not sent: SMTP_URL unset] to=ann@example.com subject="Reset your VetRelief password"');
});

describe('claims', () => {
  test('two servers delivering from one database file at once send each message exactly once', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const folder = mkdtempSync(join(tmpdir(), 'vetrelief-outbox-'));
    const file = join(folder, 'vetrelief.db');
    const first = openDatabase(file);
    migrate(first.$client);
    const second = openDatabase(file);
    cleanups.push(async () => {
      first.$client.close();
      second.$client.close();
      rmSync(folder, { recursive: true, force: true });
    });
    const t = createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const subjects = Array.from({ length: 12 }, (_, i) => `Message ${i + 1}`);
    for (const subject of subjects) enqueueEmail(first, { to: 'ann@example.com', subject, text: subject }, t.deps.clock());

    // Each has its own connection and its own SMTP transport, as two processes would.
    const [sentByFirst, sentBySecond] = await Promise.all([deliveryOf(t, { ...t.deps, db: first })(), deliveryOf(t, { ...t.deps, db: second })()]);

    expect(sentByFirst).toBeGreaterThan(0);
    expect(sentBySecond).toBeGreaterThan(0);
    expect(sentByFirst + sentBySecond).toBe(subjects.length);
    const received = smtp.received.map((message) => message.raw.match(/^Subject: (.+?)\r?$/m)?.[1]).sort();
    expect(received).toEqual([...subjects].sort());
    const statuses = first.$client.query<{ status: string; attempts: number }, []>('SELECT status, attempts FROM email_outbox').all();
    expect(statuses.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  test('a message claimed by a sender that died is sent once its claim runs out', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const t = await resetRequested({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const deliverEmail = deliveryOf(t);
    // The sender claims the row, then its process dies before sending or marking it.
    expect(claimNextEmail(t.deps.db, t.deps.clock())).toMatchObject({ status: 'sending', attempts: 1 });

    expect(await deliverEmail()).toBe(0);
    t.advance(CLAIM_MS - 1);
    expect(await deliverEmail()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    t.advance(1);
    expect(await deliverEmail()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(outboxRow(t)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });
});
