// An invoice as its two parties read it: one mapping from the rows to the answer's shape, used by
// the JSON answer, the PDF and the e-mails. Anyone but the invoice's vet and clinic reads nothing
// (the routes answer 404, as if the invoice did not exist); a clinic never sees a vet's drafts.
import { asc, eq, inArray } from 'drizzle-orm';
import { displayStatus, type InvoiceActions, type InvoiceDetail, type InvoiceEvent, type InvoiceLine, type InvoiceSummary } from '../../shared/invoices';
import type { Db } from '../db/client';
import { type ShiftInvoiceLineRow, type ShiftInvoiceRow, shiftInvoiceEvents, shiftInvoiceLines, shiftInvoices } from '../db/schema';

type ShiftInvoiceEventRow = typeof shiftInvoiceEvents.$inferSelect;

export interface InvoiceReader {
  id: number;
  userType: 'clinic' | 'relief_vet' | string;
}

/** Which side `reader` is on, or null when the invoice is not theirs to read. */
export function sideOf(row: Pick<ShiftInvoiceRow, 'vetId' | 'clinicId' | 'status'>, reader: InvoiceReader): 'vet' | 'clinic' | null {
  if (reader.userType === 'relief_vet' && row.vetId === reader.id) return 'vet';
  if (reader.userType === 'clinic' && row.clinicId === reader.id && row.status !== 'draft') return 'clinic';
  return null;
}

/** A list row. `shiftCount` is counted by the caller's query (or from the lines). */
export function toInvoiceSummary(row: ShiftInvoiceRow, shiftCount: number, today: string): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    displayStatus: displayStatus(row, today),
    vet: { id: row.vetId, name: row.vetParty.name },
    clinic: { id: row.clinicId, name: row.clinicParty.name },
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    paidOn: row.paidOn,
    totalCents: row.totalCents,
    shiftCount,
    createdAt: row.createdAt,
  };
}

function toLine(row: ShiftInvoiceLineRow): InvoiceLine {
  return {
    id: row.id,
    kind: row.kind,
    shiftId: row.shiftId,
    description: row.description,
    workDate: row.workDate,
    workedMinutes: row.workedMinutes,
    hourlyRateCents: row.hourlyRate,
    amountCents: row.amountCents,
  };
}

/** What `side` may do with the invoice now. */
export function actionsFor(row: Pick<ShiftInvoiceRow, 'status'>, side: 'vet' | 'clinic'): InvoiceActions {
  const draft = row.status === 'draft';
  const sent = row.status === 'sent';
  return {
    edit: side === 'vet' && draft,
    delete: side === 'vet' && draft,
    send: side === 'vet' && draft,
    void: side === 'vet' && sent,
    markPaid: sent,
  };
}

export function invoiceRow(db: Db, invoiceId: number): ShiftInvoiceRow | undefined {
  return db.select().from(shiftInvoices).where(eq(shiftInvoices.id, invoiceId)).get();
}

export function invoiceLines(db: Db, invoiceId: number): ShiftInvoiceLineRow[] {
  return db.select().from(shiftInvoiceLines).where(eq(shiftInvoiceLines.invoiceId, invoiceId)).orderBy(asc(shiftInvoiceLines.position)).all();
}

const toEvent = (event: ShiftInvoiceEventRow): InvoiceEvent => ({ kind: event.kind, by: event.bySide, at: event.createdAt, detail: event.detail });

function invoiceHistory(db: Db, invoiceId: number): InvoiceEvent[] {
  return db
    .select()
    .from(shiftInvoiceEvents)
    .where(eq(shiftInvoiceEvents.invoiceId, invoiceId))
    .orderBy(asc(shiftInvoiceEvents.createdAt), asc(shiftInvoiceEvents.id))
    .all()
    .map(toEvent);
}

/** The whole invoice from its rows, as `side` reads it. */
function toInvoiceDetail(row: ShiftInvoiceRow, lines: ShiftInvoiceLineRow[], history: InvoiceEvent[], side: 'vet' | 'clinic', today: string): InvoiceDetail {
  return {
    ...toInvoiceSummary(row, lines.filter((line) => line.kind === 'shift').length, today),
    side,
    from: row.vetParty,
    billTo: row.clinicParty,
    lines: lines.map(toLine),
    dueInDays: row.dueInDays,
    paymentInstructions: row.paymentInstructions,
    note: row.note,
    sentAt: row.sentAt,
    paidReference: row.paidReference,
    voidReason: row.voidReason,
    voidedAt: row.voidedAt,
    history,
    actions: actionsFor(row, side),
  };
}

/** The whole invoice for one of its parties; null for anyone else (answer 404). `today` is YYYY-MM-DD. */
export function invoiceDetail(db: Db, invoiceId: number, reader: InvoiceReader, today: string): InvoiceDetail | null {
  const row = invoiceRow(db, invoiceId);
  if (!row) return null;
  const side = sideOf(row, reader);
  if (!side) return null;
  return toInvoiceDetail(row, invoiceLines(db, invoiceId), invoiceHistory(db, invoiceId), side, today);
}

/** Rows grouped by their invoice, in the order given. */
function byInvoice<T extends { invoiceId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.invoiceId);
    if (group) group.push(row);
    else groups.set(row.invoiceId, [row]);
  }
  return groups;
}

/**
 * invoiceDetail of many invoices for one reader, by id, in three queries whatever their number
 * (the data export reads a page at a time); those not the reader's are left out.
 */
export function invoiceDetails(db: Db, invoiceIds: number[], reader: InvoiceReader, today: string): InvoiceDetail[] {
  if (invoiceIds.length === 0) return [];
  const rows = db.select().from(shiftInvoices).where(inArray(shiftInvoices.id, invoiceIds)).orderBy(asc(shiftInvoices.id)).all();
  const lines = byInvoice(
    db
      .select()
      .from(shiftInvoiceLines)
      .where(inArray(shiftInvoiceLines.invoiceId, invoiceIds))
      .orderBy(asc(shiftInvoiceLines.invoiceId), asc(shiftInvoiceLines.position))
      .all(),
  );
  const events = byInvoice(
    db
      .select()
      .from(shiftInvoiceEvents)
      .where(inArray(shiftInvoiceEvents.invoiceId, invoiceIds))
      .orderBy(asc(shiftInvoiceEvents.createdAt), asc(shiftInvoiceEvents.id))
      .all(),
  );
  return rows.flatMap((row) => {
    const side = sideOf(row, reader);
    return side ? [toInvoiceDetail(row, lines.get(row.id) ?? [], (events.get(row.id) ?? []).map(toEvent), side, today)] : [];
  });
}
