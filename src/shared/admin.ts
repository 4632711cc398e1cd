// The admin panel (spec 2 §2 /admin, §3 Admin user / Admin subscription / Feature flag, §6, §7,
// §8; issue 13): the payloads and answers of /api/admin/*.
import { z } from 'zod';
import type { BackupStatus } from './backups';
import { bodyId } from './ids';
import { queryInt } from './query-values';

/** POST /api/admin/auth. */
export const adminAuthSchema = z.object({ password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200) });

/** The admin session lasts this long (issue 13). */
export const ADMIN_SESSION_MS = 8 * 3600 * 1000;
export const ADMIN_SESSION_COOKIE = 'vetrelief_admin';

/** GET /api/admin/session: whether this browser holds a live admin session (the web gate asks). */
export interface AdminSessionState {
  authenticated: boolean;
  expiresAt: string | null;
}

/** GET /api/admin/users?search=&page=&userType= — paged at 150,000 users. */
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  userType: z.enum(['clinic', 'relief_vet']).optional(),
  page: queryInt('page', 1, 100_000, 1),
  pageSize: queryInt('pageSize', 1, 200, 50),
});

export interface AdminUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  userType: 'clinic' | 'relief_vet';
  createdAt: string;
  onboardingCompleted: boolean;
  /** Clinics: clinicName, city, state; vets: city, state. */
  profile: { clinicName: string | null; city: string | null; state: string | null } | null;
}

export interface AdminUsersPage {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/admin/users/bulk-delete {ids} (the spec does not show the bulk path: this is ours). */
export const bulkDeleteSchema = z.object({
  ids: z
    .array(bodyId('Each of ids'), { error: 'ids must be a list of user ids' })
    .min(1, { error: 'Choose at least one user' })
    .max(500, { error: 'At most 500 users at once' }),
});

export interface AdminSubscription {
  id: number;
  stripeSubscriptionId: string | null;
  status: string;
  currentPeriodEnd: string | null;
  clinicId: number;
  clinicName: string | null;
  email: string;
}

/** POST /api/admin/cancel-subscription (payload not shown in the spec: the subscription's id). */
export const adminCancelSubscriptionSchema = z.object({ subscriptionId: bodyId('subscriptionId') });

export interface FeatureFlag {
  flagName: string;
  isEnabled: boolean;
  description: string | null;
}

export const FEATURE_FLAGS = ['referral_program', 'ai_assistant', 'alert_emails'] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];

/** PUT /api/admin/flags/{flagName}. */
export const setFlagSchema = z.object({ isEnabled: z.boolean({ error: 'isEnabled must be true or false' }) });

export interface AdminOverview {
  users: number;
  clinics: number;
  vets: number;
  openShifts: number;
  bookedShifts: number;
  messagesLast24h: number;
  applicationsLast24h: number;
  /** How the scheduled backups are doing. */
  backups: BackupStatus;
}

export interface AdminJob {
  name: string;
  everyMs: number;
  lastRunAt: string | null;
  nextRunAt: string | null;
  failures: number;
  lastError: string | null;
}

export interface AdminOutboxEmail {
  id: number;
  toAddress: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface AdminAuditEntry {
  id: number;
  action: string;
  target: string | null;
  /** The first characters of the admin session's id: which sign-in did it (null: a failed sign-in). */
  sessionId: string | null;
  /** What else the action recorded, e.g. { deleted: 3 }. */
  detail: Record<string, unknown> | null;
  ip: string | null;
  createdAt: string;
}
