// The admin panel's view of deleted accounts: who is waiting for erasure and when, and erasing one
// at once when asked (audit logged, with the user id only: the point is to keep nothing else).
import { Elysia } from 'elysia';
import { z } from 'zod';
import type { PendingDeletion } from '../../shared/account-deletion';
import { textId } from '../../shared/ids';
import { audit } from '../admin/audit';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { AppError } from '../http/errors';
import { eraseAccount, pendingDeletions } from './erase';

const idParams = z.object({ id: textId('id') });

const iso = (ms: number | null) => new Date(ms ?? 0).toISOString();

export function adminDeletionRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(authGuards(deps))
    .get(
      '/api/admin/deletions',
      (): PendingDeletion[] =>
        pendingDeletions(db).map((row) => ({
          id: row.id,
          email: row.email,
          name: `${row.firstName} ${row.lastName}`,
          userType: row.userType,
          deactivatedAt: iso(row.deactivatedAt),
          eraseAfter: iso(row.eraseAfter),
        })),
      { requireAdmin: true },
    )
    .post(
      '/api/admin/deletions/:id/erase',
      ({ params, admin }) => {
        const erased = eraseAccount(deps, params.id, (tx, now) => audit(tx, admin, 'user.erase', `user:${params.id}`, now));
        if (!erased) throw new AppError(404, 'No deleted account waiting for erasure has this id', 'DELETION_NOT_FOUND');
        return { erased: true };
      },
      { requireAdmin: true, params: idParams },
    );
}
