// Who may call the calendar routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them). The feed is read without a session by
// design: calendar apps carry none, so its token is the credential. Given the matrix vet's live
// token every caller gets the same feed; a token that is not live answers 404 to everyone.
import { jsonRequest, send } from '../guard-rails/callers';
import { everyone, type Row, signedIn, type World } from '../guard-rails/matrix-kit';

/** The matrix vet's feed path (its token, created on first use). */
async function vetFeed(w: World): Promise<string> {
  const response = await send(w.t, jsonRequest('GET', '/api/calendar', undefined, w.callers.vet.headers()));
  if (response.status !== 200) throw new Error(`calendar matrix set-up: GET /api/calendar answered ${response.status} ${response.text}`);
  return new URL((response.json as { url: string }).url).pathname;
}

export const CALENDAR_MATRIX_ROWS: Row[] = [
  // Anyone signed in has a feed of their own, whatever their kind or profile.
  { route: 'GET /api/calendar', expect: signedIn(200) },
  { route: 'POST /api/calendar/regenerate', expect: signedIn(200) },
  { route: 'GET /api/calendar/feed/:file', request: async (w) => ({ path: await vetFeed(w) }), expect: everyone(200) },
];
