// GET /api/invoices/invoiceable: the vet's booked shifts whose hours are approved and that are on
// no live invoice (a voided invoice's shifts come back), grouped by clinic, oldest first.
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { type InvoiceableClinic, invoiceTotal } from '../../shared/invoices';
import type { Db } from '../db/client';
import { bookingRequests, clinicProfiles, shiftHours, shiftInvoiceLines, shifts, users } from '../db/schema';

export function invoiceableShifts(db: Db, vetId: number): InvoiceableClinic[] {
  const rows = db
    .select({
      clinicId: shifts.clinicId,
      clinicName: sql<string>`coalesce(${clinicProfiles.clinicName}, ${users.firstName} || ' ' || ${users.lastName})`,
      shiftId: shifts.id,
      date: shifts.shiftDate,
      startTime: shiftHours.startTime,
      endTime: shiftHours.endTime,
      workedMinutes: shiftHours.workedMinutes,
      hourlyRateCents: shiftHours.hourlyRate,
      amountCents: shiftHours.amountCents,
    })
    .from(shiftHours)
    .innerJoin(shifts, and(eq(shifts.id, shiftHours.shiftId), eq(shifts.status, 'booked'), eq(shifts.bookedByVetId, vetId)))
    .innerJoin(bookingRequests, and(eq(bookingRequests.id, shiftHours.bookingRequestId), eq(bookingRequests.status, 'accepted')))
    .innerJoin(users, eq(users.id, shifts.clinicId))
    .leftJoin(clinicProfiles, eq(clinicProfiles.userId, shifts.clinicId))
    .where(
      and(
        eq(shiftHours.vetId, vetId),
        eq(shiftHours.status, 'approved'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(shiftInvoiceLines)
            .where(and(eq(shiftInvoiceLines.shiftId, shifts.id), eq(shiftInvoiceLines.released, false))),
        ),
      ),
    )
    .orderBy(asc(shifts.shiftDate), asc(shifts.id))
    .all();
  const byClinic = new Map<number, InvoiceableClinic>();
  for (const { clinicId, clinicName, ...shift } of rows) {
    const clinic = byClinic.get(clinicId) ?? { clinicId, clinicName, shifts: [], totalCents: 0 };
    clinic.shifts.push(shift);
    byClinic.set(clinicId, clinic);
  }
  const clinics = [...byClinic.values()];
  for (const clinic of clinics) clinic.totalCents = invoiceTotal(clinic.shifts);
  return clinics;
}
