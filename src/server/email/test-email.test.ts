// POST /api/test-email: signed-in users only, rate-limited, and it says what happened: sent
// (a real local SMTP server accepted it), queued (no SMTP_URL: the outbox keeps it), or failed
// (the server's refusal, trimmed). Never a 500.
import { afterEach, expect, test } from 'bun:test';
import { signedUp } from '../testing/fixtures';
import { createTestApp } from '../testing/harness';
import { startTestSmtpServer } from '../testing/smtp-server';
import { configuredMailer } from './delivery';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtpServer(refuse: boolean) {
  const server = await startTestSmtpServer({ refuse });
  cleanups.push(server.close);
  return server;
}

/** A test app whose deps carry the mailer its SMTP_URL names, as main.ts builds it. */
function appWithMailer(smtpUrl?: string) {
  const t = createTestApp({ SMTP_URL: smtpUrl });
  t.deps.mailer = configuredMailer(t.deps.config);
  cleanups.push(() => t.deps.mailer?.close());
  return t;
}

test('without SMTP_URL the message is queued in the outbox, and the answer says so', async () => {
  const t = appWithMailer();
  const user = await signedUp(t);
  const response = await user.post('/api/test-email', { to: 'check@example.com' });
  expect(response.status).toBe(200);
  expect(response.body.status).toBe('queued');
  expect(response.body.detail).toContain('SMTP_URL');
  const rows = t.deps.db.$client.query<{ to_address: string; status: string }, []>('SELECT to_address, status FROM email_outbox').all();
  expect(rows).toEqual([{ to_address: 'check@example.com', status: 'pending' }]);
});

test('with a working SMTP server it is sent at once', async () => {
  const smtp = await smtpServer(false);
  const t = appWithMailer(`smtp://127.0.0.1:${smtp.port}`);
  const user = await signedUp(t);
  const response = await user.post('/api/test-email', { to: 'check@example.com' });
  expect(response.body).toEqual({ status: 'sent', detail: 'The SMTP server accepted the message for check@example.com.' });
  expect(smtp.received.map((message) => message.to)).toEqual([['check@example.com']]);
});

test('a refusal answers failed with the server’s reason, not a 500', async () => {
  const smtp = await smtpServer(true);
  const t = appWithMailer(`smtp://127.0.0.1:${smtp.port}`);
  const user = await signedUp(t);
  const response = await user.post('/api/test-email', { to: 'check@example.com' });
  expect(response.status).toBe(200);
  expect(response.body.status).toBe('failed');
  expect(response.body.detail).toContain('550');
  expect(response.body.detail.length).toBeLessThanOrEqual(300);
});

test('visitors are refused, a bad address is 400, and a sixth test within the window is 429', async () => {
  const t = appWithMailer();
  expect((await t.client().post('/api/test-email', { to: 'check@example.com' })).status).toBe(401);
  const user = await signedUp(t);
  expect((await user.post('/api/test-email', { to: 'not-an-address' })).status).toBe(400);
  for (let i = 0; i < 5; i++) expect((await user.post('/api/test-email', { to: 'check@example.com' })).status).toBe(200);
  const refused = await user.post('/api/test-email', { to: 'check@example.com' });
  expect(refused.status).toBe(429);
  t.advance(t.deps.config.RATE_LIMIT_WINDOW_SECONDS * 1000);
  expect((await user.post('/api/test-email', { to: 'check@example.com' })).status).toBe(200);
});
