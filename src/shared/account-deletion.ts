// "Delete my account": the user deletes it (deactivated at once), a job erases it after a grace
// period, and signing in before then restores it. Shared by the server, the profile page and the
// admin panel's list of pending deletions.
import { z } from 'zod';
import { currentPassword } from './auth';
import { DAY_MS } from './time';

/** Days between deleting an account and its erasure: signing in before then restores it. */
export const ERASE_AFTER_DAYS = 30;
export const ERASE_AFTER_MS = ERASE_AFTER_DAYS * DAY_MS;

/** POST /api/me/delete: the password again, so a borrowed session cannot delete the account. */
export const deleteAccountSchema = z.object({ password: currentPassword });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export interface AccountDeleted {
  message: string;
  /** When the account will be erased (ISO). */
  eraseAfter: string;
}

/** What the login answer adds once, when signing in restored a deleted account. */
export const ACCOUNT_RESTORED_NOTICE =
  'Welcome back: your account has been restored. Shifts, applications, availability and bookings withdrawn when you deleted it stay withdrawn, a cancelled subscription stays cancelled, and alerts are off.';

/** One account waiting for erasure, as the admin panel lists it. */
export interface PendingDeletion {
  id: number;
  email: string;
  name: string;
  userType: 'clinic' | 'relief_vet';
  deactivatedAt: string;
  eraseAfter: string;
}
