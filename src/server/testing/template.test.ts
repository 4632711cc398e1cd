// The test apps' template (template.ts): built once, kept under a hash of its sources, read back
// as the same database on the next run.
import { Database } from 'bun:sqlite';
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrations } from '../db/migrations.generated';
import { templateBytes, templateKey } from './template';

const folder = mkdtempSync(join(tmpdir(), 'vetrelief-template-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function contents(bytes: Uint8Array) {
  const db = Database.deserialize(bytes);
  const schema = db.query('SELECT type, name, sql FROM sqlite_master ORDER BY name').all();
  const applied = db.query<{ n: number }, []>('SELECT count(*) AS n FROM __drizzle_migrations').get()!.n;
  const zips = db.query<{ n: number }, []>('SELECT count(*) AS n FROM zip_gazetteer').get()!.n;
  db.close();
  return { schema, applied, zips };
}

test('built on the first call and kept; the next call reads the same database back', async () => {
  const built = await templateBytes(folder);
  expect(readdirSync(folder).filter((name) => name.endsWith('.sqlite'))).toHaveLength(1);
  expect(readdirSync(folder).filter((name) => name.endsWith('.partial'))).toEqual([]);
  const read = await templateBytes(folder);
  expect(Buffer.from(read).equals(Buffer.from(built))).toBe(true);
  const { schema, applied, zips } = contents(read);
  expect(applied).toBe(migrations.length);
  expect(zips).toBeGreaterThan(40_000);
  expect(schema.length).toBeGreaterThan(50);
}, 60_000);

test('a migration whose SQL is edited in place names another template', () => {
  const edited = migrations.map((migration, i) => (i === migrations.length - 1 ? { ...migration, sql: `${migration.sql}\n-- edited` } : migration));
  expect(templateKey(edited)).not.toBe(templateKey());
  expect(templateKey([...migrations])).toBe(templateKey());
});
