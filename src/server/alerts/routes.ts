// Alert settings, the one-click unsubscribe and the test e-mail (issue 12).
import { Elysia } from 'elysia';
import { alertSettingsSchema, testEmailSchema, unsubscribeSchema } from '../../shared/alerts';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { sendTestEmail } from '../email/test-email';
import { AppError } from '../http/errors';
import { readBodyText } from '../http/body-limit';
import { parseJsonBody } from '../http/json-body';
import { parseQuery } from '../http/query';
import { invalidLink, readAlertSettings, saveAlertSettings, unsubscribe, unsubscribeInfo } from './settings';
import { readUnsubscribeToken } from './unsubscribe-token';

/** Test e-mails per user per rate-limit window: enough to try a fix, too few to spam with. */
const TEST_EMAILS_PER_WINDOW = 5;

/**
 * The unsubscribe POST's token: from the JSON body (the /unsubscribe page), or, for a mail
 * provider's RFC 8058 one-click post (`List-Unsubscribe=One-Click` as a form), from the query.
 */
function postedToken(request: Request, text: string): string {
  const type = request.headers.get('content-type') ?? '';
  let fromBody: unknown;
  if (/^application\/([\w.+-]+\+)?json/i.test(type)) {
    const parsed = text.trim() === '' ? {} : parseJsonBody(text);
    fromBody = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>).token : undefined;
  } else if (/^application\/x-www-form-urlencoded/i.test(type)) {
    fromBody = new URLSearchParams(text).get('token') ?? undefined;
  }
  if (fromBody === undefined) return parseQuery(request, unsubscribeSchema).token;
  const result = unsubscribeSchema.safeParse({ token: fromBody });
  if (!result.success) throw new AppError(400, result.error.issues[0]?.message ?? 'token is required', 'VALIDATION');
  return result.data.token;
}

export function alertRoutes(deps: AppDeps) {
  const { db } = deps;
  // Links are signed with the database's key; those sent before it, with the session secret.
  const target = (token: string) => readUnsubscribeToken([deps.linkKey, deps.sessionSecret], token) ?? throwInvalid();

  return (
    new Elysia()
      .use(authGuards(deps))
      .get('/api/alert-settings', ({ caller }) => readAlertSettings(db, caller.user), { requireUser: true })
      .put('/api/alert-settings', ({ caller, body }) => saveAlertSettings(db, caller.user, body), { requireUser: true, body: alertSettingsSchema })
      // A GET changes nothing: mail scanners open every link. It leads to the page with the button.
      .get('/api/alerts/unsubscribe', ({ request, redirect }) => {
        const { token } = parseQuery(request, unsubscribeSchema);
        return redirect(`/unsubscribe?token=${encodeURIComponent(token)}`, 303);
      })
      .get('/api/alerts/unsubscribe/info', ({ request }) => unsubscribeInfo(db, target(parseQuery(request, unsubscribeSchema).token)))
      // No session: the signed token is the permission. Read as text (JSON from the page, a form
      // from mail providers), under the app's body limit like every other route.
      .post('/api/alerts/unsubscribe', ({ request, body }) => unsubscribe(db, target(postedToken(request, String(body ?? '')))), {
        parse: ({ request }) => readBodyText(request),
      })
      .post(
        '/api/test-email',
        ({ caller, body }) => {
          deps.limiter.hit(`test-email:user:${caller.user.id}`, TEST_EMAILS_PER_WINDOW);
          return sendTestEmail(deps, body.to);
        },
        { requireUser: true, body: testEmailSchema },
      )
  );
}

function throwInvalid(): never {
  throw invalidLink();
}
