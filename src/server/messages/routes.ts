// The message calls (spec 2 §7) plus the conversation list, the badge counts and the e-mail
// switch. Both ends must be past the access gate to write; reading an existing thread needs
// only the reader to be (a partner whose subscription lapsed stays readable).
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { conversationsQuerySchema, notificationSettingsSchema, sendMessageSchema, threadQuerySchema } from '../../shared/messages';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { parseQuery } from '../http/query';
import { navCounts } from './counts';
import { listConversationsJson, markMessageRead, readThread, recentMessages, sendMessage, setMessageEmails, threadPartnerOf } from './service';

export function messageRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(authGuards(deps))
    .get(
      '/api/conversations',
      ({ caller, request, set }) => {
        const query = parseQuery(request, conversationsQuerySchema);
        set.headers['content-type'] = 'application/json';
        return listConversationsJson(db, caller.user, query);
      },
      { requireAccess: true },
    )
    .get('/api/messages', ({ caller }) => recentMessages(db, caller.user), { requireAccess: true })
    .get(
      '/api/messages/:userId',
      ({ caller, params, request, set }) => {
        const query = parseQuery(request, threadQuerySchema);
        set.headers['content-type'] = 'application/json';
        return readThread(deps, caller.user, params.userId, query);
      },
      {
        requireAccess: true,
        params: z.object({ userId: textId('userId') }),
      },
    )
    .get('/api/messages/:userId/partner', ({ caller, params }) => threadPartnerOf(db, caller.user, params.userId), {
      requireAccess: true,
      params: z.object({ userId: textId('userId') }),
    })
    .post(
      '/api/messages',
      ({ caller, body, set }) => {
        set.status = 201;
        return sendMessage(deps, caller.user, body);
      },
      { requireAccess: true, body: sendMessageSchema },
    )
    .patch('/api/messages/:id/read', ({ caller, params }) => markMessageRead(deps, caller.user, params.id), {
      requireAccess: true,
      params: z.object({ id: textId('Message id') }),
    })
    .get('/api/counts', ({ caller }) => navCounts(db, caller.user.id, deps.clock()), { requireUser: true })
    .put('/api/notification-settings', ({ caller, body }) => setMessageEmails(db, caller.user, body.messageEmails), {
      requireUser: true,
      body: notificationSettingsSchema,
    });
}
