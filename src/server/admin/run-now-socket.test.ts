// Run now over a real socket: Bun closes a connection that has sent nothing for the server's idle
// timeout (10 s by default), and a job such as a scheduled backup of a large database runs for a
// minute, so the panel used to get a network error while the job carried on. The route lifts the
// timeout for its own request; here the server's is 1 s and the job takes 6 s (Bun checks idle sockets every few seconds).
import { expect, test } from 'bun:test';
import { ADMIN_SESSION_COOKIE } from '../../shared/admin';
import { configuredMailer } from '../email/delivery';
import { enqueueEmail } from '../email/outbox';
import { createTestApp } from '../testing/harness';
import { startTestSmtpServer } from '../testing/smtp-server';
import { createAdminSession } from './session';

test('a job slower than the idle timeout still answers Run now with its summary', async () => {
  const smtp = await startTestSmtpServer({ acceptDelayMs: 6000 });
  const t = createTestApp({ ADMIN_PASSWORD: 'correct horse battery', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  t.deps.mailer = configuredMailer(t.deps.config);
  enqueueEmail(t.deps.db, { to: 'a@example.com', subject: 'One', text: 'x' }, t.deps.clock());
  const { token } = createAdminSession(t.deps.db, 'test', t.deps.clock());
  t.app.listen({ port: 0, hostname: '127.0.0.1', idleTimeout: 1 });
  try {
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${t.app.server!.port}/api/admin/jobs/email-delivery/run`, {
      method: 'POST',
      headers: { cookie: `${ADMIN_SESSION_COOKIE}=${token}` },
    });
    expect(Date.now() - started).toBeGreaterThan(5000);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ summary: { sent: 1 } });
  } finally {
    await t.app.stop(true);
    t.deps.mailer?.close();
    await smtp.close();
  }
}, 20_000);
