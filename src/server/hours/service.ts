// The hours of a booked shift (issue 21): from the shift's end the booked vet submits them, the
// clinic approves or proposes a correction, the vet accepts it or submits again. Each version is
// a row of shift_hours with who made it and when; each step is one BEGIN IMMEDIATE transaction
// that also posts a short line in the pair's thread and queues the other side's e-mail, and the
// bus hears of it once committed (the socket tells the other side).
//
// Choices where the issue is silent:
// - The booked vet may submit any time after the end, with no deadline; only the To do strip
//   forgets old shifts (HOURS_TO_DO_DAYS).
// - A shift that is not booked (cancelled and open again, deleted) has no hours: its clinic is
//   told so (409), anyone else finds nothing (404), the vet of a cancelled booking included.
// - The value is the worked minutes × the booked rate (shifts.hourly_rate), kept on each version.
import { and, eq } from 'drizzle-orm';
import { shortDay } from '../../shared/shift-days';
import {
  type HoursChange,
  type HoursDisputeInput,
  type HoursParty,
  type HoursSubmissionInput,
  hoursValueCents,
  type ShiftHours,
  workedMinutes,
} from '../../shared/shift-day';
import { endsNextDay, twelveHourClock } from '../../shared/time';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { type ShiftHoursRow, shiftHours, type User } from '../db/schema';
import { notify } from '../push/notify';
import { hoursPath } from '../../shared/shift-day-rules';
import { AppError } from '../http/errors';
import { storeMessage } from '../messages/store-message';
import { endOf, type HoursShift, hoursShift, partyOf } from './booking';
import { hoursEmail, hoursMessage, type HoursStep } from './emails';
import { hoursRows, shiftHoursView } from './views';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'events'>;
type Booked = HoursShift & { booking: NonNullable<HoursShift['booking']> };

const notFound = () => new AppError(404, 'Shift not found', 'SHIFT_NOT_FOUND');

/** The shift with its booking, when `user` is its party `as`; otherwise the refusal. */
function bookedShiftOf(db: Db, user: User, shiftId: number, as: HoursParty): Booked {
  const shift = hoursShift(db, shiftId);
  if (!shift || shift.shiftStatus === 'deleted' || partyOf(shift, user.id) !== as) throw notFound();
  if (!shift.booking) throw new AppError(409, 'This shift is not booked: only a booked shift has hours', 'SHIFT_NOT_BOOKED');
  return shift as Booked;
}

/** GET /api/shifts/{id}/hours: the history, for the booked vet and the shift's clinic only. */
export function readShiftHours(deps: Deps, user: User, shiftId: number): ShiftHours {
  const shift = hoursShift(deps.db, shiftId);
  if (!shift?.booking || partyOf(shift, user.id) === null) throw notFound();
  return shiftHoursView(deps.db, shift, deps.clock());
}

/** What one step wrote: the version it stated and who hears of it. */
interface Step {
  step: HoursStep;
  stated: ShiftHoursRow;
  actor: string;
  from: number;
  to: { id: number; email: string };
}

const PUSHED_STEPS: ReadonlySet<HoursStep> = new Set(['submitted', 'disputed', 'corrected']);

/** Posts the step's line in the pair's thread and queues the other side's e-mail (inside the transaction). */
function announce(deps: Deps, shift: Booked, { step, stated, actor, from, to }: Step, now: number): number {
  const text = { shiftDate: shift.shiftDate, shiftId: shift.shiftId, actor, hours: stated, note: stated.note };
  const message = storeMessage(deps.db, { fromUserId: from, toUserId: to.id, content: hoursMessage(step, text), now, emailed: true });
  const email = hoursEmail(deps.config.APP_NAME, to.email, step, text, deps.config.publicUrl);
  // A push only where the other side has something to do: approve, or correct.
  const push = PUSHED_STEPS.has(step) ? () => ({ title: email.subject, url: hoursPath(shift.shiftId), tag: `hours-${shift.shiftId}` }) : undefined;
  notify(deps.db, { userId: to.id, event: 'hours', email, push }, now);
  return message.id;
}

/** Runs `write` in one immediate transaction, then tells the bus: the thread's message and the hours' change. */
function commitStep(deps: Deps, shift: Booked, change: HoursChange, write: (now: number) => Step): ShiftHours {
  const now = deps.clock();
  const { messageId, step } = deps.db.transaction(
    () => {
      const step = write(now);
      return { step, messageId: announce(deps, shift, step, now) };
    },
    { behavior: 'immediate' },
  );
  deps.events.publish({ type: 'message.sent', messageId, fromUserId: step.from, toUserId: step.to.id });
  deps.events.publish({ type: 'hours.changed', change, shiftId: shift.shiftId, clinicId: shift.clinicId, vetUserId: shift.booking.vetId });
  return shiftHoursView(deps.db, shift, now);
}

function insertVersion(
  db: Db,
  shift: Booked,
  fields: { version: number; proposedBy: HoursParty; hours: HoursSubmissionInput & { note: string | null }; by: number },
  now: number,
) {
  const minutes = workedMinutes(fields.hours);
  return db
    .insert(shiftHours)
    .values({
      shiftId: shift.shiftId,
      bookingRequestId: shift.booking.requestId,
      vetId: shift.booking.vetId,
      clinicId: shift.clinicId,
      version: fields.version,
      proposedBy: fields.proposedBy,
      startTime: fields.hours.startTime,
      endTime: fields.hours.endTime,
      breakMinutes: fields.hours.breakMinutes,
      note: fields.hours.note,
      workedMinutes: minutes,
      hourlyRate: shift.hourlyRate,
      amountCents: hoursValueCents(minutes, shift.hourlyRate),
      status: fields.proposedBy === 'relief_vet' ? 'submitted' : 'proposed',
      createdByUserId: fields.by,
      createdAt: now,
    })
    .returning()
    .get();
}

