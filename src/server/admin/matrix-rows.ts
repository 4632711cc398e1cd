// Who may call the admin routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them). No user of any kind gets past
// requireAdmin; each row's `admin` cell is what the admin session gets.
import { eq } from 'drizzle-orm';
import { activateWithoutPayment } from '../billing/store';
import { emailOutbox, referrals } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { newAccount } from '../guard-rails/callers';
import { adminOnly, body, everyone, type Row, type World } from '../guard-rails/matrix-kit';

/** The password the matrix's app is started with. */
export const MATRIX_ADMIN_PASSWORD = 'matrix-admin-password';

/** A fresh account for a row to delete. */
const victim = (w: World) => newAccount(w.t, 'relief_vet');

/** A fresh clinic with a subscription (billing off), for a row to cancel. */
async function subscriptionId(w: World): Promise<number> {
  const clinic = await newAccount(w.t, 'clinic');
  return activateWithoutPayment(w.t.deps.db, clinic.id, w.t.deps.clock()).id;
}

/** A fresh referral between two new vets, pending or already verified. */
async function referralId(w: World, status: 'pending' | 'verified' = 'pending'): Promise<number> {
  const [referrer, referee] = [await newAccount(w.t, 'relief_vet'), await newAccount(w.t, 'relief_vet')];
  return w.t.deps.db.insert(referrals).values({ referrerId: referrer.id, refereeId: referee.id, referralCode: 'MATRIX1', status }).returning().get().id;
}

/** A sent e-mail, for a row to send again. */
function sentEmailId(w: World): number {
  const { db, clock } = w.t.deps;
  const id = enqueueEmail(db, { to: 'matrix@example.com', subject: 'Hello', text: 'Hello' }, clock());
  db.update(emailOutbox).set({ status: 'sent', sentAt: clock() }).where(eq(emailOutbox.id, id)).run();
  return id;
}

export const ADMIN_MATRIX_ROWS: Row[] = [
  // The gate itself is open to anyone: it is how the admin session is made.
  { route: 'POST /api/admin/auth', request: () => body({ password: MATRIX_ADMIN_PASSWORD }), expect: everyone(200), admin: 200 },
  { route: 'POST /api/admin/logout', expect: everyone(200), admin: 200 },
  { route: 'GET /api/admin/session', expect: everyone(200), admin: 200 },

  { route: 'GET /api/admin/overview', expect: adminOnly(), admin: 200 },
  { route: 'GET /api/admin/users', request: () => ({ path: '/api/admin/users?search=rails&page=1' }), expect: adminOnly(), admin: 200 },
  { route: 'DELETE /api/admin/users/:id', request: async (w) => ({ path: `/api/admin/users/${(await victim(w)).id}` }), expect: adminOnly(), admin: 200 },
  {
    route: 'POST /api/admin/users/bulk-delete',
    request: async (w) => body({ ids: [(await victim(w)).id, (await victim(w)).id] }),
    expect: adminOnly(),
    admin: 200,
  },
  { route: 'GET /api/admin/subscriptions', expect: adminOnly(), admin: 200 },
  { route: 'POST /api/admin/cancel-subscription', request: async (w) => body({ subscriptionId: await subscriptionId(w) }), expect: adminOnly(), admin: 200 },
  { route: 'POST /api/admin/cleanup-subscriptions', expect: adminOnly(), admin: 200 },
  { route: 'GET /api/admin/flags', expect: adminOnly(), admin: 200 },
  {
    route: 'PUT /api/admin/flags/:flagName',
    request: () => ({ path: '/api/admin/flags/alert_emails', body: { isEnabled: true } }),
    expect: adminOnly(),
    admin: 200,
  },
  { route: 'GET /api/admin/jobs', expect: adminOnly(), admin: 200 },
  { route: 'POST /api/admin/jobs/:name/run', request: () => ({ path: '/api/admin/jobs/auth-cleanup/run' }), expect: adminOnly(), admin: 200 },
  { route: 'GET /api/admin/outbox', request: () => ({ path: '/api/admin/outbox?status=sent' }), expect: adminOnly(), admin: 200 },
  { route: 'POST /api/admin/outbox/:id/resend', request: (w) => ({ path: `/api/admin/outbox/${sentEmailId(w)}/resend` }), expect: adminOnly(), admin: 200 },
  { route: 'GET /api/admin/audit', expect: adminOnly(), admin: 200 },

  { route: 'GET /api/admin/referrals', expect: adminOnly(), admin: 200 },
  { route: 'GET /api/referrals/admin/test-tremendous', expect: adminOnly(), admin: 200 },
  {
    route: 'POST /api/admin/verify-referral/:id',
    request: async (w) => ({ path: `/api/admin/verify-referral/${await referralId(w)}` }),
    expect: adminOnly(),
    admin: 200,
  },
  {
    route: 'POST /api/admin/send-referral-card/:id',
    request: async (w) => ({ path: `/api/admin/send-referral-card/${await referralId(w, 'verified')}` }),
    expect: adminOnly(),
    admin: 200,
  },
  { route: 'POST /api/admin/process-pending-referrals', expect: adminOnly(), admin: 200 },
  { route: 'GET /api/admin/backup', expect: adminOnly(), admin: 200 },
];
