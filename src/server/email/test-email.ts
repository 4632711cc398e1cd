// POST /api/test-email: an operator (or any signed-in user) checks the mail set-up by sending one
// message to an address of their choice, and is told what happened: sent through SMTP, queued in
// the outbox because no SMTP server is configured, or the SMTP server's refusal.
import type { TestEmailResult } from '../../shared/alerts';
import type { AppDeps } from '../context';
import type { OutgoingEmail } from './delivery';
import { enqueueEmail } from './outbox';
import { escapeHtml } from './templates';

/** The test waits this long for the SMTP server, not nodemailer's two minutes. */
const SEND_TIMEOUT_MS = 15_000;

function testMessage(appName: string, to: string, sentAt: number) {
  const when = new Date(sentAt).toISOString();
  const text = `This is a test message from ${appName}, sent at ${when}. If you can read it, e-mail from ${appName} reaches this address.\n\n— ${appName}`;
  const html = `<p>This is a test message from ${escapeHtml(appName)}, sent at ${when}.</p><p>If you can read it, e-mail from ${escapeHtml(appName)} reaches this address.</p>`;
  return { to, subject: `${appName} test e-mail`, text, html };
}

/** Sends the test message now through the configured transport; never throws for a mail failure. */
export async function sendTestEmail(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer'>, to: string): Promise<TestEmailResult> {
  const { config, mailer } = deps;
  const message = testMessage(config.APP_NAME, to, deps.clock());
  if (!mailer) {
    enqueueEmail(deps.db, message, deps.clock());
    return {
      status: 'queued',
      detail: 'No SMTP server is configured (SMTP_URL is not set), so the message waits in the outbox: the admin panel and the server log show it.',
    };
  }
  const email: OutgoingEmail = { toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, headers: null };
  let timer: Timer | undefined;
  try {
    await Promise.race([
      mailer.send(config.mailFrom, email),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`The SMTP server did not answer within ${SEND_TIMEOUT_MS / 1000} seconds`)), SEND_TIMEOUT_MS);
      }),
    ]);
    return { status: 'sent', detail: `The SMTP server accepted the message for ${to}.` };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim().slice(0, 300);
    return { status: 'failed', detail: reason || 'The SMTP server refused the message.' };
  } finally {
    clearTimeout(timer);
  }
}
