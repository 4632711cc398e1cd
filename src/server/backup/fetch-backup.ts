// What `--restore` reads when it is given a scheduled backup rather than a plain file:
// s3://bucket/prefix/NAME, `latest` (the newest in BACKUP_DIR or BACKUP_S3_URL), or an age file.
// The backup is fetched into the data folder (the disk the restore writes to) and decrypted
// there; restore.ts then checks it and refuses exactly as for a plain file.
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { BackupError } from './database-file';
import { decryptFile, isAgeFile } from './encryption';
import { BACKUP_NAME } from './names';
import { s3Store } from './s3-store';
import { type BackupSettings, parseS3Url } from './settings';
import type { BackupStore } from './store';
import { backupStores } from './stores';

export interface FetchedBackup {
  /** A plain SQLite file to restore. */
  file: string;
  /** How messages name the backup. */
  shownAs: string;
  /** Removes what was fetched. */
  cleanup(): void;
}

/** The store and name that `spec` points at. */
async function locate(spec: string, settings: BackupSettings): Promise<{ store: BackupStore; name: string }> {
  if (spec.startsWith('s3://')) {
    const url = parseS3Url(spec);
    const name = url ? basename(url.path) : '';
    if (!url || !BACKUP_NAME.test(name)) throw new BackupError(`${spec} does not name a scheduled backup (s3://bucket/prefix/vetrelief-<UTC time>.db[.age]).`);
    const prefix = url.path.slice(0, url.path.length - name.length);
    return { store: s3Store({ ...settings.s3, bucket: url.bucket, prefix }), name };
  }
  const stores = backupStores(settings);
  if (!stores.length) throw new BackupError('--restore latest reads BACKUP_DIR or BACKUP_S3_URL: set the one the backups were written to.');
  const newest = [];
  for (const store of stores) {
    try {
      const [first] = await store.list();
      if (first) newest.push({ store, backup: first });
    } catch (error) {
      throw new BackupError(`Listing the backups in ${store.label} failed: ${(error as Error).message}`);
    }
  }
  newest.sort((a, b) => b.backup.takenAt - a.backup.takenAt);
  if (!newest[0]) throw new BackupError(`There is no scheduled backup in ${stores.map((store) => store.label).join(' or ')}.`);
  return { store: newest[0].store, name: newest[0].backup.name };
}

/** Fetches (and decrypts) the backup `spec` names into the data folder. */
export async function fetchBackup(dataDir: string, spec: string, settings: BackupSettings): Promise<FetchedBackup> {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const work = join(folder, `.restore-fetch-${process.pid}`);
  const fetched = `${work}.download`;
  const plain = `${work}.db`;
  const cleanup = () => {
    rmSync(fetched, { force: true });
    rmSync(plain, { force: true });
  };
  try {
    let source = resolve(spec);
    let shownAs = source;
    if (spec === 'latest' || spec.startsWith('s3://')) {
      const { store, name } = await locate(spec, settings);
      shownAs = `${store.label}${name}`;
      let found: boolean;
      try {
        found = await store.download(name, fetched);
      } catch (error) {
        throw new BackupError(`Fetching ${shownAs} failed: ${(error as Error).message}`);
      }
      if (!found) throw new BackupError(`${shownAs} does not exist.`);
      source = fetched;
    }
    if (!(await isAgeFile(source))) return { file: source, shownAs, cleanup };
    await decryptFile(source, plain, settings.passphrase, shownAs);
    return { file: plain, shownAs, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}
