// Answers of GET /api/invoices, /api/earnings and /api/spend kept as JSON text per reader and
// query. A busy vet's list page (three statements, 25 rows) and earnings (an aggregate over a
// year of invoices) cost 0.3–1 ms each; the answers change only when one of the reader's invoices
// is written, or with the day. An entry is dropped when the change log shows a write to an
// invoice (or its lines) of the reader ('invoice', migration 0030), whichever code path wrote;
// the key carries the dates the answer was judged by (overdue, this month), so a new day reads
// afresh.
import type { Db } from '../db/client';
import type { ChangeFeed } from '../lib/change-log';
import { ChangeLogJsonCache, cacheOf } from '../lib/change-log-json-cache';

export const INVOICE_ANSWER_FEED: ChangeFeed = { kinds: ['invoice'], reads: ['shift_invoices', 'shift_invoice_lines'] };

const caches = new WeakMap<Db, ChangeLogJsonCache>();

// Past 16 MB of JSON (a few thousand busy readers' answers) the cache starts over.
const invoiceAnswerCache = (db: Db) => cacheOf(caches, db, () => new ChangeLogJsonCache(db, INVOICE_ANSWER_FEED, { maxBytes: 16 * 1024 * 1024 }));

/**
 * The answer as JSON text, from the cache when none of the reader's invoices changed. `key` names
 * the route, the query and the dates the answer depends on; `load` reads it from the database.
 */
export function cachedInvoiceAnswer(db: Db, readerId: number, key: string, load: () => unknown): string {
  return invoiceAnswerCache(db).json(`${readerId}:${key}`, Date.now(), load, () => [readerId]);
}
