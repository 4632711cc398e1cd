// The change log (migrations 0006 and 0007): triggers append the id of every shift, vet, clinic and
// account a write may have changed; the in-memory search indexes and the caller cache read it to
// stay in step with the database.
import type { Db } from './client';
import { prepared } from './prepared';

/** 'shift': a shift id; 'vet', 'clinic': a profile's user id; 'account': a user id (user, sessions, subscription). */
export type ChangeKind = 'shift' | 'vet' | 'clinic' | 'account';

/** How long read entries are kept; an index that fell further behind rebuilds itself. */
const KEEP_MS = 24 * 60 * 60 * 1000;

interface Span {
  first: number | null;
  last: number | null;
}

function span(db: Db) {
  return prepared(db, 'search-changes-span', () =>
    // sqlite_sequence keeps the last number handed out even after every entry was pruned.
    db.$client.prepare<Span, []>(
      "SELECT (SELECT min(seq) FROM search_changes) AS first, (SELECT seq FROM sqlite_sequence WHERE name = 'search_changes') AS last",
    ),
  );
}

function since(db: Db) {
  return prepared(db, 'search-changes-since', () =>
    db.$client.prepare<{ kind: ChangeKind; ref_id: number }, [number]>('SELECT kind, ref_id FROM search_changes WHERE seq > ?'),
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

  constructor(
    private readonly db: Db,
    private readonly kinds: readonly ChangeKind[],
  ) {
    this.#seen = latestChange(db);
  }

  /** Starts from the newest entry: for a reader about to reload everything. */
  restart(): void {
    this.#seen = latestChange(this.db);
  }

  read(): ChangesSince {
    const changes = changesSince(this.db, this.kinds, this.#seen);
    if (changes.kind !== 'none') this.#seen = changes.latest;
    return changes;
  }
}

/** Drops entries older than a day (the hourly clean-up job). */
export function pruneChanges(db: Db, now: number): number {
  return db.$client.run('DELETE FROM search_changes WHERE created_at < ?', [now - KEEP_MS]).changes;
}
