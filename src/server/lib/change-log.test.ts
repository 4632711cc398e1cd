// Every table an in-memory index or cache reads must feed the change log on the writes that can
// change what it holds; otherwise a write from some code path would leave the copy stale.
import { describe, expect, test } from 'bun:test';
import { migratedDatabase } from '../testing/database';
import { IN_MEMORY_STATE } from '../in-memory-state';
import { CHANGE_SOURCES, ChangeCursor, type ChangeFeed, type ChangeKind } from './change-log';

const db = migratedDatabase();
const triggers = db.$client.query<{ tbl_name: string; sql: string }, []>("SELECT tbl_name, sql FROM sqlite_master WHERE type = 'trigger'").all();

/** Whether some trigger on `table` fires on `event` and appends an entry of `kind` to change_log. */
function feeds(table: string, event: string, kind: ChangeKind): boolean {
  return triggers.some(
    (trigger) =>
      trigger.tbl_name === table &&
      new RegExp(`AFTER ${event}\\b`, 'i').test(trigger.sql) &&
      /INSERT INTO [`"]?change_log[`"]?/i.test(trigger.sql) &&
      trigger.sql.includes(`'${kind}'`),
  );
}

const required = Object.entries(CHANGE_SOURCES).flatMap(([kind, tables]) =>
  Object.entries(tables).flatMap(([table, events]) => events.map((event) => [kind as ChangeKind, table, event] as const)),
);

describe('change log', () => {
  test.each(required)('%s entries: %s has an AFTER %s trigger that writes them', (kind, table, event) => {
    expect(feeds(table, event, kind)).toBe(true);
  });

  test('the log is the declared change_log table; the old name is gone', () => {
    const tables = db.$client
      .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name);
    expect(tables).toContain('change_log');
    expect(tables).not.toContain('search_changes');
  });

  // Every cache the change log feeds, from the one list of in-memory state.
  const readers: [string, ChangeFeed][] = IN_MEMORY_STATE.flatMap((state) =>
    state.invalidatedBy.flatMap((invalidation) => (invalidation.by === 'change log' ? [[state.name, invalidation.feed] as [string, ChangeFeed]] : [])),
  );
  test('the list of in-memory state names the caches the change log feeds', () => {
    expect(readers.length).toBeGreaterThanOrEqual(6);
  });
  test.each(readers)('the %s reads only tables that feed the kinds it follows', (_name, feed) => {
    expect(() => new ChangeCursor(db, feed)).not.toThrow();
  });

  test('a reader of a table that logs nothing under its kinds is refused', () => {
    expect(() => new ChangeCursor(db, { kinds: ['shift'], reads: ['vet_profiles'] })).toThrow(/vet_profiles/);
  });

  test('a write through plain SQL reaches a reader', () => {
    const cursor = new ChangeCursor(db, { kinds: ['shift'], reads: ['shifts'] });
    db.$client.run("INSERT INTO users (email, password_hash, first_name, last_name, user_type) VALUES ('c@x.test', 'x', 'C', 'X', 'clinic')");
    db.$client.run(
      "INSERT INTO shifts (clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, practice_types) VALUES (1, '2030-01-01', '08:00', '18:00', 8000, 'regular_day', '[\"small_animal\"]')",
    );
    const changes = cursor.read();
    expect(changes.kind).toBe('changed');
    expect(changes.kind === 'changed' && [...changes.ids]).toEqual([1]);
  });
});
