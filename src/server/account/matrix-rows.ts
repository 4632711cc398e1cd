// Who may call the account settings routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them). Changing a password or asking for a new
// e-mail needs a session of any kind; the confirmation link needs none (the link is the
// credential), so each caller confirms a fresh account's link of its own.
import { desc, like } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import { PASSWORD } from '../testing/fixtures';
import { jsonRequest, newAccount, send, sessionHeaders } from '../guard-rails/callers';
import { body, everyone, type Row, signedIn, type World } from '../guard-rails/matrix-kit';

let addresses = 0;
const freshAddress = () => `matrix-moved-${++addresses}@example.com`;

/** The token of a new account's e-mail change link, read back from the outbox. */
async function confirmationToken(w: World): Promise<string> {
  const account = await newAccount(w.t, 'clinic');
  const asked = await send(w.t, jsonRequest('POST', '/api/account/email', { newEmail: freshAddress(), password: PASSWORD }, sessionHeaders(w.t, account)));
  if (asked.status !== 200) throw new Error(`account matrix set-up: POST /api/account/email answered ${asked.status} ${asked.text}`);
  const row = w.t.deps.db
    .select({ textBody: emailOutbox.textBody })
    .from(emailOutbox)
    .where(like(emailOutbox.subject, 'Confirm%'))
    .orderBy(desc(emailOutbox.id))
    .limit(1)
    .get();
  const token = row?.textBody.match(/\/confirm-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('account matrix set-up: no confirmation link in the outbox');
  return token;
}

export const ACCOUNT_MATRIX_ROWS: Row[] = [
  // The callers' passwords change: the row gets callers of its own.
  {
    route: 'POST /api/account/password',
    request: () => body({ currentPassword: PASSWORD, newPassword: 'a-new-password' }),
    expect: signedIn(200),
    changesCallers: true,
  },
  { route: 'POST /api/account/email', request: () => body({ newEmail: freshAddress(), password: PASSWORD }), expect: signedIn(200) },
  { route: 'POST /api/account/email/confirm', request: async (w) => body({ token: await confirmationToken(w) }), expect: everyone(200) },
];
