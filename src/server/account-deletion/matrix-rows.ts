// Who may call the account-deletion routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them). Any signed-in user deletes their own
// account (with the password); only the admin lists pending deletions and erases one.
import { eq } from 'drizzle-orm';
import { ERASE_AFTER_MS } from '../../shared/account-deletion';
import { users } from '../db/schema';
import { newAccount } from '../guard-rails/callers';
import { adminOnly, body, type Row, signedIn, type World } from '../guard-rails/matrix-kit';
import { PASSWORD } from '../testing/fixtures';

/** A fresh account its owner has just deleted: one waiting for erasure. */
async function deletedAccountId(w: World): Promise<number> {
  const { db, clock } = w.t.deps;
  const account = await newAccount(w.t, 'relief_vet');
  db.update(users)
    .set({ deactivatedAt: clock(), eraseAfter: clock() + ERASE_AFTER_MS })
    .where(eq(users.id, account.id))
    .run();
  return account.id;
}

export const ACCOUNT_DELETION_MATRIX_ROWS: Row[] = [
  // The callers' accounts are deleted: the row gets callers of its own.
  { route: 'POST /api/me/delete', request: () => body({ password: PASSWORD }), expect: signedIn(200), changesCallers: true },
  { route: 'GET /api/admin/deletions', expect: adminOnly(), admin: 200 },
  {
    route: 'POST /api/admin/deletions/:id/erase',
    request: async (w) => ({ path: `/api/admin/deletions/${await deletedAccountId(w)}/erase` }),
    expect: adminOnly(),
    admin: 200,
  },
];
