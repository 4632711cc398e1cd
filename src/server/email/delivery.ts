// Sends due outbox rows over SMTP, retrying with exponential back-off. Without SMTP the rows
// stay pending and their text is logged once, so an operator can still read them.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Logger } from '../context';
import type { Db } from '../db/client';
import { emailOutbox, type OutboxEmail } from '../db/schema';

export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
const BATCH_SIZE = 20;

export interface MailTransport {
  send(from: string, email: OutboxEmail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, loaded on first use so a server without SMTP never pays for it. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<import('nodemailer').Transporter> | undefined;
  const connect = () => (transporter ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl)));
  return {
    async send(from, email) {
      await (await connect()).sendMail({ from, to: email.toAddress, subject: email.subject, text: email.textBody, html: email.htmlBody ?? undefined });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}

/** Delay before attempt number `attempts + 1`: 30 s, 1 min, 2 min, … capped at 6 h. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** Logs pending mail once when no SMTP server is configured. */
export function logUndeliverable(db: Db, log: Logger, logged: Set<number>): void {
  const pending = db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'))
    .orderBy(asc(emailOutbox.id))
    .limit(BATCH_SIZE * 5)
    .all();
  for (const email of pending) {
    if (logged.has(email.id)) continue;
    logged.add(email.id);
    log.info(`[mail not sent: SMTP_URL unset] to=${email.toAddress} subject="${email.subject}"\n${email.textBody}`);
  }
}

/** Sends every due pending row once; returns how many were sent. */
export async function deliverDueEmails(db: Db, transport: MailTransport, from: string, now: number, log: Logger): Promise<number> {
  const due = db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(BATCH_SIZE)
    .all();
  let sent = 0;
  for (const email of due) {
    const attempts = email.attempts + 1;
    try {
      await transport.send(from, email);
      db.update(emailOutbox).set({ status: 'sent', attempts, sentAt: now, lastError: null }).where(eq(emailOutbox.id, email.id)).run();
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const gaveUp = attempts >= MAX_ATTEMPTS;
      db.update(emailOutbox)
        .set({ attempts, lastError: message.slice(0, 500), status: gaveUp ? 'failed' : 'pending', nextAttemptAt: now + backoffMs(attempts) })
        .where(eq(emailOutbox.id, email.id))
        .run();
      log.error(`E-mail #${email.id} to ${email.toAddress} failed (attempt ${attempts}${gaveUp ? ', giving up' : ''}): ${message}`);
    }
  }
  return sent;
}
