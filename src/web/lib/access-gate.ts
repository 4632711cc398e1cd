// The navigation gate (spec 1 §2, §4; spec 2 §2): until a user has a profile (and, for a clinic,
// an active subscription), only the dashboard and the profile are reachable, and a blocked
// navigation goes to /profile. The server computes the gate and sends it with the user; when it
// is missing the same rule is applied here to the profile.
import { accessGate, type Access } from '../../shared/access';
import type { AuthUser } from '../../shared/auth';

export type BlockReason = 'Complete profile first' | 'Subscription required';

export type Gate = { blocked: false } | { blocked: true; reason: BlockReason; redirectTo: '/profile' };

/**
 * Reachable whatever the gate says. The subscription screen stays open so a clinic can pay, and
 * account settings (e-mail, password) are no part of the marketplace.
 */
const ALWAYS_OPEN = new Set(['/', '/dashboard', '/profile', '/account', '/subscription']);

/** Invoices are business records: a clinic whose subscription lapsed still reads and pays what it owes. */
const OPEN_PREFIX = '/invoices';

type GateUser = Pick<AuthUser, 'userType' | 'profile'> & { access?: Access };

export function userAccess(user: GateUser): Access {
  if (user.access) return user.access;
  const profile = user.profile;
  return accessGate({
    userType: user.userType,
    hasProfile: profile !== null,
    subscriptionActive: profile?.kind === 'clinic' && profile.subscriptionActive,
  });
}

/** Whether `path` is open to `user`, and if not why and where a click should go instead. */
export function gateFor(user: GateUser, path: string): Gate {
  const lower = path.toLowerCase();
  if (ALWAYS_OPEN.has(lower) || lower === OPEN_PREFIX || lower.startsWith(`${OPEN_PREFIX}/`)) return { blocked: false };
  const access = userAccess(user);
  if (access === 'ok') return { blocked: false };
  return { blocked: true, reason: access === 'profile_required' ? 'Complete profile first' : 'Subscription required', redirectTo: '/profile' };
}
