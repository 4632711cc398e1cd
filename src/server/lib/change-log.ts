// The change log (table `change_log`, migrations 0006–0008): triggers append the id of every
// shift, vet, clinic and account a write may have changed; the in-memory search indexes and the
// caller cache read it to stay in step with the database, whichever code path wrote.
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { changeLog } from '../db/schema';
import { DAY_MS } from '../../shared/time';

/**
 * 'shift': a shift id; 'vet', 'clinic': a profile's user id; 'account': a user id (user, sessions,
 * subscription); 'booking': the clinic's and the vet's user ids of an application (its hours and
 * ratings included); 'favourite': the user id of whoever favourited or unfavourited someone;
 * 'invoice': the vet's and the clinic's user ids of an invoice (its lines included).
 */
export type ChangeKind = 'shift' | 'vet' | 'clinic' | 'account' | 'booking' | 'favourite' | 'invoice';

export type TriggerEvent = 'INSERT' | 'UPDATE' | 'DELETE';
const EVERY_WRITE: readonly TriggerEvent[] = ['INSERT', 'UPDATE', 'DELETE'];

/**
 * Which tables' writes append each kind of entry, and on which events. A reader may only read
 * tables listed under the kinds it follows (ChangeCursor checks), and change-log.test.ts fails
 * when a listed table lacks its trigger: a new index or cache over a new table must add both.
 */
export const CHANGE_SOURCES = {
  shift: { shifts: EVERY_WRITE },
  vet: {
    vet_profiles: EVERY_WRITE,
    vet_availability: EVERY_WRITE,
    users: ['UPDATE'],
    shift_cancellations: EVERY_WRITE,
    track_records: EVERY_WRITE,
    vet_licences: EVERY_WRITE,
  },
  clinic: { clinic_profiles: EVERY_WRITE, users: ['UPDATE'], shift_cancellations: EVERY_WRITE, track_records: EVERY_WRITE },
  // A new user or session has nothing cached yet; only later writes must reach the log.
  account: { users: ['UPDATE', 'DELETE'], sessions: ['UPDATE', 'DELETE'], subscriptions: EVERY_WRITE },
  booking: { booking_requests: EVERY_WRITE, shift_hours: EVERY_WRITE, shift_ratings: ['INSERT', 'DELETE'] },
  favourite: { favourites: EVERY_WRITE },
  // Updates only of the columns the lists and summaries show (migration 0030): not the reminder counter.
  invoice: { shift_invoices: EVERY_WRITE, shift_invoice_lines: EVERY_WRITE },
} as const satisfies Record<ChangeKind, Record<string, readonly TriggerEvent[]>>;

export type LoggedTable = { [K in ChangeKind]: keyof (typeof CHANGE_SOURCES)[K] }[ChangeKind];

/** What a reader follows: the kinds of entries, and the tables it loads its copy from. */
export interface ChangeFeed {
  kinds: readonly ChangeKind[];
  reads: readonly LoggedTable[];
}

/** How long read entries are kept; an index that fell further behind rebuilds itself. */
const KEEP_MS = DAY_MS;

interface Span {
  first: number | null;
  last: number | null;
}

// The cursor's two reads stay raw statements on purpose: every request reads the span, and
// through drizzle's prepared query it cost 1.6× as much (measured beside the raw statement).
function span(db: Db) {
  return prepared(db, 'change-log-span', () =>
    // sqlite_sequence keeps the last number handed out even after every entry was pruned.
    db.$client.prepare<Span, []>("SELECT (SELECT min(seq) FROM change_log) AS first, (SELECT seq FROM sqlite_sequence WHERE name = 'change_log') AS last"),
  );
}

function since(db: Db) {
  return prepared(db, 'change-log-since', () =>
    db.$client.prepare<{ kind: ChangeKind; ref_id: number }, [number]>('SELECT kind, ref_id FROM change_log WHERE seq > ?'),
  );
}

/** The newest entry's sequence number (0 for an empty log). */
function latestChange(db: Db): number {
  return span(db).get()!.last ?? 0;
}

export type ChangesSince = { kind: 'none' } | { kind: 'changed'; ids: Set<number>; latest: number } | { kind: 'gap'; latest: number };

/**
 * What changed after `seen` among entries of the given kinds: nothing, a set of ids (possibly
 * empty when only other kinds changed), or a gap (entries were pruned before this reader saw
 * them, so it must rebuild).
 */
function changesSince(db: Db, kinds: readonly ChangeKind[], seen: number): ChangesSince {
  const { first, last } = span(db).get()!;
  if (last === null || last <= seen) return { kind: 'none' };
  if (first === null || first > seen + 1) return { kind: 'gap', latest: last };
  const ids = new Set<number>();
  for (const row of since(db).iterate(seen)) if (kinds.includes(row.kind)) ids.add(row.ref_id);
  return { kind: 'changed', ids, latest: last };
}

/**
 * A reader's place in the log, for the kinds it follows: each `read()` answers what changed since
 * the previous one. Created (or `restart`ed) just before a reader loads from the tables, so
 * nothing written after that load is missed (reads are synchronous on the one connection).
 */
export class ChangeCursor {
  #seen: number;

  readonly #kinds: readonly ChangeKind[];

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
  ) {
    const unlogged = feed.reads.filter((table) => !feed.kinds.some((kind) => table in CHANGE_SOURCES[kind]));
    if (unlogged.length) throw new Error(`A change-log reader reads ${unlogged.join(', ')} but follows no kind those tables log`);
    this.#kinds = feed.kinds;
    this.#seen = latestChange(db);
  }

  /** Starts from the newest entry: for a reader about to reload everything. */
  restart(): void {
    this.#seen = latestChange(this.db);
  }

  read(): ChangesSince {
    const changes = changesSince(this.db, this.#kinds, this.#seen);
    if (changes.kind !== 'none') this.#seen = changes.latest;
    return changes;
  }
}

/** Drops entries older than a day (the hourly clean-up job). */
export function pruneChanges(db: Db, now: number): number {
  return db
    .delete(changeLog)
    .where(lt(changeLog.createdAt, now - KEEP_MS))
    .returning({ seq: changeLog.seq })
    .all().length;
}
