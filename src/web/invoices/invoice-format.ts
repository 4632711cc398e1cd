// How invoices read on screen: status labels and colours, money with cents, hours, and the list's
// query string. Pure, so the list, the view and the editor say the same thing.
import { format } from 'date-fns';
import { formatMoney } from '../../shared/money';
import type { InvoiceDisplayStatus, InvoiceListQuery } from '../../shared/invoices';
import { invoicePaths } from '../lib/paths';
import { noonDate } from '../lib/shift-format';

export const STATUS_LABELS: Record<InvoiceDisplayStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

/** Chip and badge colours, each AA on its background. */
export const STATUS_TONES: Record<InvoiceDisplayStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  sent: 'bg-sky-100 text-sky-800',
  overdue: 'bg-red-100 text-red-800',
  paid: 'bg-emerald-100 text-emerald-800',
  void: 'bg-zinc-200 text-zinc-700 line-through',
};

/** Money owed or paid on an invoice: always with cents. */
export function invoiceMoney(cents: number): string {
  return formatMoney(cents, { precision: 'cents' });
}

/** "2026-11-26" → "Nov 26, 2026": the dates an invoice prints. */
export function invoiceDate(date: string): string {
  return format(noonDate(date), 'MMM d, yyyy');
}

/** 510 → "8 h 30 min"; 480 → "8 h". */
export function workedTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** An invoice's name in lists and titles: its number once sent, "Draft" before. */
export function invoiceName(invoice: { number: string | null }): string {
  return invoice.number ? `Invoice ${invoice.number}` : 'Draft invoice';
}

export type ListFilters = Pick<InvoiceListQuery, 'status' | 'year' | 'counterpartId' | 'offset'>;

/** GET /api/invoices with the filters that are set (the query key too). */
export function invoiceListPath(filters: Partial<ListFilters>): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.year) query.set('year', String(filters.year));
  if (filters.counterpartId) query.set('counterpartId', String(filters.counterpartId));
  if (filters.offset) query.set('offset', String(filters.offset));
  const text = query.toString();
  return text ? `${invoicePaths.invoices}?${text}` : invoicePaths.invoices;
}
