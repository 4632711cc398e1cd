// GET /api/invoices: the vet's issued invoices (drafts included) or the clinic's received ones
// (never a draft), filtered by status (overdue is a sent invoice past its due date), year (of the
// issue date; a draft's by when it was made) and the other party, newest first and paged; with
// the outstanding and overdue totals over all of the caller's invoices, whatever the filters.
import { and, desc, eq, gte, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { type InvoiceList, type InvoiceListQuery, type InvoiceTotals, invoiceToday } from '../../shared/invoices';
import type { Db } from '../db/client';
import { shiftInvoices, type User } from '../db/schema';
import { toInvoiceSummary } from './read';

const t = shiftInvoices;

/** The caller's invoices: issued by the vet, or received by the clinic. */
function mine(user: Pick<User, 'id' | 'userType'>): SQL {
  return user.userType === 'clinic' ? and(eq(t.clinicId, user.id), ne(t.status, 'draft'))! : eq(t.vetId, user.id);
}

function statusFilter(status: NonNullable<InvoiceListQuery['status']>, today: string): SQL {
  if (status === 'overdue') return and(eq(t.status, 'sent'), lt(t.dueOn, today))!;
  if (status === 'sent') return and(eq(t.status, 'sent'), gte(t.dueOn, today))!;
  return eq(t.status, status);
}

function yearFilter(year: number): SQL {
  const issued = and(isNotNull(t.issuedOn), gte(t.issuedOn, `${year}-01-01`), lt(t.issuedOn, `${year + 1}-01-01`));
  const drafted = and(isNull(t.issuedOn), gte(t.createdAt, Date.UTC(year, 0, 1)), lt(t.createdAt, Date.UTC(year + 1, 0, 1)));
  return or(issued, drafted)!;
}

function totalsOf(db: Db, own: SQL, today: string): InvoiceTotals {
  const overdue = sql`${t.status} = 'sent' AND ${t.dueOn} < ${today}`;
  const row = db
    .select({
      outstandingCents: sql<number>`coalesce(sum(CASE WHEN ${t.status} = 'sent' THEN ${t.totalCents} END), 0)`,
      outstandingCount: sql<number>`count(CASE WHEN ${t.status} = 'sent' THEN 1 END)`,
      overdueCents: sql<number>`coalesce(sum(CASE WHEN ${overdue} THEN ${t.totalCents} END), 0)`,
      overdueCount: sql<number>`count(CASE WHEN ${overdue} THEN 1 END)`,
    })
    .from(t)
    .where(and(own, eq(t.status, 'sent')))
    .get();
  return row ?? { outstandingCents: 0, outstandingCount: 0, overdueCents: 0, overdueCount: 0 };
}

export function listInvoices(db: Db, user: Pick<User, 'id' | 'userType'>, query: InvoiceListQuery, now: number): InvoiceList {
  const today = invoiceToday(now);
  const own = mine(user);
  const filters: SQL[] = [own];
  if (query.status) filters.push(statusFilter(query.status, today));
  if (query.year !== undefined) filters.push(yearFilter(query.year));
  if (query.counterpartId !== undefined) filters.push(user.userType === 'clinic' ? eq(t.vetId, query.counterpartId) : eq(t.clinicId, query.counterpartId));
  const where = and(...filters);
  const rows = db
    .select({
      row: t,
      shiftCount: sql<number>`(SELECT count(*) FROM shift_invoice_lines AS l WHERE l.invoice_id = ${t.id} AND l.kind = 'shift')`,
    })
    .from(t)
    .where(where)
    // Drafts first (no issue date yet), then the newest issued.
    .orderBy(sql`coalesce(${t.issuedOn}, '9999-12-31') DESC`, desc(t.numberSequence), desc(t.id))
    .limit(query.limit)
    .offset(query.offset)
    .all();
  const total = db.select({ n: sql<number>`count(*)` }).from(t).where(where).get()?.n ?? 0;
  return { invoices: rows.map(({ row, shiftCount }) => toInvoiceSummary(row, shiftCount, today)), total, totals: totalsOf(db, own, today) };
}
