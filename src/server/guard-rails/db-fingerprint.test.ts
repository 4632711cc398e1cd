// The fuzz's "a refusal changes nothing" rests on this watch: it must see a write to any table,
// virtual ones included, and see nothing when the rows end as they were.
import { describe, expect, test } from 'bun:test';
import { migratedDatabase } from '../testing/database';
import { changedTables, databaseWatch, fingerprint } from './db-fingerprint';

const migrated = () => migratedDatabase().$client;

const NOW = Date.parse('2026-11-22T12:00:00Z');

function addUser(db: ReturnType<typeof migrated>, email: string): number {
  return db
    .query<{ id: number }, [string, number, number]>(
      "INSERT INTO users (email, password_hash, first_name, last_name, user_type, created_at, updated_at) VALUES (?, 'x', 'A', 'B', 'clinic', ?, ?) RETURNING id",
    )
    .get(email, NOW, NOW)!.id;
}

describe('databaseWatch', () => {
  test('a write shows its table, and the tables its triggers write (the change log)', () => {
    const db = migrated();
    const id = addUser(db, 'a@example.com');
    const watch = databaseWatch(db);
    const mark = watch.mark();
    const before = fingerprint(db);
    db.run("UPDATE users SET first_name = 'Z' WHERE id = ?", [id]);
    const changed = watch.changedSince(mark);
    expect(changed).toEqual(expect.arrayContaining(['change_log', 'users', 'admin_user_search_docs']));
    // The same tables a full fingerprint of every table finds.
    expect(changed).toEqual(changedTables(before, fingerprint(db)));
  });

  test('reads, and writes that leave the rows as they were, change nothing', () => {
    const db = migrated();
    addUser(db, 'a@example.com');
    const watch = databaseWatch(db);
    const mark = watch.mark();
    db.query('SELECT * FROM users').all();
    expect(watch.changedSince(mark)).toEqual([]);
    db.run('UPDATE feature_flags SET is_enabled = is_enabled');
    db.run('UPDATE feature_flags SET is_enabled = 1 - is_enabled');
    db.run('UPDATE feature_flags SET is_enabled = 1 - is_enabled');
    expect(watch.changedSince(mark)).toEqual([]);
  });

  test('a rolled-back write changes nothing; a later write is still seen', () => {
    const db = migrated();
    const watch = databaseWatch(db);
    const mark = watch.mark();
    expect(() =>
      db.transaction(() => {
        addUser(db, 'gone@example.com');
        throw new Error('refused');
      })(),
    ).toThrow('refused');
    expect(watch.changedSince(mark)).toEqual([]);
    addUser(db, 'kept@example.com');
    expect(watch.changedSince(mark)).toContain('users');
  });

  test('the full-text index (a virtual table and its shadow tables, no triggers) is seen too', () => {
    const db = migrated();
    const watch = databaseWatch(db);
    const mark = watch.mark();
    const before = fingerprint(db);
    const id = addUser(db, 'a@example.com');
    db.run('DELETE FROM users WHERE id = ?', [id]);
    const changed = watch.changedSince(mark);
    expect(changed).toEqual(expect.arrayContaining(['admin_user_search_data', 'change_log']));
    expect(changed).toEqual(changedTables(before, fingerprint(db)));
  });

  test('marks taken between writes stay as they were, and agree with a full fingerprint', () => {
    const db = migrated();
    const watch = databaseWatch(db);
    const first = watch.mark();
    addUser(db, 'a@example.com');
    const second = watch.mark();
    addUser(db, 'b@example.com');
    expect(watch.changedSince(first)).toContain('users');
    expect(watch.changedSince(second)).toContain('users');
    expect(watch.mark().tables).toEqual(fingerprint(db));
    expect(first.tables).not.toEqual(second.tables);
  });
});
