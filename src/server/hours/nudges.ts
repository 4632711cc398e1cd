// Hours never submitted: the clinic is reminded to ask the vet 24 hours after the shift's end, the
// vet is reminded at 24 and 72 hours. Each reminder is a booking_notices row (booking + kind)
// written in the same transaction as its e-mail, so each goes out once, across restarts too. The
// grid's hours row decides whether a side is e-mailed and pushed (a reminder switched off is still
// recorded as given).
// After downtime a run catches up: only the latest reminder due of each side is sent (the vet
// gets the 72-hour one, not both), the earlier one is recorded as skipped; and reminders stop
// HOURS_NUDGE_CATCH_UP_DAYS after the shift, when they no longer help.
import { and, eq, gte, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { HOURS_CLINIC_NUDGE_HOURS, HOURS_VET_NUDGE_HOURS, hoursPath } from '../../shared/shift-day';
import { DAY_MS, HOUR_MS } from '../../shared/time';
import { shiftEndsAt } from '../bookings/shift-time';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { bookingNotices, bookingRequests, clinicProfiles, shiftHours, shifts, users, vetProfiles } from '../db/schema';
import { escapeHtml } from '../email/templates';
import { type BulkNotice, notifyInBulk } from '../push/batch-grid';
import { shortDate } from '../summaries/emails';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Reminders stop this long after the shift's date: by then they no longer help. */
export const HOURS_NUDGE_CATCH_UP_DAYS = 7;

type Side = 'clinic' | 'relief_vet';
/** The booking_notices kinds of these reminders, e.g. 'hours_vet_72h'. */
const kindOf = (side: Side, hours: number) => `hours_${side === 'clinic' ? 'clinic' : 'vet'}_${hours}h`;
const NUDGES: { side: Side; hours: readonly number[] }[] = [
  { side: 'clinic', hours: HOURS_CLINIC_NUDGE_HOURS },
  { side: 'relief_vet', hours: HOURS_VET_NUDGE_HOURS },
];
export const HOURS_NUDGE_KINDS = NUDGES.flatMap(({ side, hours }) => hours.map((h) => kindOf(side, h)));

const clinicUser = alias(users, 'clinic_user');
const vetUser = alias(users, 'vet_user');

/** Booked shifts dated within the catch-up window with no hours at all, and what the e-mails need. */
function candidates(db: Db, from: string, to: string) {
  return prepared(db, 'hours-nudge-candidates', () =>
    db
      .select({
        requestId: bookingRequests.id,
        shiftId: shifts.id,
        shiftDate: shifts.shiftDate,
        startTime: shifts.startTime,
        endTime: shifts.endTime,
        clinicId: shifts.clinicId,
        vetId: bookingRequests.vetId,
        clinicState: clinicProfiles.state,
        clinicName: sql<string>`coalesce(${clinicProfiles.clinicName}, 'The clinic')`,
        clinicEmail: clinicUser.email,
        vetEmail: vetUser.email,
        vetName: sql<string>`'Dr. ' || coalesce(${vetProfiles.firstName}, ${vetUser.firstName}) || ' ' || coalesce(${vetProfiles.lastName}, ${vetUser.lastName})`,
        notices: sql<
          string | null
        >`(SELECT group_concat(${bookingNotices.kind}) FROM ${bookingNotices} WHERE ${bookingNotices.bookingRequestId} = ${bookingRequests.id})`,
      })
      .from(shifts)
      .innerJoin(
        bookingRequests,
        and(eq(bookingRequests.shiftId, shifts.id), eq(bookingRequests.status, 'accepted'), eq(bookingRequests.vetId, shifts.bookedByVetId)),
      )
      .innerJoin(clinicUser, eq(clinicUser.id, shifts.clinicId))
      .innerJoin(vetUser, eq(vetUser.id, bookingRequests.vetId))
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, shifts.clinicId))
      .leftJoin(vetProfiles, eq(vetProfiles.userId, bookingRequests.vetId))
      .where(
        and(
          eq(shifts.status, 'booked'),
          gte(shifts.shiftDate, sql.placeholder('from')),
          lte(shifts.shiftDate, sql.placeholder('to')),
          notExists(db.select({ one: sql`1` }).from(shiftHours).where(eq(shiftHours.bookingRequestId, bookingRequests.id))),
        ),
      )
      .prepare(),
  ).all({ from, to });
}

