// Submissions the clinic left unanswered for 72 hours are approved by the system (decided_by
// null): the thread says so and both parties are e-mailed, in the same transaction as the
// approval, so a crash or a second run never tells anyone twice; each side's grid (its hours row)
// decides whether it is e-mailed and pushed. The approval itself is the
// claim: a row leaves 'submitted' as it is told.
//
// Hot at scale (20,000 due at once after a long stop): one query reads a batch with everything
// the texts need (through the partial index of submitted rows: its status is written as a
// literal, which a bound parameter would not match), one UPDATE approves the batch, and each
// message and e-mail goes through a statement prepared once.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { HOURS_REVIEW_MS, hoursPath } from '../../shared/shift-day';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { shiftHours, shifts, users } from '../db/schema';
import { storeMessage } from '../messages/store-message';
import { type BulkNotice, notifyInBulk } from '../push/batch-grid';
import { hoursEmail, hoursMessage } from './emails';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'events'>;

/** Approvals per transaction: short enough that requests waiting to write are not held long. */
export const AUTO_APPROVAL_BATCH = 2000;

const clinicUser = alias(users, 'clinic_user');
const vetUser = alias(users, 'vet_user');

function dueQuery(db: Db) {
  return prepared(db, 'hours-auto-approval-due', () =>
    db
      .select({
        id: shiftHours.id,
        shiftId: shiftHours.shiftId,
        vetId: shiftHours.vetId,
        clinicId: shiftHours.clinicId,
        startTime: shiftHours.startTime,
        endTime: shiftHours.endTime,
        breakMinutes: shiftHours.breakMinutes,
        workedMinutes: shiftHours.workedMinutes,
        amountCents: shiftHours.amountCents,
        note: shiftHours.note,
        shiftDate: shifts.shiftDate,
        clinicEmail: clinicUser.email,
        vetEmail: vetUser.email,
      })
      .from(shiftHours)
      .innerJoin(shifts, eq(shifts.id, shiftHours.shiftId))
      .innerJoin(clinicUser, eq(clinicUser.id, shiftHours.clinicId))
      .innerJoin(vetUser, eq(vetUser.id, shiftHours.vetId))
      .where(and(sql`${shiftHours.status} = 'submitted'`, lte(shiftHours.createdAt, sql.placeholder('cutoff'))))
      .orderBy(asc(shiftHours.createdAt))
      .limit(sql.placeholder('limit'))
      .prepare(),
  );
}

/** Approves the batch's rows in one statement (the claim: only rows still 'submitted' move). */
function approveAll(db: Db, ids: number[], now: number): void {
  db.update(shiftHours)
    .set({ status: 'approved', decidedAt: now, decidedByUserId: null })
    .where(and(sql`${shiftHours.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`, eq(shiftHours.status, 'submitted')))
    .run();
}

interface Approved {
  shiftId: number;
  clinicId: number;
  vetId: number;
  messageId: number;
}

/** One batch in one transaction: the approvals, their thread lines and e-mails. */
function approveBatch(deps: Deps, now: number): Approved[] {
  const { db, config } = deps;
  return db.transaction(
    () => {
      const due = dueQuery(db).all({ cutoff: now - HOURS_REVIEW_MS, limit: AUTO_APPROVAL_BATCH });
      if (!due.length) return [];
      const approved: Approved[] = [];
      approveAll(
        db,
        due.map((row) => row.id),
        now,
      );
      const notices: BulkNotice[] = [];
      for (const row of due) {
        const text = { shiftDate: row.shiftDate, shiftId: row.shiftId, actor: '', hours: row, note: null };
        const message = storeMessage(db, { fromUserId: row.vetId, toUserId: row.clinicId, content: hoursMessage('auto_approved', text), now, emailed: true });
        for (const [userId, to] of [
          [row.clinicId, row.clinicEmail],
          [row.vetId, row.vetEmail],
        ] as const) {
          const email = hoursEmail(config.APP_NAME, to, 'auto_approved', text, config.publicUrl);
          notices.push({ userId, event: 'hours', email, push: () => ({ title: email.subject, url: hoursPath(row.shiftId), tag: `hours-${row.shiftId}` }) });
        }
        approved.push({ shiftId: row.shiftId, clinicId: row.clinicId, vetId: row.vetId, messageId: message.id });
      }
      // The batch's e-mails and pushes as both sides' grids allow, in a few statements.
      notifyInBulk(db, notices, now);
      return approved;
    },
    { behavior: 'immediate' },
  );
}

/** The job's work: every submission past its 72 hours approved, batch by batch. */
export function autoApproveHours(deps: Deps): { approved: number } {
  const now = deps.clock();
  let total = 0;
  for (;;) {
    const approved = approveBatch(deps, now);
    for (const row of approved) {
      deps.events.publish({ type: 'message.sent', messageId: row.messageId, fromUserId: row.vetId, toUserId: row.clinicId });
      deps.events.publish({ type: 'hours.changed', change: 'auto_approved', shiftId: row.shiftId, clinicId: row.clinicId, vetUserId: row.vetId });
    }
    total += approved.length;
    if (approved.length < AUTO_APPROVAL_BATCH) return { approved: total };
  }
}
