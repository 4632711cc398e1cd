// The --backup, --restore and --list-backups commands as the operator sees them: one summary on
// success, one message naming the problem otherwise (exit code 1), never a stack trace.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { backupDataFolder } from './backup';
import { BackupError, binarySchema, describeSchema } from './database-file';
import { fetchBackup } from './fetch-backup';
import { restoreDataFolder } from './restore';
import type { BackupSettings } from './settings';
import { backupStores } from './stores';

export type MaintenanceAction =
  | { kind: 'backup'; dataDir: string; file: string; force: boolean }
  | { kind: 'restore'; dataDir: string; file: string; settings?: BackupSettings }
  | { kind: 'list-backups'; settings: BackupSettings };

export function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** 45 min, 6 h, 3 d: how long ago, roughly. */
export function age(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 120) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`;
  return `${Math.round(minutes / 60 / 24)} d`;
}

/** Runs the command, printing its outcome; resolves with the process's exit code. */
export async function runMaintenance(action: MaintenanceAction, out = console.log, err = console.error, now = Date.now()): Promise<number> {
  const started = performance.now();
  try {
    if (action.kind === 'backup') {
      const done = backupDataFolder(action.dataDir, action.file, { force: action.force });
      const schema = done.schema ? describeSchema(done.schema) : 'none (no migrations table)';
      out(
        `Backup written to ${done.file}: ${size(done.bytes)}, ${done.tables} tables, schema ${schema}, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      );
      return 0;
    }
    if (action.kind === 'list-backups') return await listBackups(action.settings, out, now);
    return await restore(action, out);
  } catch (error) {
    // A refusal reads as is; anything else (a full disk, a permission) is named with its command.
    const command = { backup: 'Backup', restore: 'Restore', 'list-backups': 'Listing the backups' }[action.kind];
    err(error instanceof BackupError ? error.message : `${command} failed: ${(error as Error).message}`);
    return 1;
  }
}

async function restore(action: Extract<MaintenanceAction, { kind: 'restore' }>, out: (line: string) => void): Promise<number> {
  // A plain file needs nothing fetched; a missing one is refused by restoreDataFolder.
  const scheduled = action.settings && (action.file === 'latest' || action.file.startsWith('s3://') || existsSync(resolve(action.file)));
  const fetched = scheduled ? await fetchBackup(action.dataDir, action.file, action.settings!) : null;
  try {
    const shownAs = fetched?.shownAs ?? action.file;
    const done = restoreDataFolder(action.dataDir, fetched?.file ?? action.file, new Date(), fetched?.shownAs);
    out(`Restored ${shownAs} as ${done.database} (${size(done.bytes)}, integrity check ok, schema ${describeSchema(done.schema)}).`);
    out(done.previous ? `The database it replaced is kept as ${done.previous}; to undo, restore that file.` : 'The folder had no database before.');
    if (done.pending) out(`The next start applies ${done.pending} migration${done.pending === 1 ? '' : 's'} to bring it to ${describeSchema(binarySchema())}.`);
    return 0;
  } finally {
    fetched?.cleanup();
  }
}

async function listBackups(settings: BackupSettings, out: (line: string) => void, now: number): Promise<number> {
  const stores = backupStores(settings);
  if (!stores.length) throw new BackupError('No place to list: set BACKUP_DIR and/or BACKUP_S3_URL (with its endpoint and keys).');
  for (const store of stores) {
    let backups: Awaited<ReturnType<typeof store.list>>;
    try {
      backups = await store.list();
    } catch (error) {
      throw new BackupError(`Listing the backups in ${store.label} failed: ${(error as Error).message}`);
    }
    out(`${store.label}: ${backups.length} backup${backups.length === 1 ? '' : 's'}`);
    for (const backup of backups) out(`  ${backup.name}  ${size(backup.bytes).padStart(9)}  ${age(now - backup.takenAt).padStart(7)} ago`);
  }
  return 0;
}
