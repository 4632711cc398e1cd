// Sends due outbox rows over SMTP, oldest first, retrying with exponential back-off. Each row is
// claimed before it is sent, so two delivery passes (or two processes on one database) never send
// it twice. Delivery is at least once: a process that dies between the SMTP server's acceptance
// and marking the row sent leaves it claimed, and it is sent again when the claim runs out.
// A server that cannot be reached is no fault of the message: the pass stops and the row keeps
// its place and its attempts, so an outage of any length loses nothing and, once the server is
// back, the backlog leaves in the order it was written.
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Logger } from '../context';
import type { Db } from '../db/client';
import { appSettings, emailOutbox, type OutboxEmail } from '../db/schema';

export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;
const BATCH_SIZE = 20;
/** How long one pass keeps sending while rows are due; the next pass takes the rest. */
const PASS_BUDGET_MS = 30_000;
/** How long a claim holds a row: longer than nodemailer's slowest timeout (10 min of socket silence). */
export const CLAIM_MS = 15 * 60 * 1000;
/** app_settings key: the last outbox id logged while no SMTP server is configured. */
const LOGGED_THROUGH = 'outbox_logged_through';

/** What a transport needs of a message: an outbox row, or a test message that has none. */
export type OutgoingEmail = Pick<OutboxEmail, 'toAddress' | 'subject' | 'textBody' | 'htmlBody' | 'headers'>;

export interface MailTransport {
  send(from: string, email: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer, loaded on first use so a server without SMTP never pays for it. Pooled
 * (unless SMTP_URL says `pool=false`): a backlog of alerts goes over a few open connections
 * instead of one handshake per message.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  let transporter: Promise<import('nodemailer').Transporter> | undefined;
  const connect = () => (transporter ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(url.toString())));
  return {
    async send(from, email) {
      await (await connect()).sendMail({
        from,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
        headers: email.headers ?? undefined,
      });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}

/** The app's mailer: SMTP when SMTP_URL is set, none otherwise. */
export function configuredMailer(config: Config): MailTransport | undefined {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : undefined;
}

/** Delay before attempt number `attempts + 1`: 30 s, 1 min, 2 min, … capped at 6 h. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Logs each pending message once when no SMTP server is configured, so an operator can still read
 * them; the rows stay pending. Remembers the last id logged in the database, across restarts.
 */
export function logUndeliverable(db: Db, log: Logger): number {
  const through = Number(db.select().from(appSettings).where(eq(appSettings.key, LOGGED_THROUGH)).get()?.value ?? 0);
  const pending = db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), gt(emailOutbox.id, through)))
    .orderBy(asc(emailOutbox.id))
    .limit(BATCH_SIZE * 5)
    .all();
  for (const email of pending) {
    log.info(`[mail not sent: SMTP_URL unset] to=${email.toAddress} subject="${email.subject}"\n${email.textBody}`);
  }
  const last = pending.at(-1);
  if (last) {
    const value = String(last.id);
    db.insert(appSettings).values({ key: LOGGED_THROUGH, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } }).run();
  }
  return pending.length;
}

/**
 * Claims the next due row: a pending row whose retry time has come, or a claimed one whose claim
 * ran out (its sender died). The claim counts as the attempt and holds the row for CLAIM_MS.
 */
export function claimNextEmail(db: Db, now: number): ClaimedEmail | undefined {
  // IMMEDIATE: the write lock first, so no other connection claims between the read and the write.
  return db.transaction(
    (tx) => {
      // Rows that never failed are due from when they were written, so this is oldest first.
      const next = tx
        .select({ id: emailOutbox.id, dueAt: emailOutbox.nextAttemptAt })
        .from(emailOutbox)
        .where(and(inArray(emailOutbox.status, ['pending', 'sending']), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
        .limit(1)
        .get();
      if (!next) return undefined;
      const row = tx
        .update(emailOutbox)
        .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: now + CLAIM_MS })
        .where(eq(emailOutbox.id, next.id))
        .returning()
        .get();
      return { ...row, dueAt: next.dueAt };
    },
    { behavior: 'immediate' },
  );
}

/** A claimed row, with the time it was due before the claim (its place in the queue). */
export type ClaimedEmail = OutboxEmail & { dueAt: number };

/** nodemailer's codes for a server that could not be reached or talked to: no message's fault. */
const UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH', 'EPROXY', 'ECONNREFUSED', 'ECONNRESET']);

/** Whether the error says the server is unreachable (rather than that it refused this message). */
export function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNREACHABLE.has(code);
}

/**
 * Sends due rows one claim at a time, oldest first, for up to PASS_BUDGET_MS; stops early when the
 * server cannot be reached. Returns how many were sent.
 */
export async function deliverDueEmails(db: Db, transport: MailTransport, from: string, clock: () => number, log: Logger): Promise<number> {
  let sent = 0;
  const started = clock();
  while (clock() - started < PASS_BUDGET_MS) {
    // The time is read for each row: a slow pass must not claim with a lease already running out.
    const email = claimNextEmail(db, clock());
    if (!email) break;
    try {
      await transport.send(from, email);
      db.update(emailOutbox).set({ status: 'sent', sentAt: clock(), lastError: null }).where(eq(emailOutbox.id, email.id)).run();
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (isUnreachable(error)) {
        // Back in its place, the attempt not counted: the next pass tries the same row first.
        db.update(emailOutbox)
          .set({ status: 'pending', attempts: email.attempts - 1, nextAttemptAt: email.dueAt, lastError: message.slice(0, 500) })
          .where(eq(emailOutbox.id, email.id))
          .run();
        log.error(`SMTP server unreachable, mail waits in the outbox: ${message}`);
        break;
      }
      const gaveUp = email.attempts >= MAX_ATTEMPTS;
      db.update(emailOutbox)
        .set({ lastError: message.slice(0, 500), status: gaveUp ? 'failed' : 'pending', nextAttemptAt: clock() + backoffMs(email.attempts) })
        .where(eq(emailOutbox.id, email.id))
        .run();
      log.error(`E-mail #${email.id} to ${email.toAddress} failed (attempt ${email.attempts}${gaveUp ? ', giving up' : ''}): ${message}`);
    }
  }
  return sent;
}
