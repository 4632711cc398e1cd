// A vet's drafts: made from approved shifts (one line each) plus extra lines (travel, lodging,
// supplies), edited or deleted until sent. Each is one immediate transaction; the partial unique
// index on live lines refuses a shift that another draft took in the meantime.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type InvoiceDetail, type invoiceDraftSchema, invoiceToday, invoiceTotal, PAYMENT_TERMS_DAYS } from '../../shared/invoices';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { shiftInvoiceLines, shiftInvoices, type User } from '../db/schema';
import { AppError } from '../http/errors';
import { announce, recordEvent } from './history';
import { assertDraft, vetInvoice } from './own';
import { clinicParty, vetSide } from './parties';
import { invoiceDetail } from './read';
import { isShiftTaken, type ShiftLine, shiftLines } from './shift-lines';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'events'>;
export type DraftInput = z.output<typeof invoiceDraftSchema>;

/** The draft's content from the input: its clinic, lines, total and the parties as of now. */
function draftContent(db: Db, vetId: number, input: DraftInput, exceptInvoiceId: number | null) {
  const { clinicId, lines } = shiftLines(db, vetId, input.shiftIds, exceptInvoiceId);
  const vet = vetSide(db, vetId);
  const all = [...lines.map((line) => ({ kind: 'shift' as const, ...line })), ...input.extraLines.map((extra) => ({ kind: 'extra' as const, ...extra }))];
  return {
    clinicId,
    lines: all,
    fields: {
      clinicId,
      dueInDays: input.dueInDays ?? vet.paymentTermsDays ?? PAYMENT_TERMS_DAYS.default,
      note: input.note,
      totalCents: invoiceTotal(all),
      vetParty: vet.party,
      clinicParty: clinicParty(db, clinicId),
      paymentInstructions: vet.paymentInstructions,
    },
  };
}

type Line = ({ kind: 'shift' } & ShiftLine) | { kind: 'extra'; description: string; amountCents: number };

function insertLines(db: Db, invoiceId: number, lines: Line[]): void {
  db.insert(shiftInvoiceLines)
    .values(
      lines.map((line, position) =>
        line.kind === 'shift'
          ? { invoiceId, position, ...line }
          : { invoiceId, position, kind: line.kind, description: line.description, amountCents: line.amountCents },
      ),
    )
    .run();
}

/** Runs a draft's write; a shift taken by another invoice in between is refused like any other. */
function writing<T>(db: Db, write: () => T): T {
  try {
    return db.transaction(write, { behavior: 'immediate' });
  } catch (error) {
    if (isShiftTaken(error)) throw new AppError(409, 'One of these shifts was just put on another invoice', 'SHIFT_ALREADY_INVOICED');
    throw error;
  }
}

/** POST /api/invoices: a new draft of the vet's. */
export function createDraft(deps: Deps, vet: User, input: DraftInput): InvoiceDetail {
  const now = deps.clock();
  const row = writing(deps.db, () => {
    const content = draftContent(deps.db, vet.id, input, null);
    const created = deps.db
      .insert(shiftInvoices)
      .values({ vetId: vet.id, status: 'draft', ...content.fields, createdAt: now, updatedAt: now })
      .returning()
      .get();
    insertLines(deps.db, created.id, content.lines);
    recordEvent(deps.db, created.id, 'created', { userId: vet.id, side: 'vet' }, null, now);
    return created;
  });
  announce(deps, row, 'created', true);
  return invoiceDetail(deps.db, row.id, vet, invoiceToday(now))!;
}

/** PUT /api/invoices/{id}: the draft's new content, its lines made again from the shifts' approved hours. */
export function updateDraft(deps: Deps, vet: User, invoiceId: number, input: DraftInput): InvoiceDetail {
  const now = deps.clock();
  const row = writing(deps.db, () => {
    const current = vetInvoice(deps.db, vet, invoiceId);
    assertDraft(current);
    const content = draftContent(deps.db, vet.id, input, invoiceId);
    deps.db.delete(shiftInvoiceLines).where(eq(shiftInvoiceLines.invoiceId, invoiceId)).run();
    insertLines(deps.db, invoiceId, content.lines);
    deps.db
      .update(shiftInvoices)
      .set({ ...content.fields, updatedAt: now })
      .where(eq(shiftInvoices.id, invoiceId))
      .run();
    recordEvent(deps.db, invoiceId, 'edited', { userId: vet.id, side: 'vet' }, null, now);
    return current;
  });
  announce(deps, row, 'edited', true);
  return invoiceDetail(deps.db, invoiceId, vet, invoiceToday(now))!;
}

/** DELETE /api/invoices/{id}: a draft only; its shifts are free for another invoice. */
export function deleteDraft(deps: Deps, vet: User, invoiceId: number): { success: true } {
  const row = deps.db.transaction(
    () => {
      const current = vetInvoice(deps.db, vet, invoiceId);
      assertDraft(current);
      deps.db.delete(shiftInvoices).where(eq(shiftInvoices.id, invoiceId)).run();
      return current;
    },
    { behavior: 'immediate' },
  );
  announce(deps, row, 'deleted', true);
  return { success: true };
}
