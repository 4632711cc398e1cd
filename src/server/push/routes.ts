// Push on this device (subscribe, unsubscribe) and the notification settings grid (issue 25).
import { Elysia } from 'elysia';
import { notificationGridSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../shared/notifications';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { readGrid, saveGrid } from './preferences';
import { subscribe, unsubscribe } from './subscriptions';

export function pushRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Elysia()
    .use(authGuards(deps))
    .post(
      '/api/push-subscriptions',
      ({ caller, body, set }) => {
        set.status = 201;
        return subscribe(db, caller.user.id, body, deps.clock());
      },
      { requireUser: true, body: pushSubscriptionSchema },
    )
    .delete('/api/push-subscriptions', ({ caller, body }) => unsubscribe(db, caller.user.id, body.endpoint), {
      requireUser: true,
      body: pushUnsubscribeSchema,
    })
    .get('/api/notification-grid', ({ caller }) => readGrid(db, caller.user), { requireUser: true })
    .put('/api/notification-grid', ({ caller, body }) => saveGrid(db, caller.user, body, deps.clock()), {
      requireUser: true,
      body: notificationGridSchema,
    });
}
