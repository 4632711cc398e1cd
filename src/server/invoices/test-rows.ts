// Invoices written straight into the tables, the way the foundation defines them (status, parties
// as printed, lines, number), for the tests and benches of the PDF, earnings and CSVs: they read
// invoices, and must not depend on the create/send service to make them.
import { invoiceNumber, invoiceTotal, type InvoiceParty, type ShiftInvoiceStatus } from '../../shared/invoices';
import { hoursValueCents } from '../../shared/shift-day';
import type { Db } from '../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
import { shiftInvoiceLines, shiftInvoices } from '../db/schema';

export interface TestLine {
  /** A shift line has a work date, minutes and rate; an extra line only a description and amount. */
  description: string;
  workDate?: string;
  workedMinutes?: number;
  hourlyRateCents?: number;
  /** Default: minutes × rate, rounded once to the cent (a shift line); an extra line gives it. */
  amountCents?: number;
}

export interface TestInvoice {
  vetId: number | null;
  clinicId: number | null;
  status?: ShiftInvoiceStatus;
  /** The sequence of the number in the year of `issuedOn` (not for drafts). */
  sequence?: number;
  issuedOn?: string;
  dueInDays?: number;
  paidOn?: string;
  paidReference?: string;
  voidReason?: string;
  note?: string | null;
  paymentInstructions?: string | null;
  vetParty?: Partial<InvoiceParty>;
  clinicParty?: Partial<InvoiceParty>;
  lines?: TestLine[];
}

export const TEST_VET_PARTY: InvoiceParty = {
  name: 'Rivera Relief Veterinary LLC',
  addressLines: ['55 Elm St', 'Denver, CO 80202'],
  email: 'sam@example.com',
  phone: '(720) 555-0199',
  taxId: '12-3456789',
  contact: null,
};

export const TEST_CLINIC_PARTY: InvoiceParty = {
  name: 'Front Range Vets',
  addressLines: ['1550 Larimer St', 'Denver, CO 80202'],
  email: 'billing@frontrange.example',
  phone: '(303) 555-0100',
  taxId: null,
  contact: 'Cara Ng',
};

export const TEST_LINES: TestLine[] = [
  { description: 'Relief shift', workDate: '2026-10-05', workedMinutes: 570, hourlyRateCents: 9000 },
  { description: 'Relief shift', workDate: '2026-10-06', workedMinutes: 505, hourlyRateCents: 9050 },
  { description: 'Mileage, Denver to Boulder and back', amountCents: 4_250 },
];

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Inserts one invoice with its lines; answers its id. */
export function insertTestInvoice(db: Db, invoice: TestInvoice): number {
  return insertTestInvoices(db, [invoice])[0]!;
}

/** Inserts many in one transaction (one commit, not one each); answers their ids. */
export function insertTestInvoices(db: Db, invoices: TestInvoice[]): number[] {
  return db.transaction((tx) => invoices.map((invoice) => insertWith(tx, invoice)));
}

function insertWith(tx: Tx, invoice: TestInvoice): number {
  const status = invoice.status ?? 'sent';
  const draft = status === 'draft';
  const issuedOn = draft ? null : (invoice.issuedOn ?? '2026-10-07');
  const dueInDays = invoice.dueInDays ?? 15;
  const lines = (invoice.lines ?? TEST_LINES).map((line, position) => {
    const shift = line.workDate !== undefined;
    const amountCents = line.amountCents ?? hoursValueCents(line.workedMinutes ?? 0, line.hourlyRateCents ?? 0);
    return {
      position,
      kind: shift ? ('shift' as const) : ('extra' as const),
      description: line.description,
      workDate: line.workDate ?? null,
      workedMinutes: shift ? (line.workedMinutes ?? 0) : null,
      hourlyRate: shift ? (line.hourlyRateCents ?? 0) : null,
      amountCents,
      released: status === 'void',
    };
  });
  const year = issuedOn ? Number(issuedOn.slice(0, 4)) : null;
  const sequence = draft ? null : (invoice.sequence ?? 1);
  const { id } = tx
    .insert(shiftInvoices)
    .values({
      vetId: invoice.vetId,
      clinicId: invoice.clinicId,
      status,
      numberYear: year,
      numberSequence: sequence,
      number: year && sequence ? invoiceNumber(year, sequence) : null,
      dueInDays,
      issuedOn,
      dueOn: issuedOn ? addDays(issuedOn, dueInDays) : null,
      note: invoice.note === undefined ? 'Thank you for having me.' : invoice.note,
      totalCents: invoiceTotal(lines),
      vetParty: { ...TEST_VET_PARTY, ...invoice.vetParty },
      clinicParty: { ...TEST_CLINIC_PARTY, ...invoice.clinicParty },
      paymentInstructions: invoice.paymentInstructions === undefined ? 'Bank transfer to account 000123456, routing 102000021.' : invoice.paymentInstructions,
      sentAt: issuedOn ? Date.parse(`${issuedOn}T18:00:00Z`) : null,
      paidOn: status === 'paid' ? (invoice.paidOn ?? issuedOn) : null,
      paidReference: status === 'paid' ? (invoice.paidReference ?? null) : null,
      voidReason: status === 'void' ? (invoice.voidReason ?? 'Billed twice') : null,
      voidedAt: status === 'void' && issuedOn ? Date.parse(`${issuedOn}T20:00:00Z`) : null,
    })
    .returning({ id: shiftInvoices.id })
    .get();
  if (lines.length)
    tx.insert(shiftInvoiceLines)
      .values(lines.map((line) => ({ ...line, invoiceId: id })))
      .run();
  return id;
}
