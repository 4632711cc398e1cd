// The --backup and --restore commands as the operator sees them: one summary on success, one
// message naming the problem otherwise (exit code 1), never a stack trace.
import { backupDataFolder } from './backup';
import { BackupError, binarySchema, describeSchema } from './database-file';
import { restoreDataFolder } from './restore';

export type MaintenanceAction = { kind: 'backup'; dataDir: string; file: string; force: boolean } | { kind: 'restore'; dataDir: string; file: string };

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Runs the command, printing its outcome; returns the process's exit code. */
export function runMaintenance(action: MaintenanceAction, out = console.log, err = console.error): number {
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
    const done = restoreDataFolder(action.dataDir, action.file);
    out(`Restored ${action.file} as ${done.database} (${size(done.bytes)}, integrity check ok, schema ${describeSchema(done.schema)}).`);
    out(done.previous ? `The database it replaced is kept as ${done.previous}; to undo, restore that file.` : 'The folder had no database before.');
    if (done.pending) out(`The next start applies ${done.pending} migration${done.pending === 1 ? '' : 's'} to bring it to ${describeSchema(binarySchema())}.`);
    return 0;
  } catch (error) {
    // A refusal reads as is; anything else (a full disk, a permission) is named with its command.
    err(error instanceof BackupError ? error.message : `${action.kind === 'backup' ? 'Backup' : 'Restore'} failed: ${(error as Error).message}`);
    return 1;
  }
}
