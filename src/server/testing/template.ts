// The migrated database, ZIP gazetteer loaded, that every test app copies (harness.ts). Building
// it costs about 2.5 s of CPU (importing 42,000 ZIP codes and inserting them), and each test
// worker paid that before its first test on every run. The bytes are kept in the system's temp
// folder under a hash of everything they are made from, so a changed migration, gazetteer or
// runtime builds a new one; two workers that both miss write the same bytes, each atomically.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations.generated';
import { ensureGazetteer } from '../geo/gazetteer';

/**
 * What the template is made from: its bytes change only when one of these does, or the SQL of a
 * migration (hashed from the embedded text, so a migration edited in place counts too).
 */
const SOURCES = ['../db/migrations.generated.ts', '../db/migrate.ts', '../db/client.ts', '../geo/gazetteer.ts'].map((path) => join(import.meta.dir, path));

/** The template's name: a hash of its sources, the embedded migrations' SQL and Bun's version. */
export function templateKey(embedded: readonly { tag: string; sql: string }[] = migrations): string {
  const hash = createHash('sha256').update(Bun.version);
  for (const migration of embedded) hash.update(migration.tag).update(migration.sql);
  for (const path of [...SOURCES, Bun.resolveSync('zipcodes/package.json', import.meta.dir)]) hash.update(readFileSync(path));
  return hash.digest('hex').slice(0, 16);
}

export async function buildTemplate(): Promise<Uint8Array> {
  const db = openDatabase(':memory:');
  migrate(db.$client);
  await ensureGazetteer(db);
  const bytes = db.$client.serialize();
  db.$client.close();
  return bytes;
}

/** The template's bytes: from the temp folder when a run with the same sources left them there. */
export async function templateBytes(folder = tmpdir()): Promise<Uint8Array> {
  const file = join(folder, `vetrelief-test-template-${templateKey()}.sqlite`);
  try {
    return new Uint8Array(readFileSync(file));
  } catch {}
  const bytes = await buildTemplate();
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return bytes;
}
