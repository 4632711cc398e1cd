// GET /api/earnings (vet) and GET /api/spend (clinic): the same figures from either side of the
// invoices. Paid counts by the paid-on date, invoiced by the issue date (void and drafts never
// count), outstanding and overdue over the sent, unpaid invoices whenever they were issued. The
// months and the table by counterpart cover the last 12 months, this month last, in the reader's
// calendar; overdue is judged as everywhere else (invoiceToday: due before it, unpaid). One indexed
// read of the reader's sent and paid invoices (shift_invoices_{vet,clinic}_status_idx), bounded to
// those outstanding or issued or paid in the window: never a scan of everyone's invoices, nor of
// the reader's whole history.
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { EarningsSummary, MonthFigures, SpendSummary } from '../../shared/invoices';
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

/**
 * The reader's sent and paid invoices that count, summed by counterpart, status, issue month, paid
 * month and lateness: a few dozen groups for a busy year rather than a row per invoice (half the
 * time of reading the rows into JavaScript). A deleted counterpart is grouped by its printed name.
 */
function summaryGroups(db: Db, side: MoneySide) {
  const i = shiftInvoices;
  const own = side === 'vet' ? i.vetId : i.clinicId;
  const other = side === 'vet' ? i.clinicId : i.vetId;
  // The counterpart as printed on the invoice: kept after its account is deleted.
  const name = sql<string>`json_extract(${side === 'vet' ? i.clinicParty : i.vetParty}, '$.name')`;
  const issuedMonth = sql<string | null>`substr(${i.issuedOn}, 1, 7)`;
  const paidMonth = sql<string | null>`substr(${i.paidOn}, 1, 7)`;
  const late = sql<number>`iif(${i.status} = 'sent', ${i.dueOn} < ${sql.placeholder('overdueToday')}, 0)`;
  return prepared(db, `earnings-summary-${side}`, () =>
    db
      .select({
        counterpartId: other,
        // SQLite reads a bare column from the row holding the max(): the name on the latest invoice.
        counterpartName: name,
        latest: sql<string>`max(${i.issuedOn})`,
        status: i.status,
        issuedMonth,
        paidMonth,
        late,
        totalCents: sql<number>`sum(${i.totalCents})`,
        count: sql<number>`count(*)`,
      })
      .from(i)
      .where(
        and(
          eq(own, sql.placeholder('userId')),
          inArray(i.status, [...LIVE]),
          or(eq(i.status, 'sent'), gte(i.issuedOn, sql.placeholder('since')), gte(i.paidOn, sql.placeholder('since'))),
        ),
      )
      .groupBy(other, sql`iif(${other} IS NULL, ${name}, NULL)`, i.status, issuedMonth, paidMonth, late)
      .prepare(),
  );
}

/**
 * The figures of `userId`'s side. `today` is the reader's own date (YYYY-MM-DD) for the months;
 * `overdueToday` the date overdue is judged by (invoiceToday).
 */
export function moneySummary(db: Db, side: MoneySide, userId: number, today: string, overdueToday: string): MoneySummary {
  const monthKeys = lastTwelveMonths(today);
  const firstMonth = monthKeys[0]!;
  const thisMonth = today.slice(0, 7);
  const thisYear = today.slice(0, 4);
  const months = new Map<string, MonthFigures>(monthKeys.map((month) => [month, { month, invoicedCents: 0, paidCents: 0 }]));
  const counterparts = new Map<string, CounterpartFigures & { latest: string }>();
  const summary = { thisMonthPaidCents: 0, thisYearPaidCents: 0, outstandingCents: 0, overdueCents: 0 };

  for (const group of summaryGroups(db, side).all({ userId, since: `${firstMonth}-01`, overdueToday })) {
    const key = group.counterpartId === null ? `name:${group.counterpartName}` : String(group.counterpartId);
    let counterpart = counterparts.get(key);
    if (!counterpart) {
      counterpart = { id: group.counterpartId, name: group.counterpartName, invoicedCents: 0, paidCents: 0, outstandingCents: 0, invoiceCount: 0, latest: '' };
      counterparts.set(key, counterpart);
    }
    // The name on the latest invoice: a clinic that renamed itself shows as it is now called.
    if ((group.latest ?? '') > counterpart.latest) Object.assign(counterpart, { name: group.counterpartName, latest: group.latest });
    if (group.issuedMonth && group.issuedMonth >= firstMonth) {
      // A date a day ahead of the reader's calendar (set in the other party's zone) has no month yet.
      const month = months.get(group.issuedMonth);
      if (month) month.invoicedCents += group.totalCents;
      counterpart.invoicedCents += group.totalCents;
      counterpart.invoiceCount += group.count;
    }
    if (group.status === 'sent') {
      summary.outstandingCents += group.totalCents;
      counterpart.outstandingCents += group.totalCents;
      if (group.late) summary.overdueCents += group.totalCents;
    } else if (group.paidMonth && group.paidMonth >= firstMonth) {
      const month = months.get(group.paidMonth);
      if (month) month.paidCents += group.totalCents;
      counterpart.paidCents += group.totalCents;
      if (group.paidMonth.startsWith(thisYear)) summary.thisYearPaidCents += group.totalCents;
      if (group.paidMonth === thisMonth) summary.thisMonthPaidCents += group.totalCents;
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
