// Getting paid: the vet's invoices to clinics for approved hours, the business details printed on
// them, earnings (vet) and spend (clinic). VetRelief records, reminds and adds up; the money moves
// outside it (bank transfer, cheque, Zelle). Money is integer cents end to end; a total is the sum
// of its rounded lines. Not to be confused with the clinic's subscription bills from Stripe
// (shared/billing.ts, table subscription_invoices).
import { z } from 'zod';
import { email } from './auth';
import { bodyId, textId } from './ids';
import { queryInt } from './query-values';

// ── Constants ─────────────────────────────────────────────────────────────────────────────────

/** Shifts on one invoice: a busy month of doubles. */
export const INVOICE_SHIFTS_MAX = 62;
/** Travel, lodging, supplies. */
export const EXTRA_LINES_MAX = 10;
export const EXTRA_LINE_DESCRIPTION_MAX = 200;
/** $100,000 on one extra line: well past any real travel cost, short of a slip of the keyboard. */
export const EXTRA_LINE_AMOUNT_MAX_CENTS = 10_000_000;
export const INVOICE_NOTE_MAX = 1000;
export const PAYMENT_TERMS_DAYS = { min: 0, max: 90, default: 15 } as const;
export const PAYMENT_INSTRUCTIONS_MAX = 1000;
export const BUSINESS_NAME_MAX = 120;
export const INVOICE_ADDRESS_MAX = 300;
export const TAX_ID_MAX = 30;
export const BILLING_CONTACT_MAX = 120;
export const VOID_REASON_MAX = 500;
export const PAID_REFERENCE_MAX = 100;
/** The clinic is reminded of an unpaid invoice the day after its due date, then weekly, at most this often. */
export const OVERDUE_REMINDERS_MAX = 3;
export const OVERDUE_REMINDER_EVERY_DAYS = 7;
export const INVOICES_PAGE_SIZE = 25;
export const INVOICES_PAGE_MAX = 100;

// ── States ────────────────────────────────────────────────────────────────────────────────────

/** draft → sent → paid, or sent → void (the number stays used; the shifts become invoiceable again). */
export const SHIFT_INVOICE_STATUSES = ['draft', 'sent', 'paid', 'void'] as const;
export type ShiftInvoiceStatus = (typeof SHIFT_INVOICE_STATUSES)[number];
/** What the screens show: a sent invoice past its due date is overdue. */
export const INVOICE_DISPLAY_STATUSES = ['draft', 'sent', 'overdue', 'paid', 'void'] as const;
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

/**
 * The calendar an invoice's dates are read in. Issued and due dates are calendar dates (YYYY-MM-DD);
 * an invoice is overdue only once its due date has ended everywhere the clinic could be, so "today"
 * for overdue is the date in the last US time zone to finish a day (American Samoa, UTC−11). One
 * rule for lists, filters, totals and the reminder job, with no zone per invoice.
 */
export const INVOICE_CALENDAR_ZONE = 'Pacific/Pago_Pago';

const invoiceDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: INVOICE_CALENDAR_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today (YYYY-MM-DD) for overdue, in INVOICE_CALENDAR_ZONE. */
export function invoiceToday(now: number): string {
  return invoiceDayFormat.format(now);
}

/** Overdue once the due date has passed unpaid: due today is not yet overdue. Dates are YYYY-MM-DD. */
export function displayStatus(invoice: { status: ShiftInvoiceStatus; dueOn: string | null }, today: string): InvoiceDisplayStatus {
  if (invoice.status === 'sent' && invoice.dueOn !== null && invoice.dueOn < today) return 'overdue';
  return invoice.status;
}

