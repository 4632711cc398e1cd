// Sending a draft: it takes the vet's next number for the year in the same transaction as the
// status change (the counter row is bumped with an upsert, so two sends at once cannot take one
// number and none is skipped), gets its issue date (the vet's local date) and due date, and its
// parties are copied once more and frozen. The clinic's billing address gets the e-mail.
import { eq, sql } from 'drizzle-orm';
import { type InvoiceDetail, invoiceNumber, invoiceToday } from '../../shared/invoices';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { shiftInvoiceCounters, shiftInvoices, type User } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { AppError } from '../http/errors';
import { addDays, dateInState } from './dates';
import { sentEmail } from './emails';
import { announce, recordEvent } from './history';
import { assertDraft, vetInvoice } from './own';
import { clinicParty, vetSide } from './parties';
import { invoiceDetail } from './read';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events' | 'config'>;

/** The vet's next number for `year`: 1 for the first, then one more than the last. */
function takeNumber(db: Db, vetId: number, year: number): number {
  return db
    .insert(shiftInvoiceCounters)
    .values({ vetId, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [shiftInvoiceCounters.vetId, shiftInvoiceCounters.year],
      set: { lastSequence: sql`${shiftInvoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: shiftInvoiceCounters.lastSequence })
    .get().sequence;
}

/** POST /api/invoices/{id}/send. */
export function sendInvoice(deps: Deps, vet: User, invoiceId: number): InvoiceDetail {
  const now = deps.clock();
  const row = deps.db.transaction(
    () => {
      const draft = vetInvoice(deps.db, vet, invoiceId);
      assertDraft(draft);
      if (draft.clinicId === null) throw new AppError(409, 'The clinic of this draft has closed its account: delete the draft', 'CLINIC_GONE');
      const side = vetSide(deps.db, vet.id);
      const issuedOn = dateInState(side.state, now);
      const year = Number(issuedOn.slice(0, 4));
      const sequence = takeNumber(deps.db, vet.id, year);
      const billTo = clinicParty(deps.db, draft.clinicId);
      const sent = deps.db
        .update(shiftInvoices)
        .set({
          status: 'sent',
          numberYear: year,
          numberSequence: sequence,
          number: invoiceNumber(year, sequence),
          issuedOn,
          dueOn: addDays(issuedOn, draft.dueInDays),
          sentAt: now,
          vetParty: side.party,
          clinicParty: billTo,
          paymentInstructions: side.paymentInstructions,
          updatedAt: now,
        })
        .where(eq(shiftInvoices.id, invoiceId))
        .returning()
        .get();
      recordEvent(deps.db, invoiceId, 'sent', { userId: vet.id, side: 'vet' }, `${sent.number} to ${billTo.email ?? billTo.name}`, now);
      if (billTo.email) {
        const facts = { ...sent, vetName: side.party.name, clinicName: billTo.name };
        enqueueEmail(deps.db, sentEmail({ appName: deps.config.APP_NAME, publicUrl: deps.config.publicUrl }, billTo.email, facts), now);
      }
      return sent;
    },
    { behavior: 'immediate' },
  );
  announce(deps, row, 'sent', false);
  return invoiceDetail(deps.db, invoiceId, vet, invoiceToday(now))!;
}
