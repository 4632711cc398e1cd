// Who may call the alert routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them). Settings and the test e-mail are any
// signed-in user's; the unsubscribe routes need no session, only the link's signed token.
import { body, everyone, type Row, signedIn, type World } from '../guard-rails/matrix-kit';
import { unsubscribeToken } from './unsubscribe-token';

/** The matrix vet's unsubscribe token, as its alert e-mails carry it. */
const vetToken = (w: World) => encodeURIComponent(unsubscribeToken(w.t.deps.linkKey, w.callers.vet.user!.id, 'shifts'));

export const ALERT_MATRIX_ROWS: Row[] = [
  { route: 'GET /api/alert-settings', expect: signedIn(200) },
  { route: 'PUT /api/alert-settings', request: () => body({ mode: 'digest', digestHour: 8 }), expect: signedIn(200) },
  // A link scanner's GET changes nothing and is sent on to the page.
  { route: 'GET /api/alerts/unsubscribe', request: (w) => ({ path: `/api/alerts/unsubscribe?token=${vetToken(w)}` }), expect: everyone(303) },
  { route: 'GET /api/alerts/unsubscribe/info', request: (w) => ({ path: `/api/alerts/unsubscribe/info?token=${vetToken(w)}` }), expect: everyone(200) },
  {
    route: 'POST /api/alerts/unsubscribe',
    request: (w) => body({ token: unsubscribeToken(w.t.deps.linkKey, w.callers.vet.user!.id, 'shifts') }),
    expect: everyone(200),
  },
  { route: 'POST /api/test-email', request: () => body({ to: 'ann@example.com' }), expect: signedIn(200) },
];
