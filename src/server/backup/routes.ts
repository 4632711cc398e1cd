// The admin panel's backup download (issue 13): a fresh, consistent copy of the database as an
// attachment, behind the admin session, written to the audit log.
import { Elysia } from 'elysia';
import { audit } from '../admin/audit';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { snapshotStream } from './backup';

/** vetrelief-20260514-0315.db (UTC). */
export function backupFileName(now: number): string {
  const iso = new Date(now).toISOString();
  return `vetrelief-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 16).replace(':', '')}.db`;
}

export function backupRoutes(deps: AppDeps) {
  return new Elysia().use(authGuards(deps)).get(
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
  );
}
