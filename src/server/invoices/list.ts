// GET /api/invoices: the vet's issued invoices (drafts included) or the clinic's received ones
// (never a draft), filtered by status (overdue is a sent invoice past its due date), year (of the
// issue date; a draft's by when it was made) and the other party, newest first and paged; with
// the outstanding and overdue totals over all of the caller's invoices, whatever the filters.
// Hot (every /invoices screen, refetched on the socket's word): the page, the count and the
// totals are statements prepared once per combination of filters. The page is sorted on ids and
// dates alone (from the party's index) and only its rows are then read whole, with their shift
// counts.
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

/** Which filters a request uses: each combination gets statements of its own (at most 32), so SQLite plans each on the party's index. */
export interface Shape {
  side: Side;
  status: 'overdue' | 'sent' | 'other' | null;
  year: boolean;
  counterpart: boolean;
}

const keyOf = (shape: Shape) => `${shape.side}:${shape.status}:${shape.year}:${shape.counterpart}`;

function filtered(shape: Shape): SQL {
  const filters: SQL[] = [mine(shape.side)];
  if (shape.status === 'overdue') filters.push(sql`${t.status} = 'sent' AND ${t.dueOn} < ${p('today')}`);
  if (shape.status === 'sent') filters.push(sql`${t.status} = 'sent' AND ${t.dueOn} >= ${p('today')}`);
  if (shape.status === 'other') filters.push(eq(t.status, p('status')));
  if (shape.year)
    filters.push(sql`((${t.issuedOn} >= ${p('yearFrom')} AND ${t.issuedOn} < ${p('yearTo')})
      OR (${t.issuedOn} IS NULL AND ${t.createdAt} >= ${p('createdFrom')} AND ${t.createdAt} < ${p('createdTo')}))`);
  if (shape.counterpart) filters.push(eq(shape.side === 'clinic' ? t.vetId : t.clinicId, p('counterpart')));
  return and(...filters)!;
}

// Drafts first (no issue date yet), then the newest issued.
const newestFirst = [sql`coalesce(${t.issuedOn}, '9999-12-31') DESC`, desc(t.id)];

export function pageQuery(db: Db, shape: Shape) {
  return prepared(db, `invoice-list-page-${keyOf(shape)}`, () => {
    const pageIds = db
      .select({ id: t.id })
      .from(t)
      .where(filtered(shape))
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

function countQuery(db: Db, shape: Shape) {
  return prepared(db, `invoice-list-count-${keyOf(shape)}`, () => db.select({ n: sql<number>`count(*)` }).from(t).where(filtered(shape)).prepare());
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
  const { status, year, counterpartId } = query;
  const shape: Shape = {
    side,
    status: status === undefined ? null : status === 'overdue' || status === 'sent' ? status : 'other',
    year: year !== undefined,
    counterpart: counterpartId !== undefined,
  };
  // Only the placeholders the shape's statements name (bun:sqlite refuses others).
  const filters: Record<string, string | number> = { me: user.id };
  if (shape.status === 'overdue' || shape.status === 'sent') filters.today = today;
  if (shape.status === 'other') filters.status = status!;
  if (year !== undefined)
    Object.assign(filters, { yearFrom: `${year}-01-01`, yearTo: `${year + 1}-01-01`, createdFrom: Date.UTC(year, 0, 1), createdTo: Date.UTC(year + 1, 0, 1) });
  if (counterpartId !== undefined) filters.counterpart = counterpartId;
  const rows = pageQuery(db, shape).all({ ...filters, limit: query.limit, offset: query.offset });
  const total = countQuery(db, shape).get(filters)?.n ?? 0;
  const totals: InvoiceTotals = totalsQuery(db, side).get({ me: user.id, today }) ?? {
    outstandingCents: 0,
    outstandingCount: 0,
    overdueCents: 0,
    overdueCount: 0,
  };
  return { invoices: rows.map(({ row, shiftCount }) => toInvoiceSummary(row, shiftCount, today)), total, totals };
}
