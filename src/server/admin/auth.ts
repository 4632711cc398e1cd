// The admin gate (issue 13): one operator password, ADMIN_PASSWORD (or --admin-password),
// compared in constant time. With none configured the panel refuses every sign-in and says how
// to set one, rather than opening to anyone.
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../http/errors';

export const ADMIN_NOT_CONFIGURED =
  'The admin panel is disabled: no admin password is set. Start the server with ADMIN_PASSWORD set (at least 8 characters) or with --admin-password.';
export const INVALID_ADMIN_PASSWORD = 'Invalid admin password';

/** Sign-in attempts an address may make per rate-limit window, right or wrong. */
export const ADMIN_AUTH_ATTEMPTS = 10;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Throws unless `password` is the configured one. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first differing character.
 */
export function checkAdminPassword(configured: string | undefined, password: string): void {
  if (!configured) throw new AppError(401, ADMIN_NOT_CONFIGURED, 'ADMIN_NOT_CONFIGURED');
  if (!timingSafeEqual(digest(configured), digest(password))) throw new AppError(401, INVALID_ADMIN_PASSWORD, 'INVALID_ADMIN_PASSWORD');
}
