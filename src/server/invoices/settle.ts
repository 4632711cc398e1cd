// The end of a sent invoice: paid (marked by either party, the other told by socket and e-mail)
// or void (by the vet, with a reason: the number stays used and the shifts are released for
// another invoice; the clinic is told).
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type InvoiceDetail, invoiceToday, type markPaidSchema, type voidInvoiceSchema } from '../../shared/invoices';
import type { AppDeps } from '../context';
import { type ShiftInvoiceRow, shiftInvoiceLines, shiftInvoices, type User, users } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { notify } from '../push/notify';
import { AppError } from '../http/errors';
import { findProfile } from '../profiles/service';
import { billingEmailOf } from './business-details';
import { dateInState, isCalendarDate } from './dates';
import { longDate, paidEmail, voidedEmail } from './emails';
import { announce, recordEvent } from './history';
import { assertSent, partyInvoice, vetInvoice } from './own';
import { invoiceDetail } from './read';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'config'>;

const mailContext = (deps: Deps) => ({ appName: deps.config.APP_NAME, publicUrl: deps.config.publicUrl });
const factsOf = (row: ShiftInvoiceRow) => ({ ...row, vetName: row.vetParty.name, clinicName: row.clinicParty.name });

/** POST /api/invoices/{id}/void: the vet's, sent and unpaid only. */
export function voidInvoice(deps: Deps, vet: User, invoiceId: number, input: z.output<typeof voidInvoiceSchema>): InvoiceDetail {
  const now = deps.clock();
  const row = deps.db.transaction(
    () => {
      const sent = vetInvoice(deps.db, vet, invoiceId);
      assertSent(sent, 'voided');
      const voided = deps.db
        .update(shiftInvoices)
        .set({ status: 'void', voidReason: input.reason, voidedAt: now, updatedAt: now })
        .where(eq(shiftInvoices.id, invoiceId))
        .returning()
        .get();
      deps.db.update(shiftInvoiceLines).set({ released: true }).where(eq(shiftInvoiceLines.invoiceId, invoiceId)).run();
      recordEvent(deps.db, invoiceId, 'voided', { userId: vet.id, side: 'vet' }, input.reason, now);
      const to = voided.clinicId === null ? null : billingEmailOf(deps.db, voided.clinicId);
      if (to) enqueueEmail(deps.db, voidedEmail(mailContext(deps), to, factsOf(voided), input.reason), now);
      return voided;
    },
    { behavior: 'immediate' },
  );
  announce(deps, row, 'voided', false);
  return invoiceDetail(deps.db, invoiceId, vet, invoiceToday(now))!;
}

/** The other side's address: the vet's account e-mail, or the clinic's billing address. */
function otherSideEmail(deps: Deps, row: ShiftInvoiceRow, side: 'vet' | 'clinic'): string | null {
  if (side === 'vet') return row.clinicId === null ? null : billingEmailOf(deps.db, row.clinicId);
  if (row.vetId === null) return null;
  return deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.vetId)).get()?.email ?? null;
}

/** POST /api/invoices/{id}/mark-paid: by either party; paidOn not before the issue date nor after the marker's today. */
export function markPaid(deps: Deps, user: User, invoiceId: number, input: z.output<typeof markPaidSchema>): InvoiceDetail {
  const now = deps.clock();
  const profile = findProfile(deps.db, user);
  const today = dateInState(profile?.state, now);
  if (!isCalendarDate(input.paidOn)) throw new AppError(400, 'paidOn is not a date on the calendar', 'PAID_ON_INVALID');
  if (input.paidOn > today) throw new AppError(400, `paidOn cannot be in the future (today is ${longDate(today)})`, 'PAID_ON_IN_FUTURE');
  const row = deps.db.transaction(
    () => {
      const { row: sent, side } = partyInvoice(deps.db, user, invoiceId);
      assertSent(sent, 'marked paid');
      if (input.paidOn < sent.issuedOn!)
        throw new AppError(400, `paidOn cannot be before the invoice was issued (${longDate(sent.issuedOn!)})`, 'PAID_BEFORE_ISSUED');
      const paid = deps.db
        .update(shiftInvoices)
        .set({ status: 'paid', paidOn: input.paidOn, paidReference: input.reference, paidMarkedByUserId: user.id, updatedAt: now })
        .where(and(eq(shiftInvoices.id, invoiceId), eq(shiftInvoices.status, 'sent')))
        .returning()
        .get();
      const detail = input.reference ? `${input.paidOn} (${input.reference})` : input.paidOn;
      recordEvent(deps.db, invoiceId, 'paid', { userId: user.id, side }, detail, now);
      const to = otherSideEmail(deps, paid, side);
      const by = side === 'vet' ? paid.vetParty.name : paid.clinicParty.name;
      const toUserId = side === 'vet' ? paid.clinicId : paid.vetId;
      if (to && toUserId !== null) {
        const facts = factsOf(paid);
        notify(
          deps.db,
          {
            userId: toUserId,
            event: 'invoice',
            email: paidEmail(mailContext(deps), to, facts, by, input.paidOn),
            push: () => ({ title: `Invoice ${facts.number ?? ''} marked paid by ${by}`.replace('  ', ' '), url: `/invoices/${paid.id}` }),
          },
          now,
        );
      }
      return paid;
    },
    { behavior: 'immediate' },
  );
  announce(deps, row, 'paid', false);
  return invoiceDetail(deps.db, invoiceId, user, invoiceToday(now))!;
}
