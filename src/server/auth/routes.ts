// The session and auth calls of spec 1 §7.
import { Elysia } from 'elysia';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, simpleLoginSchema, simpleRegisterSchema } from '../../shared/auth';
import type { AppDeps } from '../context';
import type { User } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { currentUserPlugin, findDemoUser, resolveCaller } from '../http/current-user';
import { AppError } from '../http/errors';
import { clearedSessionCookie, SESSION_COOKIE, sessionCookieOptions } from '../http/session-cookie';
import { authenticate, registerUser, requestPasswordReset, resetPassword, toAuthUser } from './service';
import { cookieValue, createSession, deleteSession, sidFromCookie } from './sessions';

type CookieJar = Record<string, { value: unknown; set(options: object): unknown; remove(): unknown }>;

export function authRoutes(deps: AppDeps) {
  const { db, config, limiter } = deps;

  /** Counts an attempt per client address for this endpoint, and per e-mail when given. */
  function limit(endpoint: string, request: Request, server: Parameters<typeof clientIp>[1], email?: string) {
    limiter.hit(`${endpoint}:ip:${clientIp(request, server, config.TRUST_PROXY)}`, config.RATE_LIMIT_PER_IP);
    if (email) limiter.hit(`${endpoint}:email:${email.trim().toLowerCase()}`, config.RATE_LIMIT_PER_EMAIL);
  }

  /** Signs the user in on a fresh session id (rotated on every login) and answers the user. */
  function startSession(cookie: CookieJar, user: User) {
    const previous = sidFromCookie(cookie[SESSION_COOKIE]?.value as string | undefined, deps.sessionSecret);
    if (previous) deleteSession(db, previous);
    const session = createSession(db, user.id, deps.clock());
    cookie[SESSION_COOKIE]!.set(sessionCookieOptions(deps, cookieValue(session.sid, deps.sessionSecret), session.expire));
    return toAuthUser(user);
  }

  function endSession(cookie: CookieJar) {
    const sid = sidFromCookie(cookie[SESSION_COOKIE]?.value as string | undefined, deps.sessionSecret);
    if (sid) deleteSession(db, sid);
    cookie[SESSION_COOKIE]!.set(clearedSessionCookie(deps));
  }

  function demoLogin(kind: 'clinic' | 'relief_vet', cookie: CookieJar) {
    if (!config.demoMode) throw new AppError(404, 'Not found');
    const user = findDemoUser(deps, kind);
    if (!user) throw new AppError(404, 'The demo account has not been created');
    return startSession(cookie, user);
  }

  return (
    new Elysia()
      .use(currentUserPlugin(deps))
      .get('/api/auth/user', ({ caller }) => toAuthUser(caller.user), { requireUser: true })
      .get('/api/user', ({ caller }) => toAuthUser(caller.user), { requireUser: true })

      .post(
        '/api/login',
        async ({ body, cookie, request, server }) => {
          limit('login', request, server, body.email);
          return startSession(cookie as CookieJar, await authenticate(db, body.email, body.password));
        },
        { body: loginSchema },
      )
      .post(
        '/api/simple-login',
        async ({ body, cookie, request, server }) => {
          limit('simple-login', request, server, body.email);
          return startSession(cookie as CookieJar, await authenticate(db, body.email, body.password));
        },
        { body: simpleLoginSchema },
      )
      .post(
        '/api/register',
        async ({ body, cookie, request, server, set }) => {
          limit('register', request, server, body.email);
          const user = await registerUser(db, body, deps.clock());
          set.status = 201;
          return startSession(cookie as CookieJar, user);
        },
        { body: registerSchema },
      )
      .post(
        '/api/simple-register',
        async ({ body, cookie, request, server, set }) => {
          limit('register', request, server, body.email);
          const user = await registerUser(db, body, deps.clock());
          set.status = 201;
          return startSession(cookie as CookieJar, user);
        },
        { body: simpleRegisterSchema },
      )

      .post('/api/logout', ({ cookie }) => {
        endSession(cookie as CookieJar);
        return { message: 'Logged out' };
      })
      .get('/api/logout', ({ cookie, redirect }) => {
        endSession(cookie as CookieJar);
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
        '/api/reset-password',
        async ({ body, request, cookie, query, server }) => {
          limit('reset-password', request, server);
          const keepSid = resolveCaller(deps, request, cookie as CookieJar, query as Record<string, string>)?.session?.sid;
          await resetPassword(db, body.token, body.newPassword, deps.clock(), keepSid);
          return { message: 'Your password has been reset. You can now sign in with your new password.' };
        },
        { body: resetPasswordSchema },
      )

      .post('/api/dev-clinic-login', ({ cookie }) => demoLogin('clinic', cookie as CookieJar))
      .post('/api/dev-vet-login', ({ cookie }) => demoLogin('relief_vet', cookie as CookieJar))
  );
}
