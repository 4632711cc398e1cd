// The e-mail outbox: mail is a row written in the same transaction as the change that causes
// it, and the delivery loop (delivery.ts) sends it at least once.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { emailOutbox } from '../db/schema';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers sent with it (an alert's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** Where a reply goes, when not to the sender (a help question: the user who asked). Stored as the Reply-To header. */
  replyTo?: string;
}

/** Any drizzle handle that can insert: the database or an open transaction. */
type Writer = Pick<Db, 'insert'>;

/** Queues a message for delivery; call it inside the transaction of the change it reports. */
export function enqueueEmail(db: Writer, message: EmailMessage, now: number): number {
  const row = db
    .insert(emailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      headers: message.replyTo ? { ...message.headers, 'Reply-To': message.replyTo } : (message.headers ?? null),
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: emailOutbox.id })
    .get();
  return row.id;
}

/**
 * enqueueEmail for jobs that queue many, one at a time, in one transaction (the bulk form below
 * is faster still): the same row through a statement prepared once per database (prepared()),
 * without drizzle's per-call building. No extra headers or Reply-To.
 */
export function enqueuePreparedEmail(db: Db, message: Omit<EmailMessage, 'headers' | 'replyTo'>, now: number): void {
  prepared(db, 'outbox-insert', () =>
    db
      .insert(emailOutbox)
      .values({
        toAddress: sql.placeholder('to'),
        subject: sql.placeholder('subject'),
        textBody: sql.placeholder('text'),
        htmlBody: sql.placeholder('html'),
        nextAttemptAt: sql.placeholder('now'),
        createdAt: sql.placeholder('now'),
      })
      .prepare(),
  ).run({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, now });
}

/** Rows per multi-row INSERT: 100 × 4 values stays far below SQLite's limit on bound values. */
const BULK_ROWS = 100;

function bulkInsert(db: Db, rows: number) {
  return prepared(db, `outbox-insert-${rows}`, () =>
    db.$client.prepare<unknown, (string | number | null)[]>(
      // ?1 (now) first: a bare ? takes the number after the largest used before it.
      `INSERT INTO email_outbox (next_attempt_at, created_at, to_address, subject, text_body, html_body)
       VALUES ${Array.from({ length: rows }, () => '(?1, ?1, ?, ?, ?, ?)').join(', ')}`,
    ),
  );
}

/**
 * enqueuePreparedEmail for thousands at once (the overdue reminders): multi-row INSERTs of
 * BULK_ROWS, the remainder row by row, through two statements prepared once per database. The
 * strings are bound as they are (a JSON array of them would cost more to build than the insert).
 */
export function enqueueEmailsInBulk(db: Db, messages: readonly Omit<EmailMessage, 'headers' | 'replyTo'>[], now: number): void {
  const whole = messages.length - (messages.length % BULK_ROWS);
  const chunk = bulkInsert(db, BULK_ROWS);
  const values: (string | number | null)[] = [now];
  for (let start = 0; start < whole; start += BULK_ROWS) {
    values.length = 1;
    for (let i = start; i < start + BULK_ROWS; i++) {
      const message = messages[i]!;
      values.push(message.to, message.subject, message.text, message.html ?? null);
    }
    chunk.run(...values);
  }
  const single = bulkInsert(db, 1);
  for (let i = whole; i < messages.length; i++) {
    const message = messages[i]!;
    single.run(now, message.to, message.subject, message.text, message.html ?? null);
  }
}
