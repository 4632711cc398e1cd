// The overdue reminders: the day after an unpaid invoice's due date, then every 7 days, at most
// OVERDUE_REMINDERS_MAX times, the clinic's billing address gets a polite reminder and the vet
// word of it. Never for a paid or void invoice, nor once either account is gone or closed (a
// deactivated account waiting for erasure hears nothing; restored, the next run catches up with
// one reminder). After downtime
// the job catches up with ONE reminder per invoice (the next a week after it), never a burst:
// a reminder is due when its slot's date has come AND a week has passed since the last one.
// Batches of REMINDER_BATCH run in one immediate transaction each; the counter moves in the same
// transaction as the e-mails, so a reminder is never sent twice; a batch's e-mails and history rows
// go in a few multi-row statements. Each side's notification grid (its invoice row) decides
// whether it is e-mailed and pushed.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { invoiceToday, OVERDUE_REMINDER_EVERY_DAYS, OVERDUE_REMINDERS_MAX } from '../../shared/invoices';
import type { AppDeps } from '../context';
import { withoutAutoCheckpoint } from '../db/checkpoint-thread';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { businessDetails, shiftInvoices, users } from '../db/schema';
import { type EmailMessage, enqueueEmailsInBulk } from '../email/outbox';
import { reminderEmail, remindedEmail } from './emails';
import { batchGrid } from '../push/batch-grid';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'events'>;

/** Reminders per transaction: short enough that requests waiting to write are not held long. */
export const REMINDER_BATCH = 2000;

/**
 * "Today" of a stored instant in INVOICE_CALENDAR_ZONE, in SQL: American Samoa keeps UTC−11 all
 * year (no daylight saving), so the shift is a constant. reminders.test.ts holds it to
 * invoiceToday (INVOICE_CALENDAR_ZONE).
 */
const CALENDAR_OFFSET = "'-11 hours'";

const vetUser = alias(users, 'vet_user');
const clinicUser = alias(users, 'clinic_user');
const t = shiftInvoices;

function dueQuery(db: Db) {
  return prepared(db, 'invoice-reminders-due', () =>
    db
      .select({
        id: t.id,
        vetId: t.vetId,
        clinicId: t.clinicId,
        number: t.number,
        totalCents: t.totalCents,
        dueOn: t.dueOn,
        // The names alone, not the whole parties.
        vetName: sql<string>`json_extract(${t.vetParty}, '$.name')`,
        clinicName: sql<string>`json_extract(${t.clinicParty}, '$.name')`,
        remindersSent: t.remindersSent,
        vetEmail: vetUser.email,
        clinicEmail: sql<string>`coalesce(${businessDetails.billingEmail}, ${clinicUser.email})`,
      })
      .from(t)
      .innerJoin(vetUser, eq(vetUser.id, t.vetId))
      .innerJoin(clinicUser, eq(clinicUser.id, t.clinicId))
      .leftJoin(businessDetails, eq(businessDetails.userId, t.clinicId))
      .where(
        and(
          // A literal, so the partial index on sent invoices' due dates serves it.
          sql`${t.status} = 'sent'`,
          sql`${t.dueOn} < ${sql.placeholder('today')}`,
          isNull(vetUser.deactivatedAt),
          isNull(clinicUser.deactivatedAt),
          // Past the last batch (due date, then id): rows it left as not due are not read again.
          sql`(${t.dueOn} > ${sql.placeholder('afterDue')} OR (${t.dueOn} = ${sql.placeholder('afterDue')} AND ${t.id} > ${sql.placeholder('afterId')}))`,
          sql`${t.remindersSent} < ${OVERDUE_REMINDERS_MAX}`,
          sql`date(${t.dueOn}, '+' || (1 + ${OVERDUE_REMINDER_EVERY_DAYS} * ${t.remindersSent}) || ' days') <= ${sql.placeholder('today')}`,
          sql`(${t.lastRemindedAt} IS NULL OR date(${t.lastRemindedAt} / 1000, 'unixepoch', ${sql.raw(CALENDAR_OFFSET)}, '+${sql.raw(String(OVERDUE_REMINDER_EVERY_DAYS))} days') <= ${sql.placeholder('today')})`,
        ),
      )
      .orderBy(t.dueOn, t.id)
      .limit(sql.placeholder('limit'))
      .prepare(),
  );
}

function claimAll(db: Db, ids: number[], now: number): void {
  db.update(t)
    .set({ remindersSent: sql`${t.remindersSent} + 1`, lastRemindedAt: now, updatedAt: now })
    .where(and(sql`${t.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`, sql`${t.status} = 'sent'`))
    .run();
}

/** The batch's history rows, [invoiceId, detail][] as one JSON array, in one statement. */
function insertEvents(db: Db, events: [number, string][], now: number): void {
  prepared(db, 'invoice-reminded-events-bulk', () =>
    db.$client.prepare<unknown, [string, number]>(
      `INSERT INTO shift_invoice_events (invoice_id, kind, detail, created_at)
       SELECT value ->> 0, 'reminded', value ->> 1, ?2 FROM json_each(?1)`,
    ),
  ).run(JSON.stringify(events), now);
}

