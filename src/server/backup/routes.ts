// The admin panel's backups: a fresh, consistent copy of the database as an attachment; the
// scheduled backups' settings, state and list; and the download of one scheduled backup. All
// behind the admin session; each download is written to the audit log.
import { Elysia } from 'elysia';
import { backupDownloadParams } from '../../shared/backups';
import { audit } from '../admin/audit';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { adminBackups, openStoredBackup } from './admin-view';
import { snapshotStream } from './backup';

/** vetrelief-20260514-0315.db (UTC). */
export function backupFileName(now: number): string {
  const iso = new Date(now).toISOString();
  return `vetrelief-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 16).replace(':', '')}.db`;
}

export function backupRoutes(deps: AppDeps) {
  return new Elysia()
    .use(authGuards(deps))
    .get(
      '/api/admin/backup',
      async ({ admin }) => {
        const now = deps.clock();
        // The bun:sqlite handle itself: VACUUM INTO is a whole-database copy drizzle has no form for.
        const { bytes, stream } = await snapshotStream(deps.db.$client);
        const name = backupFileName(now);
        audit(deps.db, admin, 'backup.download', name, now, { bytes });
        return new Response(stream, {
          headers: {
            'content-type': 'application/vnd.sqlite3',
            'content-disposition': `attachment; filename="${name}"`,
            'cache-control': 'no-store',
          },
        });
      },
      { requireAdmin: true },
    )
    .get('/api/admin/backups', () => adminBackups(deps), { requireAdmin: true })
    .get(
      '/api/admin/backups/:where/:name',
      async ({ params, admin }) => {
        const { bytes, stream } = await openStoredBackup(deps, params.where, params.name);
        audit(deps.db, admin, 'backup.download', params.name, deps.clock(), { bytes, where: params.where });
        return new Response(stream, {
          headers: {
            'content-type': params.name.endsWith('.age') ? 'application/octet-stream' : 'application/vnd.sqlite3',
            'content-length': String(bytes),
            'content-disposition': `attachment; filename="${params.name}"`,
            'cache-control': 'no-store',
          },
        });
      },
      { requireAdmin: true, params: backupDownloadParams },
    );
}
