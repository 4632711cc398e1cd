// Who may call the push routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them). Devices and the notification grid are any
// signed-in user's own; a device of another user is answered like an unknown one.
import { createECDH, randomBytes } from 'node:crypto';
import { type Caller, jsonRequest, send } from '../guard-rails/callers';
import { body, type Row, signedIn, type World } from '../guard-rails/matrix-kit';

let devices = 0;

/** A browser subscription nobody has sent yet (the push service is never called here). */
export function newSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/send/matrix-${++devices}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A device the caller subscribed (a visitor cannot: its DELETE is refused before any lookup). */
async function callersDevice(w: World, caller: Caller): Promise<string> {
  const subscription = newSubscription();
  if (caller.user) await send(w.t, jsonRequest('POST', '/api/push-subscriptions', subscription, caller.headers()));
  return subscription.endpoint;
}

export const PUSH_MATRIX_ROWS: Row[] = [
  { route: 'POST /api/push-subscriptions', request: () => body(newSubscription()), expect: signedIn(201) },
  { route: 'DELETE /api/push-subscriptions', request: async (w, caller) => body({ endpoint: await callersDevice(w, caller) }), expect: signedIn(200) },
  { route: 'GET /api/notification-grid', expect: signedIn(200) },
  { route: 'PUT /api/notification-grid', request: () => body({ events: [{ event: 'summary', push: false }], hidePreviews: true }), expect: signedIn(200) },
];
