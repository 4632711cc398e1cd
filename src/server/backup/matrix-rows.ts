// Who may call the scheduled backups' admin routes: this feature's rows of the authorisation
// matrix (guard-rails/authorization-matrix.test.ts runs them). Only the admin session reads the
// list or downloads; the download row gives the matrix's app a folder holding one backup.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminOnly, type Row, type World } from '../guard-rails/matrix-kit';

const NAME = 'vetrelief-2026-11-22T12-00-00Z.db';

/** Points the world's app at a backup folder holding one backup named NAME. */
function withBackupFolder(w: World): void {
  if (w.t.deps.config.BACKUP_DIR) return;
  const folder = join(mkdtempSync(join(tmpdir(), 'vetrelief-matrix-backups-')), 'backups');
  mkdirSync(folder);
  writeFileSync(join(folder, NAME), 'SQLite format 3\0');
  w.t.deps.config.BACKUP_DIR = folder;
}

export const BACKUP_MATRIX_ROWS: Row[] = [
  { route: 'GET /api/admin/backups', expect: adminOnly(), admin: 200 },
  {
    route: 'GET /api/admin/backups/:where/:name',
    request: (w) => {
      withBackupFolder(w);
      return { path: `/api/admin/backups/folder/${NAME}` };
    },
    expect: adminOnly(),
    admin: 200,
  },
];