/** Per vet and year, gapless: 2026-0001, 2026-0002, … */
export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, '0')}`;
}

/** A total is the sum of its lines, each already rounded to cents. */
export function invoiceTotal(lines: readonly { amountCents: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}

/** Worked minutes as decimal hours, two places ("9.50" for 570): how a bookkeeper adds hours up. */
export function decimalHours(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

export const INVOICE_EVENT_KINDS = ['created', 'edited', 'sent', 'paid', 'voided', 'reminded'] as const;
export type InvoiceEventKind = (typeof INVOICE_EVENT_KINDS)[number];

// ── Payloads ──────────────────────────────────────────────────────────────────────────────────

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })
    .nullish()
    .transform((text) => text || null);

const paymentTermsDays = (field: string) =>
  z
    .number({ error: `${field} must be a number of days` })
    .int({ error: `${field} must be a whole number of days` })
    .min(PAYMENT_TERMS_DAYS.min, { error: `${field} must be from ${PAYMENT_TERMS_DAYS.min} to ${PAYMENT_TERMS_DAYS.max} days` })
    .max(PAYMENT_TERMS_DAYS.max, { error: `${field} must be from ${PAYMENT_TERMS_DAYS.min} to ${PAYMENT_TERMS_DAYS.max} days` });

export const extraLineSchema = z.object({
  description: z
    .string({ error: 'Each extra line needs a description' })
    .trim()
    .min(1, { error: 'Each extra line needs a description' })
    .max(EXTRA_LINE_DESCRIPTION_MAX, { error: `A description must be at most ${EXTRA_LINE_DESCRIPTION_MAX} characters` }),
  amountCents: z
    .number({ error: 'amountCents must be a number of cents' })
    .int({ error: 'amountCents must be a whole number of cents' })
    .min(0, { error: 'amountCents must be 0 or more' })
    .max(EXTRA_LINE_AMOUNT_MAX_CENTS, { error: `amountCents must be at most ${EXTRA_LINE_AMOUNT_MAX_CENTS}` }),
});
export type ExtraLineInput = z.input<typeof extraLineSchema>;

/** POST /api/invoices (a new draft) and PUT /api/invoices/{id} (the draft's new content). */
export const invoiceDraftSchema = z.object({
  shiftIds: z
    .array(bodyId('shiftIds'), { error: 'shiftIds must be a list of shift ids' })
    .min(1, { error: 'Pick at least one shift' })
    .max(INVOICE_SHIFTS_MAX, { error: `At most ${INVOICE_SHIFTS_MAX} shifts on one invoice` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A shift is listed twice' }),
  extraLines: z
    .array(extraLineSchema, { error: 'extraLines must be a list' })
    .max(EXTRA_LINES_MAX, { error: `At most ${EXTRA_LINES_MAX} extra lines` })
    .default([]),
  /** Absent: the vet's default payment terms. */
  dueInDays: paymentTermsDays('dueInDays').optional(),
  note: optionalText('note', INVOICE_NOTE_MAX),
});
export type InvoiceDraftInput = z.input<typeof invoiceDraftSchema>;

/** POST /api/invoices/{id}/mark-paid, by either party. */
export const markPaidSchema = z.object({
  paidOn: z.string({ error: 'paidOn is required (YYYY-MM-DD)' }).regex(DATE, { error: 'paidOn must be a date as YYYY-MM-DD' }),
  reference: optionalText('reference', PAID_REFERENCE_MAX),
});
export type MarkPaidInput = z.input<typeof markPaidSchema>;

/** POST /api/invoices/{id}/void, by the vet. */
export const voidInvoiceSchema = z.object({
  reason: z
    .string({ error: 'reason is required' })
    .trim()
    .min(1, { error: 'Say why the invoice is void' })
    .max(VOID_REASON_MAX, { error: `reason must be at most ${VOID_REASON_MAX} characters` }),
});
export type VoidInvoiceInput = z.input<typeof voidInvoiceSchema>;

/** GET /api/invoices: the vet's issued, the clinic's received. */
export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_DISPLAY_STATUSES, { error: `status must be one of ${INVOICE_DISPLAY_STATUSES.join(', ')}` }).optional(),
  year: queryInt('year', 2000, 2100),
  /** The other party: a clinic's user id for a vet, a vet's user id for a clinic. */
  counterpartId: textId('counterpartId').optional(),
  offset: queryInt('offset', 0, 1_000_000, 0),
  limit: queryInt('limit', 1, INVOICES_PAGE_MAX, INVOICES_PAGE_SIZE),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** PUT /api/business-details by a vet: printed on invoices only, never on profiles or cards. */
export const vetBusinessDetailsSchema = z.object({
  /** Absent: "Dr. {first} {last}". */
  businessName: optionalText('businessName', BUSINESS_NAME_MAX),
  /** Several lines; absent: the profile's address. */
  invoiceAddress: optionalText('invoiceAddress', INVOICE_ADDRESS_MAX),
  taxId: optionalText('taxId', TAX_ID_MAX),
  paymentInstructions: optionalText('paymentInstructions', PAYMENT_INSTRUCTIONS_MAX),
  paymentTermsDays: paymentTermsDays('paymentTermsDays').default(PAYMENT_TERMS_DAYS.default),
});
export type VetBusinessDetailsInput = z.input<typeof vetBusinessDetailsSchema>;

/** PUT /api/business-details by a clinic: where invoices go. */
export const clinicBillingDetailsSchema = z.object({
  /** Absent: the account's e-mail. */
  billingEmail: email.nullish().transform((value) => value || null),
  billingContact: optionalText('billingContact', BILLING_CONTACT_MAX),
});
export type ClinicBillingDetailsInput = z.input<typeof clinicBillingDetailsSchema>;

// ── Answers ───────────────────────────────────────────────────────────────────────────────────

/** GET /api/business-details for a vet: what is saved, and what an invoice prints when it is not. */
export interface VetBusinessDetails {
  role: 'relief_vet';
  businessName: string | null;
  invoiceAddress: string | null;
  taxId: string | null;
  paymentInstructions: string | null;
  paymentTermsDays: number;
  /** "Dr. {first} {last}". */
  defaultBusinessName: string;
  /** The profile's address, as lines. */
  defaultInvoiceAddress: string;
}

/** GET /api/business-details for a clinic. */
export interface ClinicBillingDetails {
  role: 'clinic';
  billingEmail: string | null;
  billingContact: string | null;
  /** The account's e-mail. */
  defaultBillingEmail: string;
}

export type BusinessDetails = VetBusinessDetails | ClinicBillingDetails;

/** One side of an invoice as printed: frozen when the invoice is sent, kept after an account is deleted. */
export interface InvoiceParty {
  /** The vet's business name, or the clinic's name. */
  name: string;
  addressLines: string[];
  email: string | null;
  phone: string | null;
  /** The vet's tax identifier. */
  taxId: string | null;
  /** The clinic's billing contact. */
  contact: string | null;
}

export interface InvoiceLine {
  id: number;
  kind: 'shift' | 'extra';
  shiftId: number | null;
  description: string;
  /** Shift lines: the shift's date (YYYY-MM-DD), the approved minutes and the booked rate. */
  workDate: string | null;
  workedMinutes: number | null;
  hourlyRateCents: number | null;
  amountCents: number;
}

export interface InvoiceEvent {
  kind: InvoiceEventKind;
  /** "vet", "clinic", or null for VetRelief itself (a reminder). */
  by: 'vet' | 'clinic' | null;
  at: number;
  detail: string | null;
}

/** A row of GET /api/invoices. */
export interface InvoiceSummary {
  id: number;
  /** Null while a draft. */
  number: string | null;
  status: ShiftInvoiceStatus;
  displayStatus: InvoiceDisplayStatus;
  /** User ids are null once that account is deleted; the names are as printed. */
  vet: { id: number | null; name: string };
  clinic: { id: number | null; name: string };
  issuedOn: string | null;
  dueOn: string | null;
  paidOn: string | null;
  totalCents: number;
  shiftCount: number;
  createdAt: number;
}

export interface InvoiceActions {
  edit: boolean;
  delete: boolean;
  send: boolean;
  void: boolean;
  markPaid: boolean;
}

/** GET /api/invoices/{id}, to the two parties only. */
export interface InvoiceDetail extends InvoiceSummary {
  /** Which party is reading. */
  side: 'vet' | 'clinic';
  from: InvoiceParty;
  billTo: InvoiceParty;
  lines: InvoiceLine[];
  dueInDays: number;
  paymentInstructions: string | null;
  note: string | null;
  sentAt: number | null;
  paidReference: string | null;
  voidReason: string | null;
  voidedAt: number | null;
  history: InvoiceEvent[];
  actions: InvoiceActions;
}

export interface InvoiceTotals {
  /** Sent and unpaid (overdue included). */
  outstandingCents: number;
  outstandingCount: number;
  overdueCents: number;
  overdueCount: number;
}

export interface InvoiceList {
  invoices: InvoiceSummary[];
  /** Rows matching the filters, for paging. */
  total: number;
  /** Over all of the caller's invoices, whatever the filters. */
  totals: InvoiceTotals;
}

/** An approved, not yet invoiced shift of the vet's. */
export interface InvoiceableShift {
  shiftId: number;
  date: string;
  startTime: string;
  endTime: string;
  workedMinutes: number;
  hourlyRateCents: number;
  amountCents: number;
}

/** GET /api/invoices/invoiceable: the vet's uninvoiced approved shifts, by clinic. */
export interface InvoiceableClinic {
  clinicId: number;
  clinicName: string;
  shifts: InvoiceableShift[];
  totalCents: number;
}

export interface MonthFigures {
  /** YYYY-MM. */
  month: string;
  /** Invoices issued that month (void excluded). */
  invoicedCents: number;
  /** Invoices paid that month (by their paid-on date). */
  paidCents: number;
}

/** GET /api/earnings (vet). Paid figures count by the paid-on date, invoiced by the issue date. */
export interface EarningsSummary {
  thisMonthPaidCents: number;
  thisYearPaidCents: number;
  outstandingCents: number;
  overdueCents: number;
  /** The last 12 months, oldest first, this month last. */
  months: MonthFigures[];
  byClinic: { clinicId: number | null; clinicName: string; invoicedCents: number; paidCents: number; outstandingCents: number; invoiceCount: number }[];
}

/** GET /api/spend (clinic). */
export interface SpendSummary {
  thisMonthPaidCents: number;
  thisYearPaidCents: number;
  outstandingCents: number;
  overdueCents: number;
  months: MonthFigures[];
  byVet: { vetId: number | null; vetName: string; invoicedCents: number; paidCents: number; outstandingCents: number; invoiceCount: number }[];
}

// ── Paths ─────────────────────────────────────────────────────────────────────────────────────

export const invoicePagePath = (invoiceId: number) => `/invoices/${invoiceId}`;
export const invoicePdfPath = (invoiceId: number) => `/api/invoices/${invoiceId}.pdf`;
/** The tax year's lines (vet) or the year's spend (clinic), as CSV. */
export const earningsCsvPath = (year: number) => `/api/earnings/${year}.csv`;
export const spendCsvPath = (year: number) => `/api/spend/${year}.csv`;
