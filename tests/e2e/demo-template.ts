// The data folder a `--seed-demo` start makes, made once and copied: seeding hashes the demo
// passwords, migrating builds every table and the ZIP gazetteer fills 42,000 rows, about 2 s of
// CPU a server that each seeded file paid again. A copy is what that start leaves, in a fresh
// folder; the server is still started with --seed-demo (the seed finds everything there and adds
// nothing), and what a first start makes for itself alone is left out of the copy so it makes
// its own: the lock, the session secret, the push keys, the link-signing key and the job history.
// The template's server sends no e-mail (the seed's stay queued, as after a seeded start).
import { Database } from 'bun:sqlite';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DATABASE = 'vetrelief.db';
/** Made by the server for itself on its first start (data-lock.ts, main.ts, push/vapid-keys.ts). */
const OWN_FILES = ['vetrelief.lock', 'session-secret', 'vapid-keys.json'];
/** Made the same way, inside the database (email/link-signing-key.ts). */
const OWN_SETTINGS = ['link_signing_key'];
/**
 * The seed counts days from when it ran (demo/marketplace.ts): a template is made again each hour
 * of the clock, so a copy never straddles a midnight in any US time zone or the test machine's,
 * and after MAX_AGE_MS, so seeded times stay close to now.
 */
const MAX_AGE_MS = 10 * 60_000;

interface Template {
  dir: string;
  hour: number;
  madeAt: number;
}

const templates = new Map<string, Promise<Template>>();
const made = new Set<string>();
process.on('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The settings the seed follows (its password hashing); nothing else of a caller's env reaches the template. */
const SEED_SETTINGS = ['PASSWORD_HASH_MEMORY_KIB', 'PASSWORD_HASH_TIME_COST'];
/** The template's server lives a few seconds: its outbox job must not send or log the seed's e-mails. */
const QUIET = { EMAIL_POLL_SECONDS: '3600' };

/**
 * Fills the empty folder `into` with a copy of the seeded template for `binary` and `env`,
 * making the template first when there is none or it is stale. `seed` must run the binary with
 * --seed-demo on the folder it is given until the seed and the gazetteer are done, and stop it.
 */
export async function copyDemoTemplate(
  binary: string,
  env: Record<string, string>,
  into: string,
  seed: (dataDir: string, env: Record<string, string>) => Promise<void>,
): Promise<void> {
  const seedEnv: Record<string, string> = { ...QUIET };
  for (const name of SEED_SETTINGS) if (env[name] !== undefined) seedEnv[name] = env[name];
  const key = JSON.stringify([binary, seedEnv]);
  let template = await templates.get(key)?.catch(() => undefined);
  if (!template || template.hour !== currentHour() || Date.now() - template.madeAt > MAX_AGE_MS) {
    if (template) {
      made.delete(template.dir);
      rmSync(template.dir, { recursive: true, force: true });
    }
    const making = makeTemplate((dir) => seed(dir, seedEnv));
    templates.set(key, making);
    template = await making;
  }
  cpSync(template.dir, into, { recursive: true });
  for (const file of OWN_FILES) rmSync(join(into, file), { force: true });
  const db = new Database(join(into, DATABASE));
  try {
    db.run(`DELETE FROM app_settings WHERE key IN (${OWN_SETTINGS.map(() => '?').join(', ')})`, OWN_SETTINGS);
    db.run('DELETE FROM job_runs');
  } finally {
    db.close();
  }
}

const currentHour = () => Math.floor(Date.now() / 3_600_000);

async function makeTemplate(seed: (dataDir: string) => Promise<void>): Promise<Template> {
  const hour = currentHour();
  const madeAt = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'vetrelief-e2e-template-'));
  made.add(dir);
  await seed(dir);
  return { dir, hour, madeAt };
}

/** Whether the gazetteer's load has finished in the database at `dataDir` (geo/gazetteer.ts writes this last). */
export function gazetteerLoaded(dataDir: string): boolean {
  const db = new Database(join(dataDir, DATABASE), { readonly: true });
  try {
    return db.query("SELECT 1 FROM app_settings WHERE key = 'zip_gazetteer_loaded'").get() !== null;
  } catch {
    return false;
  } finally {
    db.close();
  }
}
