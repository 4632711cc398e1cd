// POST /api/help/questions: the help chat sends support a question it could not answer. Open to
// visitors (who give an address to reply to). Every call sends an e-mail, so it is limited per
// client address (RATE_LIMIT_PER_IP), per reply address (below) and per hour for the whole
// server (service.ts).
import { Elysia } from 'elysia';
import { helpQuestionSchema } from '../../shared/help';
import { resolveCaller } from '../auth/caller';
import type { AppDeps } from '../context';
import { clientIp } from '../http/client-ip';
import { sendHelpQuestion } from './service';

/** Questions one reply address may send per rate-limit window (RATE_LIMIT_WINDOW_SECONDS). */
export const HELP_QUESTIONS_PER_WINDOW = 3;

export function helpRoutes(deps: AppDeps) {
  const { config, limiter } = deps;
  return new Elysia().post(
    '/api/help/questions',
    ({ body, request, server, set }) => {
      const caller = resolveCaller(deps, request, set.headers);
      const replyTo = (caller?.user.email ?? body.email ?? '').toLowerCase();
      limiter.hit(`help-question:ip:${clientIp(request, server, config.TRUST_PROXY)}`, config.RATE_LIMIT_PER_IP);
      if (replyTo) limiter.hit(`help-question:email:${replyTo}`, HELP_QUESTIONS_PER_WINDOW);
      set.status = 202;
      return sendHelpQuestion(deps, caller?.user ?? null, body);
    },
    { body: helpQuestionSchema },
  );
}