type Candidate = ReturnType<typeof candidates>[number];

function noticeStatement(db: Db) {
  return prepared(db, 'hours-nudge-notice', () =>
    db
      .insert(bookingNotices)
      .values({
        bookingRequestId: sql.placeholder('requestId'),
        kind: sql.placeholder('kind'),
        outcome: sql.placeholder('outcome'),
        createdAt: sql.placeholder('now'),
      })
      .onConflictDoNothing()
      .prepare(),
  );
}

/** The reminder to one side, as the grid's hours row allows: its e-mail and its push. */
function nudgeNotice(deps: Deps, booking: Candidate, side: Side): BulkNotice {
  const email = nudgeEmail(deps, booking, side);
  const [userId, url] = side === 'clinic' ? [booking.clinicId, `/messages?userId=${booking.vetId}`] : [booking.vetId, hoursPath(booking.shiftId)];
  return { userId, event: 'hours', email, push: () => ({ title: email.subject, url, tag: `hours-${booking.shiftId}` }) };
}

function nudgeEmail(deps: Deps, booking: Candidate, side: Side) {
  const { APP_NAME, publicUrl } = deps.config;
  const day = shortDate(booking.shiftDate);
  const [to, subject, line, action, link] =
    side === 'clinic'
      ? [
          booking.clinicEmail,
          `${booking.vetName} has not submitted the hours for ${day}`,
          `${booking.vetName} has not submitted the hours worked on ${day} yet. You may want to ask them in your thread, so the shift can be completed.`,
          'Message them',
          `${publicUrl}/messages?userId=${booking.vetId}`,
        ]
      : [
          booking.vetEmail,
          `Submit your hours for ${booking.clinicName} on ${day}`,
          `Your shift at ${booking.clinicName} on ${day} has ended: submit the hours you worked, so the clinic can approve them.`,
          'Submit your hours',
          `${publicUrl}${hoursPath(booking.shiftId)}`,
        ];
  const text = [line, '', `${action}: ${link}`, '', `— ${APP_NAME}`].join('\n');
  const html = `<p>${escapeHtml(line)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`;
  return { to, subject, text, html };
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The job's work: every reminder due and not yet given, once each, in one transaction. */
export function nudgeUnsubmittedHours(deps: Deps): { sent: number; skipped: number } {
  const { db } = deps;
  const now = deps.clock();
  return db.transaction(
    () => {
      let sent = 0;
      let skipped = 0;
      const notices: BulkNotice[] = [];
      // Dates from the catch-up window's start to tomorrow (every US zone's today included).
      for (const booking of candidates(db, isoDate(now - HOURS_NUDGE_CATCH_UP_DAYS * DAY_MS), isoDate(now + DAY_MS))) {
        const endsAt = shiftEndsAt(booking, booking.clinicState);
        const given = new Set(booking.notices?.split(',') ?? []);
        for (const { side, hours } of NUDGES) {
          const due = hours.filter((h) => endsAt + h * HOUR_MS <= now && !given.has(kindOf(side, h)));
          if (!due.length) continue;
          const latest = Math.max(...due);
          for (const h of due)
            noticeStatement(db).run({ requestId: booking.requestId, kind: kindOf(side, h), outcome: h === latest ? 'sent' : 'skipped', now });
          notices.push(nudgeNotice(deps, booking, side));
          sent += 1;
          skipped += due.length - 1;
        }
      }
      notifyInBulk(db, notices, now);
      return { sent, skipped };
    },
    { behavior: 'immediate' },
  );
}
