// The embedded migrations: applied once, in order, and only the new ones on a later start.
import { Database } from 'bun:sqlite';
import { expect, test } from 'bun:test';
import { migrate } from './migrate';
import { migrations } from './migrations.generated';

function tables(sqlite: Database): string[] {
  return sqlite
    .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map((row) => row.name);
}

test('a new database gets every migration, in order, with the auth tables', () => {
  const sqlite = new Database(':memory:');
  expect(migrate(sqlite)).toEqual(migrations.map((migration) => migration.tag));
  expect(tables(sqlite)).toEqual(expect.arrayContaining(['users', 'sessions', 'password_reset_tokens', 'email_outbox', '__drizzle_migrations']));
});

test('applying twice applies nothing the second time and changes no schema', () => {
  const sqlite = new Database(':memory:');
  migrate(sqlite);
  const schema = sqlite.query<{ sql: string }, []>('SELECT sql FROM sqlite_master ORDER BY name').all();
  expect(migrate(sqlite)).toEqual([]);
  expect(sqlite.query<{ sql: string }, []>('SELECT sql FROM sqlite_master ORDER BY name').all()).toEqual(schema);
  expect(sqlite.query<{ n: number }, []>('SELECT count(*) AS n FROM __drizzle_migrations').get()!.n).toBe(migrations.length);
});

test('a later start applies only the migrations added since, and keeps the data', () => {
  const sqlite = new Database(':memory:');
  migrate(sqlite);
  sqlite.run("INSERT INTO users (email, password_hash, first_name, last_name, user_type) VALUES ('ann@example.com', 'x', 'Ann', 'Lee', 'clinic')");
  const added = { tag: '9999_add_nickname', when: migrations.at(-1)!.when + 1, sql: 'ALTER TABLE users ADD COLUMN nickname text;' };
  expect(migrate(sqlite, [...migrations, added])).toEqual(['9999_add_nickname']);
  expect(migrate(sqlite, [...migrations, added])).toEqual([]);
  expect(sqlite.query<{ email: string; nickname: null }, []>('SELECT email, nickname FROM users').get()).toEqual({ email: 'ann@example.com', nickname: null });
});

test('a failing migration is rolled back whole and not recorded', () => {
  const sqlite = new Database(':memory:');
  migrate(sqlite);
  const broken = {
    tag: '9999_broken',
    when: migrations.at(-1)!.when + 1,
    sql: 'CREATE TABLE half_done (id integer);\n--> statement-breakpoint\nTHIS IS NOT SQL;',
  };
  expect(() => migrate(sqlite, [...migrations, broken])).toThrow();
  expect(tables(sqlite)).not.toContain('half_done');
  expect(migrate(sqlite)).toEqual([]);
});
