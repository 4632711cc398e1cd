// The admin's view of the e-mail outbox (issue 13): the latest mail with its status, attempts and
// last error, and a resend that puts a sent or failed message back in the queue.
import { desc, eq } from 'drizzle-orm';
import type { AdminOutboxEmail } from '../../shared/admin';
import type { Db } from '../db/client';
import { emailOutbox, type OutboxEmail } from '../db/schema';
import { AppError } from '../http/errors';
import { type Actor, audit } from './audit';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toAdminEmail(row: OutboxEmail): AdminOutboxEmail {
  return {
    id: row.id,
    toAddress: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: iso(row.createdAt)!,
    sentAt: iso(row.sentAt),
  };
}

/** The latest 100 e-mails, newest first, of one status when given. */
export function listOutbox(db: Db, status?: (typeof OUTBOX_STATUSES)[number]): AdminOutboxEmail[] {
  const query = db.select().from(emailOutbox);
  return (status ? query.where(eq(emailOutbox.status, status)) : query).orderBy(desc(emailOutbox.id)).limit(100).all().map(toAdminEmail);
}

/** Queues a sent or failed e-mail again, due now with a fresh budget of attempts. */
export function resendEmail(db: Db, actor: Actor, id: number, now: number): AdminOutboxEmail {
  return db.transaction(
    (tx) => {
      const row = tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
      if (!row) throw new AppError(404, 'E-mail not found', 'EMAIL_NOT_FOUND');
      if (row.status === 'pending' || row.status === 'sending') throw new AppError(409, 'This e-mail is already waiting to be sent', 'EMAIL_QUEUED');
      const updated = tx
        .update(emailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now, sentAt: null })
        .where(eq(emailOutbox.id, id))
        .returning()
        .get();
      audit(tx, actor, 'email.resend', `email:${id}`, now, { previousStatus: row.status });
      return toAdminEmail(updated);
    },
    { behavior: 'immediate' },
  );
}
