// GET /api/me/export: everything that is the caller's, as one JSON file to keep. Any account may
// ask, with or without a profile or subscription; there is no id in the path, so no one can ask
// for another's. Streamed part by part (document.ts) and limited to a few an hour (budget.ts).
import { Elysia } from 'elysia';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { chargeExport } from './budget';
import { exportFilename, exportPieces } from './document';
import { readableOf } from './json-stream';

export function dataExportRoutes(deps: AppDeps) {
  const { db, config } = deps;
  return new Elysia().use(authGuards(deps)).get(
    '/api/me/export',
    ({ caller, set }) => {
      chargeExport(deps.exportBudget, caller.user.id);
      const now = deps.clock();
      const pieces = exportPieces({ db, appName: config.APP_NAME, publicUrl: config.publicUrl, now }, caller.user);
      const stream = readableOf(pieces, (error) => deps.log.error(`data export of user ${caller.user.id} failed`, error));
      return new Response(stream, {
        headers: {
          ...(set.headers as Record<string, string>),
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="${exportFilename(config.APP_NAME, now)}"`,
          // One person's data: no shared cache keeps it.
          'cache-control': 'private, no-store',
        },
      });
    },
    { requireUser: true },
  );
}
