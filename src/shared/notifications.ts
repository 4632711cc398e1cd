// The notification settings grid: each event a user can hear of, by e-mail and by push on the
// devices they turned notifications on for. Everything is on until switched off.
import { z } from 'zod';
import type { UserType } from './constants';

export const NOTIFICATION_EVENTS = [
  'message',
  'application',
  'application_decision',
  'shift_filled',
  'summary',
  'reminder',
  'hours',
  'first_look',
  'new_shifts',
  'invoice',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

interface EventRow {
  label: string;
  /** Who hears of it; the grid shows a user only their rows. */
  for: readonly UserType[];
  /** Set elsewhere (the alert settings choose how shift alerts are e-mailed): no e-mail box in the grid. */
  emailSetElsewhere?: boolean;
}

export const NOTIFICATION_EVENT_ROWS: Record<NotificationEvent, EventRow> = {
  message: { label: 'New message (when the app is not open)', for: ['clinic', 'relief_vet'] },
  application: { label: 'New application for a shift', for: ['clinic'] },
  application_decision: { label: 'Application accepted or declined', for: ['relief_vet'] },
  shift_filled: { label: 'A shift you applied for was filled', for: ['relief_vet'] },
  summary: { label: 'Booking summary received or answered', for: ['clinic', 'relief_vet'] },
  reminder: { label: 'Shift reminders and attendance', for: ['clinic', 'relief_vet'] },
  hours: { label: 'Hours to approve', for: ['clinic', 'relief_vet'] },
  first_look: { label: 'First look at shifts of clinics that favourited you', for: ['relief_vet'] },
  new_shifts: { label: 'New matching shifts (instant alerts only)', for: ['relief_vet'], emailSetElsewhere: true },
  invoice: { label: 'Invoice paid or overdue', for: ['clinic', 'relief_vet'] },
};

/** The events a user of this type hears of, in the grid's order. */
export function eventsFor(userType: UserType): NotificationEvent[] {
  return NOTIFICATION_EVENTS.filter((event) => NOTIFICATION_EVENT_ROWS[event].for.includes(userType));
}

/** GET /api/notification-grid: each event's channels, and whether pushes leave out what was written. */
export interface NotificationGrid {
  events: { event: NotificationEvent; email: boolean; push: boolean }[];
  /** Pushes say who wrote, never what: the message text stays off the lock screen. */
  hidePreviews: boolean;
}

const onOff = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** PUT /api/notification-grid: the cells to change; the others keep their value. */
export const notificationGridSchema = z
  .object({
    events: z
      .array(
        z.object({
          event: z.enum(NOTIFICATION_EVENTS, { error: `event must be one of ${NOTIFICATION_EVENTS.join(', ')}` }),
          email: onOff('email').optional(),
          push: onOff('push').optional(),
        }),
      )
      .max(NOTIFICATION_EVENTS.length * 2, { error: 'too many events' })
      .optional(),
    hidePreviews: onOff('hidePreviews').optional(),
  })
  .refine((input) => input.events !== undefined || input.hidePreviews !== undefined, { error: 'Send events or hidePreviews' });
export type NotificationGridInput = z.output<typeof notificationGridSchema>;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** POST /api/push-subscriptions: what PushSubscription.toJSON() gives. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'endpoint must be an https URL' }).max(1000, { error: 'endpoint must be at most 1,000 characters' }),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
      p256dh: z.string({ error: 'keys.p256dh is required' }).regex(BASE64URL, { error: 'keys.p256dh must be base64url' }).min(86).max(90),
      auth: z.string({ error: 'keys.auth is required' }).regex(BASE64URL, { error: 'keys.auth must be base64url' }).min(21).max(26),
    },
    { error: 'keys {p256dh, auth} are required' },
  ),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** DELETE /api/push-subscriptions */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: 'endpoint is required' }).min(1).max(1000, { error: 'endpoint must be at most 1,000 characters' }),
});

/** A user keeps at most this many devices subscribed; a new one past it replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;
