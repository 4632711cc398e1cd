// "Delete my account": POST /api/me/delete with the password again. The password is checked under
// the sign-in budget (a stolen session must not be a way to guess it), then the account is
// deactivated and the caller's cookie cleared with every other session.
import { Elysia } from 'elysia';
import { type AccountDeleted, deleteAccountSchema, ERASE_AFTER_DAYS } from '../../shared/account-deletion';
import { checkCurrentPassword } from '../account/service';
import { authGuards } from '../auth/guards';
import { withinPasswordBudget } from '../auth/password-budget';
import { clearedSessionCookieHeader } from '../auth/session-cookie';
import type { AppDeps } from '../context';
import { deactivateAccount } from './deactivate';

export function accountDeletionRoutes(deps: AppDeps) {
  return new Elysia().use(authGuards(deps)).post(
    '/api/me/delete',
    async ({ body, caller, request, server, set }): Promise<AccountDeleted> => {
      const { user } = caller;
      await withinPasswordBudget(deps, request, server, user.email, () => checkCurrentPassword(user, body.password));
      const { eraseAfter } = await deactivateAccount(deps, user);
      set.headers['set-cookie'] = clearedSessionCookieHeader(deps);
      return {
        message: `Your account has been deleted and you have been signed out. Your data will be erased in ${ERASE_AFTER_DAYS} days; signing in before then restores the account.`,
        eraseAfter: new Date(eraseAfter).toISOString(),
      };
    },
    { requireUser: true, body: deleteAccountSchema },
  );
}
