// What the auth API tests share: a valid sign-up payload, a signed-up client, row counts for
// "bad input changes nothing", and the reset link read back out of the outbox.
import type { Config } from '../config';
import { createTestApp, type TestApp, type TestClient } from './harness';

export const PASSWORD = 'secret12';

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: 'clinic' | 'relief_vet';
  referralCode?: string;
}

/** A valid /api/register body, with any fields replaced. */
export function registration(overrides: Partial<Registration> = {}): Registration {
  return { email: 'ann@example.com', password: PASSWORD, firstName: 'Ann', lastName: 'Lee', userType: 'clinic', ...overrides };
}

/** A client that has just registered (and so holds a session cookie). */
export async function signedUp(t: TestApp, overrides: Partial<Registration> = {}): Promise<TestClient> {
  const client = t.client();
  const response = await client.post('/api/register', registration(overrides));
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  return client;
}

/** A fresh app (with these settings) and a client just signed up on it as `userType`. */
export async function signedUpOnNewApp(userType: Registration['userType'], overrides: Partial<Config> = {}): Promise<{ t: TestApp; client: TestClient }> {
  const t = createTestApp(overrides);
  return { t, client: await signedUp(t, { email: `${userType}@example.com`, userType }) };
}

/** Exactly the fields of the user object the client receives; no password in any form. */
export const AUTH_USER_KEYS = [
  'access',
  'createdAt',
  'email',
  'firstName',
  'id',
  'lastName',
  'messageEmails',
  'onboardingCompleted',
  'passwordChangeRequired',
  'profile',
  'profileImageUrl',
  'referralCode',
  'referredBy',
  'userType',
];

/**
 * A password or its hash in an answer, under any key. The user object's own flag
 * `passwordChangeRequired` (a boolean) is the one key allowed to mention passwords.
 */
export const PASSWORD_LEAK = /"(?!passwordChangeRequired")[^"]*password[^"]*"\s*:|\$argon2/i;

const COUNTED_TABLES = ['users', 'sessions', 'password_reset_tokens', 'email_outbox'] as const;
type CountedTable = (typeof COUNTED_TABLES)[number];

/** Rows in each table the auth calls write to. */
export function rowCounts(t: TestApp): Record<CountedTable, number> {
  const query = (table: CountedTable) => t.deps.db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()!.n;
  return Object.fromEntries(COUNTED_TABLES.map((table) => [table, query(table)])) as Record<CountedTable, number>;
}

/** The session cookie value a client holds. */
export function sessionCookie(client: TestClient): string | undefined {
  return client.cookies.get('vetrelief.sid');
}

/** A request carrying exactly this session cookie, as a browser replaying an old one would. */
export function withCookie(t: TestApp, path: string, cookie: string) {
  return t.client().get(path, { cookie: `vetrelief.sid=${cookie}` });
}

/** The reset token of the newest reset e-mail in the outbox. */
export function latestResetToken(t: TestApp): string {
  const row = t.deps.db.$client.query<{ text_body: string }, []>('SELECT text_body FROM email_outbox ORDER BY id DESC LIMIT 1').get();
  const token = row?.text_body.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no reset link in the outbox');
  return token;
}
