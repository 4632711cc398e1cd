// Each step of an invoice written to its history (who and when), and announced on the bus once
// committed so the parties' screens refetch.
import type { InvoiceEventKind } from '../../shared/invoices';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { type ShiftInvoiceRow, shiftInvoiceEvents } from '../db/schema';

export interface Actor {
  userId: number | null;
  side: 'vet' | 'clinic' | null;
}

/** Appends one step to the invoice's history (inside the step's transaction). */
export function recordEvent(db: Pick<Db, 'insert'>, invoiceId: number, kind: InvoiceEventKind, by: Actor, detail: string | null, now: number): void {
  db.insert(shiftInvoiceEvents).values({ invoiceId, kind, byUserId: by.userId, bySide: by.side, detail, createdAt: now }).run();
}

/** Tells the bus: the vet alone hears of a draft, both parties of anything sent. */
export function announce(
  deps: Pick<AppDeps, 'events'>,
  row: Pick<ShiftInvoiceRow, 'id' | 'vetId' | 'clinicId'>,
  change: InvoiceEventKind | 'deleted',
  draft: boolean,
): void {
  const userIds = [row.vetId, draft ? null : row.clinicId].filter((id): id is number => id !== null);
  deps.events.publish({ type: 'invoice.changed', change, invoiceId: row.id, userIds });
}
