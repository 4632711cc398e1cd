// GET /api/earnings (vet) and GET /api/spend (clinic): the same figures from either side of the
// invoices. Paid counts by the paid-on date, invoiced by the issue date (void and drafts never
// count), outstanding and overdue over the sent, unpaid invoices whenever they were issued. The
// months and the table by counterpart cover the last 12 months, this month last, in the reader's
// calendar; overdue is judged as everywhere else (invoiceToday). One indexed read of the reader's
// sent and paid invoices (shift_invoices_{vet,clinic}_status_idx), bounded to those outstanding or
// issued or paid in the window: never a scan of everyone's invoices, nor of the reader's history.
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { displayStatus, type EarningsSummary, type MonthFigures, type SpendSummary } from '../../shared/invoices';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { shiftInvoices } from '../db/schema';
import { lastTwelveMonths } from './months';

/** Whose invoices: the vet's issued, or the clinic's received. */
export type MoneySide = 'vet' | 'clinic';

interface CounterpartFigures {
  id: number | null;
  name: string;
  invoicedCents: number;
  paidCents: number;
  outstandingCents: number;
  invoiceCount: number;
}

interface MoneySummary {
  thisMonthPaidCents: number;
  thisYearPaidCents: number;
  outstandingCents: number;
  overdueCents: number;
  months: MonthFigures[];
  counterparts: CounterpartFigures[];
}

const LIVE = ['sent', 'paid'] as const;

function summaryRows(db: Db, side: MoneySide) {
  const i = shiftInvoices;
  const own = side === 'vet' ? i.vetId : i.clinicId;
  return prepared(db, `earnings-summary-${side}`, () =>
    db
      .select({
        counterpartId: side === 'vet' ? i.clinicId : i.vetId,
        // The counterpart as printed on the invoice: kept after its account is deleted.
        counterpartName: sql<string>`json_extract(${side === 'vet' ? i.clinicParty : i.vetParty}, '$.name')`,
        status: i.status,
        issuedOn: i.issuedOn,
        dueOn: i.dueOn,
        paidOn: i.paidOn,
        totalCents: i.totalCents,
      })
      .from(i)
      .where(
        and(
          eq(own, sql.placeholder('userId')),
          inArray(i.status, [...LIVE]),
          or(eq(i.status, 'sent'), gte(i.issuedOn, sql.placeholder('since')), gte(i.paidOn, sql.placeholder('since'))),
        ),
      )
      .prepare(),
  );
}

/**
 * The figures of `userId`'s side. `today` is the reader's own date (YYYY-MM-DD) for the months;
 * `overdueToday` the date overdue is judged by (invoiceToday).
 */
export function moneySummary(db: Db, side: MoneySide, userId: number, today: string, overdueToday: string): MoneySummary {
  const monthKeys = lastTwelveMonths(today);
  const since = `${monthKeys[0]}-01`;
  const thisMonth = today.slice(0, 7);
  const thisYear = today.slice(0, 4);
  const months = new Map<string, MonthFigures>(monthKeys.map((month) => [month, { month, invoicedCents: 0, paidCents: 0 }]));
  const counterparts = new Map<string, CounterpartFigures & { latest: string }>();
  const summary = { thisMonthPaidCents: 0, thisYearPaidCents: 0, outstandingCents: 0, overdueCents: 0 };

  for (const row of summaryRows(db, side).all({ userId, since })) {
    const key = row.counterpartId === null ? `name:${row.counterpartName}` : String(row.counterpartId);
    let counterpart = counterparts.get(key);
    if (!counterpart) {
      counterpart = { id: row.counterpartId, name: row.counterpartName, invoicedCents: 0, paidCents: 0, outstandingCents: 0, invoiceCount: 0, latest: '' };
      counterparts.set(key, counterpart);
    }
    // The name on the latest invoice: a clinic that renamed itself shows as it is now called.
    if ((row.issuedOn ?? '') > counterpart.latest) Object.assign(counterpart, { name: row.counterpartName, latest: row.issuedOn });
    if (row.issuedOn && row.issuedOn >= since) {
      // A date a day ahead of the reader's calendar (set in the other party's zone) has no month yet.
      const month = months.get(row.issuedOn.slice(0, 7));
      if (month) month.invoicedCents += row.totalCents;
      counterpart.invoicedCents += row.totalCents;
      counterpart.invoiceCount++;
    }
    if (row.status === 'sent') {
      summary.outstandingCents += row.totalCents;
      counterpart.outstandingCents += row.totalCents;
      if (displayStatus(row, overdueToday) === 'overdue') summary.overdueCents += row.totalCents;
    } else if (row.paidOn && row.paidOn >= since) {
      const month = months.get(row.paidOn.slice(0, 7));
      if (month) month.paidCents += row.totalCents;
      counterpart.paidCents += row.totalCents;
      if (row.paidOn.startsWith(thisYear)) summary.thisYearPaidCents += row.totalCents;
      if (row.paidOn.startsWith(thisMonth)) summary.thisMonthPaidCents += row.totalCents;
    }
  }

  return {
    ...summary,
    months: [...months.values()],
    counterparts: [...counterparts.values()]
      .map(({ latest: _, ...figures }) => figures)
      .sort((a, b) => b.invoicedCents - a.invoicedCents || b.outstandingCents - a.outstandingCents || a.name.localeCompare(b.name)),
  };
}

/** GET /api/earnings: the vet's. */
export function earningsSummary(db: Db, vetId: number, today: string, overdueToday: string): EarningsSummary {
  const { counterparts, ...figures } = moneySummary(db, 'vet', vetId, today, overdueToday);
  return { ...figures, byClinic: counterparts.map(({ id, name, ...rest }) => ({ clinicId: id, clinicName: name, ...rest })) };
}

/** GET /api/spend: the clinic's. */
export function spendSummary(db: Db, clinicId: number, today: string, overdueToday: string): SpendSummary {
  const { counterparts, ...figures } = moneySummary(db, 'clinic', clinicId, today, overdueToday);
  return { ...figures, byVet: counterparts.map(({ id, name, ...rest }) => ({ vetId: id, vetName: name, ...rest })) };
}
