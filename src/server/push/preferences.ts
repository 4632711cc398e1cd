// Each user's notification grid as stored: the cells switched off (no row: everything on) and
// whether pushes hide what was written. Read by notify() beside every e-mail an event sends.
import { eq, sql } from 'drizzle-orm';
import { eventsFor, type NotificationEvent, type NotificationGrid, type NotificationGridInput } from '../../shared/notifications';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { notificationSettings, pushSubscriptions, type User, users } from '../db/schema';

/** Any drizzle handle that can read and write: the database or an open transaction. */
export type Handle = Pick<Db, 'insert' | 'select' | 'update'>;

export interface Preferences {
  emailOff: ReadonlySet<string>;
  pushOff: ReadonlySet<string>;
  hidePreviews: boolean;
}

/** A recipient's grid and whether they have a device to push to. */
export type RecipientFacts = Preferences & { hasDevice: boolean };

export const ALL_ON: Preferences = { emailOff: new Set(), pushOff: new Set(), hidePreviews: false };

/**
 * What notify() needs of a recipient, in one statement prepared once per database (a fan-out asks
 * it for each of 2,000 vets): their switched-off cells and whether they have a device. Run on the
 * database inside the caller's transaction (one connection: it sees the transaction's writes).
 */
export function recipientFacts(db: Db, userId: number): RecipientFacts {
  const statement = prepared(db, 'notify-recipient', () =>
    db
      .select({
        emailOff: notificationSettings.emailOff,
        pushOff: notificationSettings.pushOff,
        hidePreviews: notificationSettings.hidePreviews,
        device: sql<number | null>`(SELECT ${pushSubscriptions.id} FROM ${pushSubscriptions} WHERE ${pushSubscriptions.userId} = ${users.id} LIMIT 1)`,
      })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(),
  );
  const row = statement.get({ userId });
  if (!row) return { ...ALL_ON, hasDevice: false };
  const hasDevice = row.device !== null;
  if (row.emailOff === null) return { ...ALL_ON, hasDevice };
  return { emailOff: new Set(row.emailOff), pushOff: new Set(row.pushOff ?? []), hidePreviews: row.hidePreviews ?? false, hasDevice };
}

/** The user's switched-off cells. */
export function preferencesOf(db: Handle, userId: number): Preferences {
  const row = db
    .select({ emailOff: notificationSettings.emailOff, pushOff: notificationSettings.pushOff, hidePreviews: notificationSettings.hidePreviews })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .get();
  return row ? { emailOff: new Set(row.emailOff), pushOff: new Set(row.pushOff), hidePreviews: row.hidePreviews } : ALL_ON;
}

/** The grid the profile page shows: this user's rows, each channel on or off. */
export function readGrid(db: Db, user: Pick<User, 'id' | 'userType' | 'messageEmails'>): NotificationGrid {
  const prefs = preferencesOf(db, user.id);
  return {
    events: eventsFor(user.userType).map((event) => ({
      event,
      // The message row's e-mail is the unread-message e-mail's own switch, kept where it was.
      email: event === 'message' ? user.messageEmails : !prefs.emailOff.has(event),
      push: !prefs.pushOff.has(event),
    })),
    hidePreviews: prefs.hidePreviews,
  };
}

/** Saves the cells sent; the others keep their value. Answers the whole grid. */
export function saveGrid(db: Db, user: Pick<User, 'id' | 'userType' | 'messageEmails'>, input: NotificationGridInput, now: number): NotificationGrid {
  return db.transaction(
    (tx) => {
      const prefs = preferencesOf(tx, user.id);
      const emailOff = new Set(prefs.emailOff);
      const pushOff = new Set(prefs.pushOff);
      let messageEmails = user.messageEmails;
      for (const cell of input.events ?? []) {
        if (cell.email !== undefined) {
          if (cell.event === 'message') messageEmails = cell.email;
          else toggle(emailOff, cell.event, cell.email);
        }
        if (cell.push !== undefined) toggle(pushOff, cell.event, cell.push);
      }
      const values = { emailOff: [...emailOff].sort(), pushOff: [...pushOff].sort(), hidePreviews: input.hidePreviews ?? prefs.hidePreviews };
      tx.insert(notificationSettings)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: values })
        .run();
      if (messageEmails !== user.messageEmails) tx.update(users).set({ messageEmails, updatedAt: now }).where(eq(users.id, user.id)).run();
      return readGrid(tx as unknown as Db, { ...user, messageEmails });
    },
    { behavior: 'immediate' },
  );
}

function toggle(off: Set<string>, event: NotificationEvent, on: boolean) {
  if (on) off.delete(event);
  else off.add(event);
}
