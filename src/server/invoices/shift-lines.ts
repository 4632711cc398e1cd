// The shift lines of a draft: one per shift, made from the shift's approved hours (date, worked
// minutes, booked rate, amount), never typed in. Each shift must be the caller's booked shift
// with approved hours, all at one clinic, and on no other live invoice; a refusal names the
// shift ("The hours of Dec 4 at Cedar Vets are not approved yet").
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { shortDay } from '../../shared/shift-days';
import type { Db } from '../db/client';
import { shiftHours, shiftInvoiceLines, shiftInvoices } from '../db/schema';
import { AppError } from '../http/errors';
import { type HoursShift, hoursShift } from '../hours/booking';

export interface ShiftLine {
  shiftId: number;
  shiftHoursId: number;
  description: string;
  workDate: string;
  workedMinutes: number;
  hourlyRate: number;
  amountCents: number;
}

const named = (shift: HoursShift) => `${shortDay(shift.shiftDate)} at ${shift.clinicName}`;

/** The latest version of a booking's hours, and its approved one if any. */
function hoursOf(db: Db, requestId: number) {
  const versions = db.select().from(shiftHours).where(eq(shiftHours.bookingRequestId, requestId)).orderBy(desc(shiftHours.version)).all();
  return { latest: versions[0], approved: versions.find((version) => version.status === 'approved') };
}

/** The invoice a shift is live on (draft, sent or paid), other than `exceptInvoiceId`. */
function liveInvoiceOf(db: Db, shiftId: number, exceptInvoiceId: number | null) {
  return db
    .select({ id: shiftInvoices.id, number: shiftInvoices.number })
    .from(shiftInvoiceLines)
    .innerJoin(shiftInvoices, eq(shiftInvoices.id, shiftInvoiceLines.invoiceId))
    .where(
      and(
        eq(shiftInvoiceLines.shiftId, shiftId),
        eq(shiftInvoiceLines.released, false),
        exceptInvoiceId === null ? sql`1 = 1` : ne(shiftInvoiceLines.invoiceId, exceptInvoiceId),
      ),
    )
    .get();
}

/** Why the hours of `shift` cannot be invoiced yet. */
function notApproved(shift: HoursShift, latest: { status: string } | undefined): AppError {
  if (latest?.status === 'disputed' || latest?.status === 'proposed')
    return new AppError(409, `The hours of ${named(shift)} are disputed: agree on them before invoicing`, 'HOURS_DISPUTED');
  if (!latest) return new AppError(409, `The hours of ${named(shift)} are not submitted yet`, 'HOURS_NOT_APPROVED');
  return new AppError(409, `The hours of ${named(shift)} are not approved yet`, 'HOURS_NOT_APPROVED');
}

/**
 * The lines for `shiftIds`, in date order, and their clinic. `exceptInvoiceId`: the draft being
 * edited, whose own lines do not count as another invoice.
 */
export function shiftLines(db: Db, vetId: number, shiftIds: number[], exceptInvoiceId: number | null): { clinicId: number; lines: ShiftLine[] } {
  const shifts = shiftIds.map((shiftId) => {
    const shift = hoursShift(db, shiftId);
    // Not the caller's booking: as if it did not exist.
    if (!shift?.booking || shift.booking.vetId !== vetId) throw new AppError(404, `Shift ${shiftId} not found among your bookings`, 'SHIFT_NOT_FOUND');
    return shift as HoursShift & { booking: NonNullable<HoursShift['booking']> };
  });
  const clinicId = shifts[0]!.clinicId;
  const elsewhere = shifts.find((shift) => shift.clinicId !== clinicId);
  if (elsewhere)
    throw new AppError(409, `One invoice is for one clinic: ${named(shifts[0]!)} and ${named(elsewhere)} are at different clinics`, 'MIXED_CLINICS');
  const lines = shifts.map((shift): ShiftLine => {
    const { latest, approved } = hoursOf(db, shift.booking.requestId);
    if (!approved) throw notApproved(shift, latest);
    const live = liveInvoiceOf(db, shift.shiftId, exceptInvoiceId);
    if (live) {
      const which = live.number ? `invoice ${live.number}` : 'a draft invoice';
      throw new AppError(409, `The shift of ${named(shift)} is already on ${which}`, 'SHIFT_ALREADY_INVOICED');
    }
    return {
      shiftId: shift.shiftId,
      shiftHoursId: approved.id,
      description: `Relief shift ${shortDay(shift.shiftDate)}, ${approved.startTime}–${approved.endTime}`,
      workDate: shift.shiftDate,
      workedMinutes: approved.workedMinutes,
      hourlyRate: approved.hourlyRate,
      amountCents: approved.amountCents,
    };
  });
  lines.sort((a, b) => a.workDate.localeCompare(b.workDate) || a.shiftId - b.shiftId);
  return { clinicId, lines };
}

/** Whether an error is the partial unique index refusing a shift already on a live invoice (a race). */
export function isShiftTaken(error: unknown): boolean {
  return String(error).includes('shift_invoice_lines.shift_id');
}
