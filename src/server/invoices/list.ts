// GET /api/invoices: the vet's issued invoices (drafts included) or the clinic's received ones
// (never a draft), filtered by status (overdue is a sent invoice past its due date), year (of the
// issue date; a draft's by when it was made) and the other party, newest first and paged; with
// the outstanding and overdue totals over all of the caller's invoices, whatever the filters.
// Hot (every /invoices screen, polled by the socket's refetches): one statement per role for each
// of the page, the count and the totals, prepared once, each filter a placeholder that is null
// when unused. The page is sorted on ids and dates alone (from the party's index) and only its
// rows are then read whole, with their shift counts.
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type InvoiceList, type InvoiceListQuery, type InvoiceTotals, invoiceToday } from '../../shared/invoices';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { shiftInvoices, type User } from '../db/schema';
import { toInvoiceSummary } from './read';

const t = shiftInvoices;
type Side = 'vet' | 'clinic';

const p = (name: string) => sql.placeholder(name);

/** The caller's invoices: issued by the vet, or received by the clinic. */
function mine(side: Side): SQL {
  return side === 'clinic' ? and(eq(t.clinicId, p('me')), ne(t.status, 'draft'))! : eq(t.vetId, p('me'));
}

/** The filters, each off when its placeholder is null. */
function filtered(side: Side): SQL {
  const status = sql`(${p('status')} IS NULL
    OR (${p('status')} = 'overdue' AND ${t.status} = 'sent' AND ${t.dueOn} < ${p('today')})
    OR (${p('status')} = 'sent' AND ${t.status} = 'sent' AND ${t.dueOn} >= ${p('today')})
    OR (${p('status')} NOT IN ('overdue', 'sent') AND ${t.status} = ${p('status')}))`;
  const year = sql`(${p('yearFrom')} IS NULL
    OR (${t.issuedOn} >= ${p('yearFrom')} AND ${t.issuedOn} < ${p('yearTo')})
    OR (${t.issuedOn} IS NULL AND ${t.createdAt} >= ${p('createdFrom')} AND ${t.createdAt} < ${p('createdTo')}))`;
  const counterpart = sql`(${p('counterpart')} IS NULL OR ${side === 'clinic' ? t.vetId : t.clinicId} = ${p('counterpart')})`;
  return and(mine(side), status, year, counterpart)!;
}

// Drafts first (no issue date yet), then the newest issued.
const newestFirst = [sql`coalesce(${t.issuedOn}, '9999-12-31') DESC`, desc(t.id)];

function pageQuery(db: Db, side: Side) {
  return prepared(db, `invoice-list-page-${side}`, () => {
    const pageIds = db
      .select({ id: t.id })
      .from(t)
      .where(filtered(side))
      .orderBy(...newestFirst)
      .limit(p('limit'))
      .offset(p('offset'));
    return db
      .select({
        row: t,
        // Spelled out: drizzle writes a one-table select's columns unqualified, which the subquery would read as its own.
        shiftCount: sql<number>`(SELECT count(*) FROM shift_invoice_lines AS l WHERE l.invoice_id = shift_invoices.id AND l.kind = 'shift')`,
      })
      .from(t)
      .where(inArray(t.id, pageIds))
      .orderBy(...newestFirst)
      .prepare();
  });
}

function countQuery(db: Db, side: Side) {
  return prepared(db, `invoice-list-count-${side}`, () => db.select({ n: sql<number>`count(*)` }).from(t).where(filtered(side)).prepare());
}

function totalsQuery(db: Db, side: Side) {
  return prepared(db, `invoice-list-totals-${side}`, () => {
    const overdue = sql`${t.dueOn} < ${p('today')}`;
    return db
      .select({
        outstandingCents: sql<number>`coalesce(sum(${t.totalCents}), 0)`,
        outstandingCount: sql<number>`count(*)`,
        overdueCents: sql<number>`coalesce(sum(CASE WHEN ${overdue} THEN ${t.totalCents} END), 0)`,
        overdueCount: sql<number>`count(CASE WHEN ${overdue} THEN 1 END)`,
      })
      .from(t)
      .where(and(mine(side), sql`${t.status} = 'sent'`))
      .prepare();
  });
}

export function listInvoices(db: Db, user: Pick<User, 'id' | 'userType'>, query: InvoiceListQuery, now: number): InvoiceList {
  const today = invoiceToday(now);
  const side: Side = user.userType === 'clinic' ? 'clinic' : 'vet';
  const year = query.year;
  const filters = {
    me: user.id,
    today,
    status: query.status ?? null,
    yearFrom: year === undefined ? null : `${year}-01-01`,
    yearTo: year === undefined ? null : `${year + 1}-01-01`,
    createdFrom: year === undefined ? null : Date.UTC(year, 0, 1),
    createdTo: year === undefined ? null : Date.UTC(year + 1, 0, 1),
    counterpart: query.counterpartId ?? null,
  };
  const rows = pageQuery(db, side).all({ ...filters, limit: query.limit, offset: query.offset });
  const total = countQuery(db, side).get(filters)?.n ?? 0;
  const totals: InvoiceTotals = totalsQuery(db, side).get({ me: user.id, today }) ?? {
    outstandingCents: 0,
    outstandingCount: 0,
    overdueCents: 0,
    overdueCount: 0,
  };
  return { invoices: rows.map(({ row, shiftCount }) => toInvoiceSummary(row, shiftCount, today)), total, totals };
}
