// The notification grids of a whole batch of recipients, read in one statement: the jobs that tell
// thousands at once (overdue reminders, hours auto-approval and nudges, summary expiry) make the
// decision notify() makes per user without a read per recipient, and keep their e-mails bulk.
import type { NotificationEvent } from '../../shared/notifications';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { type EmailMessage, enqueueEmailsInBulk } from '../email/outbox';
import { type Notice, pushIfOn } from './notify';
import { ALL_ON, type RecipientFacts } from './preferences';

export interface BatchGrid {
  /** Whether the user's grid leaves this event's e-mail on. */
  emailOn(userId: number, event: NotificationEvent): boolean;
  /** Queues the notice's push when the user's grid leaves it on and they have a device. */
  push(db: Db, notice: Pick<Notice, 'userId' | 'event' | 'push' | 'topic'>, now: number): void;
}

interface Row {
  userId: number;
  emailOff: string | null;
  pushOff: string | null;
  hidePreviews: number | null;
  device: number;
}

/** The grids of `userIds` (repeats and all), in one statement prepared once per database. */
export function batchGrid(db: Db, userIds: readonly number[]): BatchGrid {
  const rows = prepared(db, 'notify-batch-recipients', () =>
    db.$client.prepare<Row, [string]>(
      `SELECT ids.value AS userId, s.email_off AS emailOff, s.push_off AS pushOff, s.hide_previews AS hidePreviews,
              EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.user_id = ids.value) AS device
       FROM (SELECT DISTINCT value FROM json_each(?1)) ids
       LEFT JOIN notification_settings s ON s.user_id = ids.value`,
    ),
  ).all(JSON.stringify(userIds));
  const facts = new Map<number, RecipientFacts>();
  for (const row of rows) {
    const hasDevice = row.device === 1;
    facts.set(
      row.userId,
      row.emailOff === null
        ? { ...ALL_ON, hasDevice }
        : { emailOff: new Set(JSON.parse(row.emailOff)), pushOff: new Set(JSON.parse(row.pushOff ?? '[]')), hidePreviews: row.hidePreviews === 1, hasDevice },
    );
  }
  const of = (userId: number) => facts.get(userId) ?? { ...ALL_ON, hasDevice: false };
  return {
    emailOn: (userId, event) => !of(userId).emailOff.has(event),
    push: (db, notice, now) => pushIfOn(db, of(notice.userId), notice, now),
  };
}

/** A notice whose e-mail can go in a multi-row INSERT (no extra headers, no Reply-To). */
export type BulkNotice = Omit<Notice, 'email'> & { email?: Omit<EmailMessage, 'headers' | 'replyTo'> };

/**
 * notify() for a batch, inside its transaction: one read of the recipients' grids, the e-mails
 * the grids allow in multi-row INSERTs, each push the grids allow.
 */
export function notifyInBulk(db: Db, notices: readonly BulkNotice[], now: number): void {
  if (!notices.length) return;
  const grid = batchGrid(
    db,
    notices.map((notice) => notice.userId),
  );
  const mails: Omit<EmailMessage, 'headers' | 'replyTo'>[] = [];
  for (const notice of notices) {
    if (notice.email && grid.emailOn(notice.userId, notice.event)) mails.push(notice.email);
    grid.push(db, notice, now);
  }
  enqueueEmailsInBulk(db, mails, now);
}