/** Marks a version decided (approved, disputed, superseded) by `by` (null: the system). */
function decide(db: Db, row: ShiftHoursRow, status: ShiftHoursRow['status'], by: number | null, now: number): ShiftHoursRow {
  return db
    .update(shiftHours)
    .set({ status, decidedAt: now, decidedByUserId: by })
    .where(and(eq(shiftHours.id, row.id), eq(shiftHours.status, row.status)))
    .returning()
    .get()!;
}

const latestOf = (db: Db, shift: Booked) => hoursRows(db, shift.booking.requestId).at(-1);

/**
 * POST /api/shifts/{id}/hours: the booked vet's hours, from the shift's end. A second submission
 * while one waits or after approval is refused; after a proposed correction it is a new version
 * (the proposal is superseded and the clinic's 72 hours start again).
 */
export function submitHours(deps: Deps, vet: User, shiftId: number, input: HoursSubmissionInput): ShiftHours {
  const { db } = deps;
  const shift = bookedShiftOf(db, vet, shiftId, 'relief_vet');
  const endsAt = endOf(shift);
  if (endsAt > deps.clock()) {
    // The clinic's wall-clock end, as the booking shows it (an instant in UTC would mean nothing to the vet).
    const end = `${twelveHourClock(shift.endTime)}${endsNextDay(shift.startTime, shift.endTime) ? ' the next morning' : ''}`;
    throw new AppError(409, `Hours can be submitted once the shift has ended (${shortDay(shift.shiftDate)}, ${end})`, 'SHIFT_NOT_ENDED');
  }
  return commitStep(deps, shift, 'submitted', (now) => {
    const latest = latestOf(db, shift);
    if (latest?.status === 'submitted') throw new AppError(409, 'Your hours are already waiting for the clinic', 'HOURS_PENDING');
    if (latest?.status === 'approved') throw new AppError(409, 'The hours of this shift are already approved', 'HOURS_APPROVED');
    if (latest?.status === 'proposed') decide(db, latest, 'superseded', vet.id, now);
    const stated = insertVersion(
      db,
      shift,
      { version: (latest?.version ?? 0) + 1, proposedBy: 'relief_vet', hours: { ...input, note: input.note ?? null }, by: vet.id },
      now,
    );
    return { step: 'submitted', stated, actor: shift.booking.vetName, from: vet.id, to: { id: shift.clinicId, email: shift.clinicEmail } };
  });
}

/** The version the clinic decides on: the vet's submission waiting for it. */
function waitingSubmission(db: Db, shift: Booked): ShiftHoursRow {
  const latest = latestOf(db, shift);
  if (latest?.status !== 'submitted') {
    const why =
      latest?.status === 'approved'
        ? 'they are already approved'
        : latest?.status === 'proposed'
          ? 'your correction waits for the vet'
          : 'the vet has not submitted them yet';
    throw new AppError(409, `There are no hours to decide on: ${why}`, 'NO_HOURS_TO_DECIDE');
  }
  return latest;
}

/** POST /api/shifts/{id}/hours/approve: the clinic approves the vet's submission. */
export function approveHours(deps: Deps, clinic: User, shiftId: number): ShiftHours {
  const { db } = deps;
  const shift = bookedShiftOf(db, clinic, shiftId, 'clinic');
  return commitStep(deps, shift, 'approved', (now) => {
    const stated = decide(db, waitingSubmission(db, shift), 'approved', clinic.id, now);
    return { step: 'approved', stated, actor: shift.clinicName, from: clinic.id, to: { id: shift.booking.vetId, email: shift.booking.vetEmail } };
  });
}

/** POST /api/shifts/{id}/hours/dispute: the clinic marks the submission disputed and proposes corrected hours. */
export function disputeHours(deps: Deps, clinic: User, shiftId: number, input: HoursDisputeInput): ShiftHours {
  const { db } = deps;
  const shift = bookedShiftOf(db, clinic, shiftId, 'clinic');
  return commitStep(deps, shift, 'disputed', (now) => {
    const disputed = decide(db, waitingSubmission(db, shift), 'disputed', clinic.id, now);
    const hours = { startTime: input.startTime, endTime: input.endTime, breakMinutes: input.breakMinutes, note: input.reason };
    const stated = insertVersion(db, shift, { version: disputed.version + 1, proposedBy: 'clinic', hours, by: clinic.id }, now);
    return { step: 'disputed', stated, actor: shift.clinicName, from: clinic.id, to: { id: shift.booking.vetId, email: shift.booking.vetEmail } };
  });
}

/** POST /api/shifts/{id}/hours/accept-correction: the vet accepts the clinic's proposal, which becomes the approved hours. */
export function acceptCorrection(deps: Deps, vet: User, shiftId: number): ShiftHours {
  const { db } = deps;
  const shift = bookedShiftOf(db, vet, shiftId, 'relief_vet');
  return commitStep(deps, shift, 'corrected', (now) => {
    const latest = latestOf(db, shift);
    if (latest?.status !== 'proposed') throw new AppError(409, 'There is no correction to accept', 'NO_CORRECTION');
    const stated = decide(db, latest, 'approved', vet.id, now);
    return { step: 'corrected', stated, actor: shift.booking.vetName, from: vet.id, to: { id: shift.clinicId, email: shift.clinicEmail } };
  });
}
