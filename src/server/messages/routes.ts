// The message calls (spec 2 §7) plus the conversation list, the badge counts and the e-mail
// switch. Both ends must be past the access gate to write; reading an existing thread needs
// only the reader to be (a partner whose subscription lapsed stays readable).
import { Elysia } from 'elysia';
import { z } from 'zod';
import { conversationsQuerySchema, notificationSettingsSchema, sendMessageSchema, threadQuerySchema } from '../../shared/messages';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { navCounts } from './counts';
import { listConversationsJson, markMessageRead, readThread, recentMessages, sendMessage, setMessageEmails, threadPartnerOf } from './service';

const positiveId = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int({ error: `${what} must be a number` })
    .positive({ error: `${what} must be a number` });

export function messageRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(authGuards(deps))
    .get(
      '/api/conversations',
      ({ caller, query, set }) => {
        set.headers['content-type'] = 'application/json';
        return listConversationsJson(db, caller.user, query);
      },
      { requireAccess: true, query: conversationsQuerySchema },
    )
    .get('/api/messages', ({ caller }) => recentMessages(db, caller.user), { requireAccess: true })
    .get(
      '/api/messages/:userId',
      ({ caller, params, query, set }) => {
        set.headers['content-type'] = 'application/json';
        return readThread(deps, caller.user, params.userId, query);
      },
      {
        requireAccess: true,
        params: z.object({ userId: positiveId('userId') }),
        query: threadQuerySchema,
      },
    )
    .get('/api/messages/:userId/partner', ({ caller, params }) => threadPartnerOf(db, caller.user, params.userId), {
      requireAccess: true,
      params: z.object({ userId: positiveId('userId') }),
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
      params: z.object({ id: positiveId('Message id') }),
    })
    .get('/api/counts', ({ caller }) => navCounts(db, caller.user.id, deps.clock()), { requireUser: true })
    .put('/api/notification-settings', ({ caller, body }) => setMessageEmails(db, caller.user, body.messageEmails), {
      requireUser: true,
      body: notificationSettingsSchema,
    });
}
