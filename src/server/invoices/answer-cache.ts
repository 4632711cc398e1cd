// Answers of GET /api/invoices, /api/earnings and /api/spend kept as JSON text per reader and
// query. A busy vet's list page (three statements, 25 rows) and earnings (an aggregate over a
// year of invoices) cost 0.3–1 ms each, and the screens ask again on every socket frame and
// focus; the answers change only when one of the reader's invoices is written, or with the day.
// An entry is dropped when the change log shows a write to an invoice (or its lines) of the
// reader ('invoice', migration 0030), whichever code path wrote; the key carries the dates the
// answer was judged by (overdue, this month), so a new day reads afresh.
import type { Db } from '../db/client';
import { type ChangeFeed, ChangeCursor } from '../lib/change-log';

export const INVOICE_ANSWER_FEED: ChangeFeed = { kinds: ['invoice'], reads: ['shift_invoices', 'shift_invoice_lines'] };

/** Past this many bytes of JSON the cache starts over (a few thousand busy readers' answers). */
const MAX_BYTES = 16 * 1024 * 1024;

export class InvoiceAnswerCache {
  readonly #entries = new Map<string, { json: string; readerId: number }>();
  readonly #keysByReader = new Map<number, Set<string>>();
  readonly #changes: ChangeCursor;
  #bytes = 0;

  constructor(db: Db) {
    this.#changes = new ChangeCursor(db, INVOICE_ANSWER_FEED);
  }

  /**
   * The cached answer, after dropping what changed since the last call; null to read it afresh.
   * Call it right before reading from the database (reads are synchronous, so a write after that
   * read shows in the log at the next call).
   */
  read(key: string): string | null {
    const changes = this.#changes.read();
    if (changes.kind === 'gap') this.#clear();
    else if (changes.kind === 'changed') for (const id of changes.ids) this.#dropReader(id);
    return this.#entries.get(key)?.json ?? null;
  }

  store(key: string, readerId: number, json: string): void {
    if (this.#bytes + json.length > MAX_BYTES) this.#clear();
    const previous = this.#entries.get(key);
    if (previous) this.#bytes -= previous.json.length;
    this.#entries.set(key, { json, readerId });
    this.#bytes += json.length;
    let keys = this.#keysByReader.get(readerId);
    if (!keys) this.#keysByReader.set(readerId, (keys = new Set()));
    keys.add(key);
  }

  #dropReader(readerId: number) {
    const keys = this.#keysByReader.get(readerId);
    if (!keys) return;
    for (const key of keys) this.#bytes -= this.#entries.get(key)?.json.length ?? 0;
    for (const key of keys) this.#entries.delete(key);
    this.#keysByReader.delete(readerId);
  }

  #clear() {
    this.#entries.clear();
    this.#keysByReader.clear();
    this.#bytes = 0;
  }
}

const caches = new WeakMap<Db, InvoiceAnswerCache>();

export function invoiceAnswerCache(db: Db): InvoiceAnswerCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new InvoiceAnswerCache(db)));
  return cache;
}

/**
 * The answer as JSON text, from the cache when none of the reader's invoices changed. `key` names
 * the route, the query and the dates the answer depends on; `load` reads it from the database.
 */
export function cachedInvoiceAnswer(db: Db, readerId: number, key: string, load: () => unknown): string {
  const cache = invoiceAnswerCache(db);
  const fullKey = `${readerId}:${key}`;
  const cached = cache.read(fullKey);
  if (cached !== null) return cached;
  const json = JSON.stringify(load());
  cache.store(fullKey, readerId, json);
  return json;
}
