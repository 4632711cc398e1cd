// The connection's statement cache (statement-cache.ts): drizzle's queries reuse the statement of
// the same SQL, answers stay right when a statement is reused, and the cache stays bounded.
import { Database } from 'bun:sqlite';
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { appSettings } from './schema';
import { cacheStatements } from './statement-cache';

function counted(size?: number): { sqlite: Database; prepared: () => number } {
  const sqlite = new Database(':memory:');
  let prepared = 0;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((...args: Parameters<Database['prepare']>) => {
    prepared++;
    return prepare(...args);
  }) as Database['prepare'];
  cacheStatements(sqlite, size);
  sqlite.run('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  return { sqlite, prepared: () => prepared };
}

describe('the statement cache', () => {
  test('the same SQL gets the same statement, prepared once; answers follow the parameters of each run', () => {
    const { sqlite, prepared } = counted();
    const insert = sqlite.prepare('INSERT INTO t (name) VALUES (?)');
    insert.run('a');
    expect(sqlite.prepare('INSERT INTO t (name) VALUES (?)')).toBe(insert);
    sqlite.prepare('INSERT INTO t (name) VALUES (?)').run('b');
    const byName = (name: string) => sqlite.prepare<{ id: number }, [string]>('SELECT id FROM t WHERE name = ?').get(name)?.id;
    expect([byName('a'), byName('b'), byName('c')]).toEqual([1, 2, undefined]);
    expect(prepared()).toBe(2);
  });

  test('a finalised statement is prepared again', () => {
    const { sqlite, prepared } = counted();
    const first = sqlite.prepare('SELECT count(*) AS n FROM t');
    first.finalize();
    const second = sqlite.prepare<{ n: number }, []>('SELECT count(*) AS n FROM t');
    expect(second).not.toBe(first);
    expect(second.get()).toEqual({ n: 0 });
    expect(prepared()).toBe(2);
  });

  test('bounded: past its size the least recently used statement goes', () => {
    const { sqlite, prepared } = counted(2);
    const one = sqlite.prepare('SELECT 1');
    sqlite.prepare('SELECT 2');
    sqlite.prepare('SELECT 1'); // used again: now the most recent
    sqlite.prepare('SELECT 3'); // evicts SELECT 2
    expect(sqlite.prepare('SELECT 1')).toBe(one);
    const before = prepared();
    sqlite.prepare('SELECT 2');
    expect(prepared()).toBe(before + 1);
  });

  test("a statement with parameters bound at prepare time is its caller's own", () => {
    const { sqlite } = counted();
    const bound = sqlite.prepare('SELECT ? AS v', ['x']);
    expect(sqlite.prepare('SELECT ? AS v', ['y'])).not.toBe(bound);
  });

  test("drizzle's queries on the app's connection reuse their statements", () => {
    const db = openDatabase(':memory:');
    migrate(db.$client);
    let prepared = 0;
    const prepare = db.$client.prepare.bind(db.$client);
    const seen = new Set<unknown>();
    db.$client.prepare = ((...args: Parameters<Database['prepare']>) => {
      prepared++;
      const statement = prepare(...args);
      seen.add(statement);
      return statement;
    }) as Database['prepare'];
    for (let i = 0; i < 5; i++) {
      db.insert(appSettings)
        .values({ key: `k${i}`, value: String(i) })
        .run();
      expect(
        db
          .select()
          .from(appSettings)
          .where(eq(appSettings.key, `k${i}`))
          .get()?.value,
      ).toBe(String(i));
    }
    expect(prepared).toBe(10);
    expect(seen.size).toBe(2);
    db.$client.close();
  });
});
