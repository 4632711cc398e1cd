// GET /api/earnings/{year}.csv (the vet's tax year) and GET /api/spend/{year}.csv (the clinic's):
// one row per invoice line of the invoices issued in the year (drafts never; void ones listed,
// marked Void), and of those issued earlier but paid in the year, so that both totals at the end
// can be checked against the rows above them: invoiced in the year (issued in it, void excluded)
// and paid in the year (by the paid-on date, as cash-basis taxes count). Streamed: the invoices
// are read at the start (one indexed range), their lines a batch at a time as the client reads.
// Sent invoices never change, so the rows and totals agree even if one is paid meanwhile.
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { decimalHours, displayStatus, type InvoiceDisplayStatus, type ShiftInvoiceStatus } from '../../shared/invoices';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { shiftInvoiceLines, shiftInvoices } from '../db/schema';
import { CSV_BOM, csvAmount, csvRow } from './csv';
import type { MoneySide } from './summary';

/** Invoices whose lines one pull of the stream writes. */
const BATCH = 100;

const STATUS_LABELS: Record<InvoiceDisplayStatus, string> = { draft: 'Draft', sent: 'Sent', overdue: 'Overdue', paid: 'Paid', void: 'Void' };

interface YearInvoice {
  id: number;
  number: string | null;
  status: ShiftInvoiceStatus;
  issuedOn: string | null;
  dueOn: string | null;
  paidOn: string | null;
  totalCents: number;
  counterpart: string;
}

/** The year's invoices of one side, oldest issue first: issued in the year, then paid in it though issued before. */
function yearInvoices(db: Db, side: MoneySide, userId: number, year: number): YearInvoice[] {
  const i = shiftInvoices;
  const own = side === 'vet' ? i.vetId : i.clinicId;
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const columns = {
    id: i.id,
    number: i.number,
    status: i.status,
    issuedOn: i.issuedOn,
    dueOn: i.dueOn,
    paidOn: i.paidOn,
    totalCents: i.totalCents,
    // The other party's name as printed, without parsing the whole party.
    counterpart: sql<string>`json_extract(${side === 'vet' ? i.clinicParty : i.vetParty}, '$.name')`,
  };
  const order = [asc(i.issuedOn), asc(i.numberSequence), asc(i.id)];
  const issued = db
    .select(columns)
    .from(i)
    .where(and(eq(own, userId), inArray(i.status, ['sent', 'paid', 'void']), gte(i.issuedOn, first), lte(i.issuedOn, last)))
    .orderBy(...order)
    .all();
  const paidLate = db
    .select(columns)
    .from(i)
    .where(and(eq(own, userId), eq(i.status, 'paid'), lt(i.issuedOn, first), gte(i.paidOn, first), lte(i.paidOn, last)))
    .orderBy(...order)
    .all();
  return [...paidLate, ...issued];
}

/** The lines of a batch of invoices (ids as a JSON array: one prepared statement for any batch). */
function batchLines(db: Db) {
  const l = shiftInvoiceLines;
  return prepared(db, 'year-csv-lines', () =>
    db
      .select({
        invoiceId: l.invoiceId,
        description: l.description,
        workDate: l.workDate,
        workedMinutes: l.workedMinutes,
        hourlyRate: l.hourlyRate,
        amountCents: l.amountCents,
      })
      .from(l)
      .where(sql`${l.invoiceId} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`)
      .orderBy(asc(l.invoiceId), asc(l.position))
      .prepare(),
  );
}

export function yearCsvFilename(side: MoneySide, year: number): string {
  return `${side === 'vet' ? 'earnings' : 'spend'}-${year}.csv`;
}

/** The year's CSV as a stream of UTF-8 bytes. `today` is the date overdue is judged by (invoiceToday). */
export function yearCsv(db: Db, side: MoneySide, userId: number, year: number, today: string): ReadableStream<Uint8Array> {
  const invoices = yearInvoices(db, side, userId, year);
  const encoder = new TextEncoder();
  const yearText = String(year);
  let invoicedCents = 0;
  let paidCents = 0;
  let next = 0;

  function batchText(batch: YearInvoice[]): string {
    const lines = batchLines(db).all({ ids: JSON.stringify(batch.map((invoice) => invoice.id)) });
    const linesOf = Map.groupBy(lines, (line) => line.invoiceId);
    let text = '';
    for (const invoice of batch) {
      if (invoice.issuedOn?.startsWith(yearText) && invoice.status !== 'void') invoicedCents += invoice.totalCents;
      if (invoice.status === 'paid' && invoice.paidOn?.startsWith(yearText)) paidCents += invoice.totalCents;
      const status = STATUS_LABELS[displayStatus(invoice, today)];
      for (const line of linesOf.get(invoice.id) ?? []) {
        text += csvRow([
          line.workDate ?? invoice.issuedOn,
          invoice.counterpart,
          line.description,
          line.workedMinutes === null ? null : decimalHours(line.workedMinutes),
          line.hourlyRate === null ? null : csvAmount(line.hourlyRate),
          csvAmount(line.amountCents),
          invoice.number,
          invoice.issuedOn,
          status,
          invoice.paidOn,
        ]);
      }
    }
    return text;
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const counterpart = side === 'vet' ? 'Clinic' : 'Vet';
      controller.enqueue(
        encoder.encode(CSV_BOM + csvRow(['Date', counterpart, 'Description', 'Hours', 'Rate', 'Amount', 'Invoice number', 'Issued on', 'Status', 'Paid on'])),
      );
    },
    pull(controller) {
      if (next < invoices.length) {
        controller.enqueue(encoder.encode(batchText(invoices.slice(next, next + BATCH))));
        next += BATCH;
        return;
      }
      const total = (label: string, cents: number) => csvRow([label, null, null, null, null, csvAmount(cents), null, null, null, null]);
      controller.enqueue(encoder.encode(`\r\n${total(`Invoiced in ${year} (void excluded)`, invoicedCents)}${total(`Paid in ${year}`, paidCents)}`));
      controller.close();
    },
  });
}
