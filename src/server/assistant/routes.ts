// The message assistant (spec 2 §7 "ai"): suggestions and Improve Draft for a thread, for a
// recipient the caller may message.
import { Elysia } from 'elysia';
import { improveDraftSchema, suggestionsRequestSchema } from '../../shared/messages';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { improveMessage, suggestMessages } from './service';

export function assistantRoutes(deps: AppDeps) {
  return new Elysia()
    .use(authGuards(deps))
    .post('/api/ai/message-suggestions', ({ caller, body }) => suggestMessages(deps, caller.user, body), {
      requireAccess: true,
      body: suggestionsRequestSchema,
    })
    .post('/api/ai/improve-draft', ({ caller, body }) => improveMessage(deps, caller.user, body), { requireAccess: true, body: improveDraftSchema });
}
