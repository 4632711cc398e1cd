// The session and auth calls of spec 1 §7.
import { Elysia } from 'elysia';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyResetTokenSchema,
  simpleLoginSchema,
  simpleRegisterSchema,
} from '../../shared/auth';
import { ACCOUNT_RESTORED_NOTICE } from '../../shared/account-deletion';
import { isDeactivated, restoreAccount } from '../account-deletion/deactivate';
import type { AppDeps } from '../context';
import type { User } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { isSameSiteNavigation } from '../http/request-guard';
import { findDemoUser, resolveCaller } from './caller';
import { authUserBody } from './auth-user-json';
import { authGuards } from './guards';
import { AppError } from '../http/errors';
import { clearedSessionCookieHeader, readSessionCookie, sessionCookieHeader } from './session-cookie';
import { accessOf } from './access';
import { withinPasswordBudget } from './password-budget';
import { authenticate, checkResetToken, hashCostOf, registerUser, requestPasswordReset, resetPassword, toAuthUser } from './service';
import { cookieValue, createSession, deleteSession, sidFromCookie } from './sessions';

/** The response headers of a handler (Elysia's `set.headers`). */
type Headers = Record<string, unknown>;

export function authRoutes(deps: AppDeps) {
  const { db, config, limiter } = deps;
  const cost = hashCostOf(config);

  /** Counts an attempt per client address for this endpoint, and per e-mail when given. */
  function limit(endpoint: string, request: Request, server: Parameters<typeof clientIp>[1], email?: string) {
    limiter.hit(`${endpoint}:ip:${clientIp(request, server, config.TRUST_PROXY)}`, config.RATE_LIMIT_PER_IP);
    if (email) limiter.hit(`${endpoint}:email:${email.trim().toLowerCase()}`, config.RATE_LIMIT_PER_EMAIL);
  }

  /** Checks a password under the login budget (password-budget.ts). */
  function signIn(request: Request, server: Parameters<typeof clientIp>[1], email: string, password: string): Promise<User> {
    return withinPasswordBudget(deps, request, server, email, () => authenticate(db, email, password, cost));
  }

  /** Signs the user in on a fresh session id (rotated on every login) and answers the user. */
  function startSession(request: Request, headers: Headers, user: User) {
    const previous = sidFromCookie(readSessionCookie(request), deps.sessionSecret);
    if (previous) deleteSession(db, previous);
    const session = createSession(db, user.id, deps.clock());
    headers['set-cookie'] = sessionCookieHeader(deps, cookieValue(session.sid, deps.sessionSecret), session.expire);
    return currentUser(user);
  }

  /**
   * Signs in; a deleted account still in its grace period is restored first, and this one answer
   * says so (accountRestored: the notice the web app shows).
   */
  async function signInRestoring(request: Request, server: Parameters<typeof clientIp>[1], headers: Headers, email: string, password: string) {
    const user = await signIn(request, server, email, password);
    if (!isDeactivated(user)) return startSession(request, headers, user);
    return { ...startSession(request, headers, restoreAccount(deps, user)), accountRestored: ACCOUNT_RESTORED_NOTICE };
  }

  function currentUser(user: User) {
    return toAuthUser(user, accessOf(db, user, deps.clock()));
  }

  function endSession(request: Request, headers: Headers) {
    const sid = sidFromCookie(readSessionCookie(request), deps.sessionSecret);
    if (sid) deleteSession(db, sid);
    headers['set-cookie'] = clearedSessionCookieHeader(deps);
  }

  function demoLogin(kind: 'clinic' | 'relief_vet', request: Request, headers: Headers) {
    if (!config.demoMode) throw new AppError(404, 'Not found');
    const user = findDemoUser(deps, kind);
    if (!user) throw new AppError(404, 'The demo account has not been created');
    return startSession(request, headers, user);
  }

  return (
    new Elysia()
      .use(authGuards(deps))
      .get('/api/auth/user', ({ caller, set }) => authUserBody(deps, caller, set.headers), { requireUser: true })
      .get('/api/user', ({ caller, set }) => authUserBody(deps, caller, set.headers), { requireUser: true })

      .post('/api/login', ({ body, request, server, set }) => signInRestoring(request, server, set.headers, body.email, body.password), { body: loginSchema })
      .post(
        '/api/simple-login',
        async ({ body, request, server, set }) => {
          // The same budget as /api/login: two doors to one password must not double the guesses.
          return signInRestoring(request, server, set.headers, body.email, body.password);
        },
        { body: simpleLoginSchema },
      )
      .post(
        '/api/register',
        async ({ body, request, server, set }) => {
          limit('register', request, server, body.email);
          const user = await registerUser(db, body, deps.clock(), cost, { method: 'register', demoMode: config.demoMode });
          set.status = 201;
          return startSession(request, set.headers, user);
        },
        { body: registerSchema },
      )
      .post(
        '/api/simple-register',
        async ({ body, request, server, set }) => {
          limit('register', request, server, body.email);
          const user = await registerUser(db, body, deps.clock(), cost, { method: 'simple-register', demoMode: config.demoMode });
          set.status = 201;
          return startSession(request, set.headers, user);
        },
        { body: simpleRegisterSchema },
      )

      .post('/api/logout', ({ request, set }) => {
        endSession(request, set.headers);
        return { message: 'Logged out' };
      })
      // The spec links here; a link or image on another site must not sign the user out.
      .get('/api/logout', ({ request, set, redirect }) => {
        if (isSameSiteNavigation(request, config.PUBLIC_URL)) endSession(request, set.headers);
        return redirect('/', 302);
      })
      // Logged-out visitors are sent here by the web app; the sign-in screen lives at /login.
      .get('/api/login', ({ redirect }) => redirect('/login', 302))

      .post(
        '/api/forgot-password',
        ({ body, request, server }) => {
          limit('forgot-password', request, server, body.email);
          requestPasswordReset(db, body.email, { appName: config.APP_NAME, publicUrl: config.publicUrl }, deps.clock());
          // The same answer whether or not the account exists, so the form cannot discover accounts.
          return { message: "If an account exists with this email, we've sent you a password reset link." };
        },
        { body: forgotPasswordSchema },
      )
      .post(
        '/api/reset-password/verify',
        ({ body, request, server }) => {
          limit('reset-password', request, server);
          checkResetToken(db, body.token, deps.clock());
          return { valid: true };
        },
        { body: verifyResetTokenSchema },
      )
      .post(
        '/api/reset-password',
        async ({ body, request, server, set }) => {
          limit('reset-password', request, server);
          const keepSid = resolveCaller(deps, request, set.headers)?.session?.sid;
          await resetPassword(db, body.token, body.newPassword, deps.clock(), keepSid, cost);
          return { message: 'Your password has been reset. You can now sign in with your new password.' };
        },
        { body: resetPasswordSchema },
      )

      .post('/api/dev-clinic-login', ({ request, set }) => demoLogin('clinic', request, set.headers))
      .post('/api/dev-vet-login', ({ request, set }) => demoLogin('relief_vet', request, set.headers))
  );
}
