// Account settings (issue 19): change password, change e-mail (confirmed by a link to the new
// address). The current password is checked under the sign-in budget (auth/password-budget.ts).
import { Elysia } from 'elysia';
import { changeEmailSchema, changePasswordSchema, confirmEmailChangeSchema, type EmailChanged } from '../../shared/account';
import { authGuards } from '../auth/guards';
import { withinPasswordBudget } from '../auth/password-budget';
import { hashCostOf } from '../auth/service';
import type { AppDeps } from '../context';
import { clientIp } from '../http/client-ip';
import { changePassword, checkCurrentPassword, confirmEmailChange, requestEmailChange } from './service';

export function accountRoutes(deps: AppDeps) {
  const { db, config, limiter } = deps;
  const cost = hashCostOf(config);
  const mail = { appName: config.APP_NAME, publicUrl: config.publicUrl };

  return new Elysia()
    .use(authGuards(deps))
    .post(
      '/api/account/password',
      async ({ body, caller, request, server }) => {
        const { user, session } = caller;
        await withinPasswordBudget(deps, request, server, user.email, () => checkCurrentPassword(user, body.currentPassword));
        await changePassword(db, user, body.newPassword, mail, deps.clock(), session?.sid, cost);
        return { message: 'Your password has been changed. Every other device has been signed out.' };
      },
      { requireUser: true, body: changePasswordSchema },
    )
    .post(
      '/api/account/email',
      async ({ body, caller, request, server }) => {
        const { user } = caller;
        await withinPasswordBudget(deps, request, server, user.email, () => checkCurrentPassword(user, body.password));
        requestEmailChange(db, user, body.newEmail, mail, deps.clock());
        return { message: `We sent a confirmation link to ${body.newEmail}. Your e-mail changes when you open it.` };
      },
      { requireUser: true, body: changeEmailSchema },
    )
    .post(
      '/api/account/email/confirm',
      ({ body, request, server }): EmailChanged => {
        // Tokens are 256-bit, but a budget per address keeps guessing pointless and cheap to refuse.
        limiter.hit(`email-confirm:ip:${clientIp(request, server, config.TRUST_PROXY)}`, config.RATE_LIMIT_PER_IP);
        const { email } = confirmEmailChange(db, body.token, deps.clock());
        return { message: `Your e-mail address is now ${email}.`, email };
      },
      { body: confirmEmailChangeSchema },
    );
}