interface Reminded {
  id: number;
  vetId: number;
  clinicId: number;
}

interface Cursor {
  afterDue: string;
  afterId: number;
}

/** One batch from `cursor` on, in one transaction; the cursor moves past the rows it read. */
function remindBatch(deps: Deps, today: string, now: number, cursor: Cursor, batchSize: number): Reminded[] {
  const { db, config } = deps;
  const context = { appName: config.APP_NAME, publicUrl: config.publicUrl };
  return db.transaction(
    () => {
      const due = dueQuery(db).all({ today, ...cursor, limit: batchSize });
      if (!due.length) return [];
      const last = due.at(-1)!;
      cursor.afterDue = last.dueOn!;
      cursor.afterId = last.id;
      claimAll(
        db,
        due.map((row) => row.id),
        now,
      );
      // The mail and the history in multi-row statements, not three statement runs per reminder.
      const mails: EmailMessage[] = [];
      const events: [number, string][] = [];
      // Each side's notification grid, read once for the batch, filters its e-mails and pushes.
      const grid = batchGrid(
        db,
        due.flatMap((row) => [row.clinicId!, row.vetId!]),
      );
      for (const row of due) {
        const count = row.remindersSent + 1;
        const clinicEmailed = grid.emailOn(row.clinicId!, 'invoice');
        if (clinicEmailed) mails.push(reminderEmail(context, row.clinicEmail, row));
        if (grid.emailOn(row.vetId!, 'invoice')) mails.push(remindedEmail(context, row.vetEmail, row, count, OVERDUE_REMINDERS_MAX));
        const sentTo = clinicEmailed ? `to ${row.clinicEmail}` : '(not e-mailed: the clinic switched invoice e-mails off)';
        events.push([row.id, `Reminder ${count} of ${OVERDUE_REMINDERS_MAX} ${sentTo}`]);
      }
      enqueueEmailsInBulk(db, mails, now);
      // The pushes beside the bulk e-mails: the clinic is asked to pay, the vet hears it was asked.
      for (const row of due) {
        const title = `Invoice ${row.number ?? ''} is overdue`.replace('  ', ' ');
        const url = `/invoices/${row.id}`;
        grid.push(db, { userId: row.clinicId!, event: 'invoice', push: () => ({ title, body: 'Payment is past due.', url }) }, now);
        grid.push(db, { userId: row.vetId!, event: 'invoice', push: () => ({ title, body: 'We reminded the clinic.', url }) }, now);
      }
      insertEvents(db, events, now);
      return due.map((row) => ({ id: row.id, vetId: row.vetId!, clinicId: row.clinicId! }));
    },
    { behavior: 'immediate' },
  );
}

/**
 * SQLite's page cache while the job runs, in KiB. A batch reads ~2,000 invoice rows on as many
 * pages, then updates them and appends ~4,000 e-mails: with the default 2 MB the pages are read
 * from the file again for the update and spilled mid-transaction (an eighth of the job's CPU and a
 * fifth of its time at 50,000 reminders, bench/invoices.ts). Put back when the job ends.
 */
const JOB_PAGE_CACHE_KIB = 16 * 1024;

async function withLargerPageCache<T>(db: Db, run: () => Promise<T>): Promise<T> {
  const before = db.$client.query<{ cache_size: number }, []>('PRAGMA cache_size').get()!.cache_size;
  // Negative sizes are KiB, positive ones pages: only a smaller cache in KiB is raised.
  if (before > 0 || -before >= JOB_PAGE_CACHE_KIB) return run();
  db.$client.exec(`PRAGMA cache_size = -${JOB_PAGE_CACHE_KIB}`);
  try {
    return await run();
  } finally {
    db.$client.exec(`PRAGMA cache_size = ${before}`);
  }
}

/**
 * The job's work: every reminder due now, batch by batch, with a larger page cache meanwhile. Its
 * ~150 MB of WAL is copied into the database once, by a worker thread, at the end: a checkpoint on
 * each batch's commit took two thirds of the job's time on a loaded machine (bench/invoices.ts).
 */
export function sendOverdueReminders(deps: Deps, batchSize = REMINDER_BATCH): Promise<{ reminded: number }> {
  return withoutAutoCheckpoint(deps.db.$client, () => withLargerPageCache(deps.db, () => remindAllDue(deps, batchSize)));
}

async function remindAllDue(deps: Deps, batchSize: number): Promise<{ reminded: number }> {
  const now = deps.clock();
  const today = invoiceToday(now);
  const cursor: Cursor = { afterDue: '', afterId: 0 };
  let total = 0;
  for (;;) {
    const reminded = remindBatch(deps, today, now, cursor, batchSize);
    for (const row of reminded) deps.events.publish({ type: 'invoice.changed', change: 'reminded', invoiceId: row.id, userIds: [row.vetId, row.clinicId] });
    total += reminded.length;
    if (reminded.length < batchSize) return { reminded: total };
    // Requests that came in meanwhile are answered before the next batch: 50,000 reminders are
    // seconds of this thread, which would otherwise hold every answer until the last batch.
    await Bun.sleep(0);
  }
}
