// Alert e-mails (issue 12): a clinic posts shifts → vets who asked for invites nearby hear of
// it; a vet posts availability → subscribed clinics nearby hear of it. Each user picks, per kind,
// instantly, a daily digest, or off.
import { z } from 'zod';

export const ALERT_KINDS = ['shifts', 'availability'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_MODES = ['instant', 'digest', 'off'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

/** Never more than one instant alert per recipient per hour; later ones wait for the digest. */
export const INSTANT_ALERT_GAP_MS = 60 * 60 * 1000;
/** The local hour the daily digest goes out unless the user picks another. */
export const DEFAULT_DIGEST_HOUR = 7;

/** What a user receives: vets hear of shifts, clinics of availability. */
export interface AlertSettings {
  /** The kind this user can receive (a vet: shifts; a clinic: availability). */
  kind: AlertKind;
  mode: AlertMode;
  /** 0–23, in `timeZone`. */
  digestHour: number;
  /** IANA zone derived from the user's location (the profile's state), e.g. America/Denver. */
  timeZone: string;
  /** Why they get alerts, as the e-mails say: 'shifts within 50 miles of Boulder, CO'. */
  reason: string | null;
}

/** PUT /api/alert-settings. */
export const alertSettingsSchema = z.object({
  mode: z.enum(ALERT_MODES, { error: `mode must be one of ${ALERT_MODES.join(', ')}` }),
  digestHour: z
    .number({ error: 'digestHour must be a number' })
    .int({ error: 'digestHour must be a whole hour' })
    .min(0, { error: 'digestHour must be from 0 to 23' })
    .max(23, { error: 'digestHour must be from 0 to 23' })
    .optional(),
});
export type AlertSettingsInput = z.output<typeof alertSettingsSchema>;

/**
 * POST /api/alerts/unsubscribe: the one-click link of every alert (no session; a signed token).
 * Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058), so the route also takes the
 * token in the query.
 */
export const unsubscribeSchema = z.object({ token: z.string({ error: 'token is required' }).min(1).max(500) });

/** POST /api/test-email. */
export const testEmailSchema = z.object({
  to: z.email({ error: 'Enter a valid e-mail address' }).max(254),
});

/** What the test e-mail did: sent through SMTP, or queued in the outbox and why. */
export interface TestEmailResult {
  status: 'sent' | 'queued' | 'failed';
  detail: string;
}
