// The database schema. drizzle-kit generates migrations/ from this file (`bun run db:generate`).
// Timestamps are integer milliseconds; booleans are 0/1 integers.
import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { AVAILABILITY_REQUEST_STATUSES, POSTING_STATUSES } from '../../shared/availability';
import { SUBSCRIPTION_INVOICE_STATUSES, SUBSCRIPTION_STATUSES } from '../../shared/billing';
import { BOOKING_REQUEST_STATUSES, RECORDED_CANCELLATION_REASONS, SUMMARY_SHIFT_STATUSES, SUMMARY_STATUSES } from '../../shared/bookings';
import { REFERRAL_STATUSES } from '../../shared/referrals';
import { INVOICE_EVENT_KINDS, type InvoiceParty, SHIFT_INVOICE_STATUSES } from '../../shared/invoices';
import { HOURS_STATUSES } from '../../shared/shift-day';
import { INSTANT_BOOKING, LICENCE_STATUSES } from '../../shared/trusted-network';
import { SHIFT_STATUSES } from '../../shared/shifts';
import type { PushPayload } from '../../shared/push-payload';

const createdAt = () => integer('created_at', { mode: 'number' }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // Stored trimmed and lower-cased, so the unique index is case-insensitive in effect.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileImageUrl: text('profile_image_url'),
    userType: text('user_type', { enum: ['clinic', 'relief_vet'] }).notNull(),
    onboardingCompleted: integer('onboarding_completed', { mode: 'boolean' }).notNull().default(false),
    referralCode: text('referral_code').unique(),
    referredBy: text('referred_by'),
    /** Whether to e-mail this user when a message waits unread (messages/unread-email.job.ts). */
    messageEmails: integer('message_emails', { mode: 'boolean' }).notNull().default(true),
    /** The secret of the user's private iCalendar feed (issue 14); a new one revokes the old link. */
    calendarToken: text('calendar_token').unique(),
    /** Set at a sign-in whose password is shorter than today's rule (8): the app asks for a new one. */
    passwordChangeRequired: integer('password_change_required', { mode: 'boolean' }).notNull().default(false),
    /** Set when the user deleted the account (account-deletion/): signed out, hidden, withdrawn; a sign-in restores it. */
    deactivatedAt: integer('deactivated_at', { mode: 'number' }),
    /** When the account-erasure job erases a deactivated account (ms); null while active. */
    eraseAfter: integer('erase_after', { mode: 'number' }),
    /** Set when the account was erased: its personal data is gone and nobody can sign in as it. */
    erasedAt: integer('erased_at', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'number' }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [
    // The erasure job and the admin's list of pending deletions.
    index('users_erase_after_idx').on(table.eraseAfter).where(sql`erase_after IS NOT NULL`),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    /** JSON: { userId } */
    sess: text('sess').notNull(),
    /** Expiry in ms since the epoch. */
    expire: integer('expire', { mode: 'number' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sessions_expire_idx').on(table.expire), index('sessions_user_idx').on(table.userId)],
);

export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    used: integer('used', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_idx').on(table.tokenHash), index('password_reset_tokens_expires_idx').on(table.expiresAt)],
);

/** A signed-in user's request to move to a new e-mail address, confirmed by a link sent there. */
export const emailChangeRequests = sqliteTable(
  'email_change_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased, like users.email. */
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    used: integer('used', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('email_change_requests_hash_idx').on(table.tokenHash), index('email_change_requests_user_idx').on(table.userId)],
);

export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** pending → sending (claimed by a delivery pass) → sent, or back to pending to retry, or failed after the last retry. */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row is next due: its retry time while pending, the end of its claim while sending. */
    nextAttemptAt: integer('next_attempt_at', { mode: 'number' }).notNull(),
    lastError: text('last_error'),
    /** Extra headers as a JSON object (List-Unsubscribe, List-Unsubscribe-Post on alerts). */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    sentAt: integer('sent_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [index('email_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

const updatedAt = () => integer('updated_at', { mode: 'number' }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

/** Address columns both profiles share; latitude/longitude stay null when the address cannot be located. */
const addressColumns = () => ({
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zipCode: text('zip_code').notNull(),
  phone: text('phone').notNull(),
  latitude: real('latitude'),
  longitude: real('longitude'),
  /** Fields saved before today's checks that fail them (e.g. ["phone","state"]); null when none.
   * Filled by migration 0019; the profile page asks for a fix, and a valid save clears it. */
  fieldsToFix: text('fields_to_fix', { mode: 'json' }).$type<string[]>(),
});

export const clinicProfiles = sqliteTable(
  'clinic_profiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicName: text('clinic_name').notNull(),
    ...addressColumns(),
    practiceTypes: text('practice_types', { mode: 'json' }).$type<string[]>().notNull(),
    searchRadius: integer('search_radius').notNull().default(25),
    averageAppointmentTime: integer('average_appointment_time').notNull().default(20),
    description: text('description'),
    /** Parking, entrance, whom to ask for, software, dress, lunch: shown only to the clinic and its booked vets. */
    arrivalNotes: text('arrival_notes'),
    /** The post dialog's defaults: hours of first look for favourites (0, 12, 24, 48) and instant booking. */
    defaultFirstLookHours: integer('default_first_look_hours').notNull().default(0),
    defaultInstantBooking: text('default_instant_booking', { enum: INSTANT_BOOKING }).notNull().default('off'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('clinic_profiles_location_idx').on(table.latitude, table.longitude),
    // The availability fan-out's widest search radius (alerts/matching.ts): max() from the index.
    index('clinic_profiles_search_radius_idx').on(table.searchRadius),
  ],
);

export const vetProfiles = sqliteTable(
  'vet_profiles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    licenseNumber: text('license_number').notNull(),
    yearsExperience: integer('years_experience').notNull(),
    ...addressColumns(),
    practiceTypes: text('practice_types', { mode: 'json' }).$type<string[]>().notNull(),
    /** Cents. */
    hourlyRate: integer('hourly_rate').notNull(),
    bio: text('bio'),
    availableRadius: integer('available_radius').notNull().default(50),
    isAvailable: integer('is_available', { mode: 'boolean' }).notNull().default(true),
    wantsAutoInvites: integer('wants_auto_invites', { mode: 'boolean' }).notNull().default(true),
    inviteRadius: integer('invite_radius').notNull().default(50),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('vet_profiles_location_idx').on(table.latitude, table.longitude),
    // The alert fan-out's widest invite radius (alerts/matching.ts): max() from the index, not a scan.
    index('vet_profiles_auto_invite_radius_idx').on(table.inviteRadius).where(sql`wants_auto_invites = 1`),
  ],
);

/** US ZIP code centroids, loaded on first start from the embedded `zipcodes` data set. */
export const zipGazetteer = sqliteTable(
  'zip_gazetteer',
  {
    zip: text('zip').primaryKey(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
  },
  (table) => [index('zip_gazetteer_city_idx').on(table.city)],
);

export const subscriptions = sqliteTable('subscriptions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** The clinic's user id: one current subscription per clinic. */
  clinicId: integer('clinic_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Null when billing is off (no Stripe configured). */
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  stripeCustomerId: text('stripe_customer_id'),
  planType: text('plan_type').notNull().default('professional'),
  /** Stripe's subscription statuses, except that one ending (or ended) is kept as 'cancelled'. */
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
  cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
  currentPeriodStart: integer('current_period_start', { mode: 'number' }),
  currentPeriodEnd: integer('current_period_end', { mode: 'number' }),
  /** Cents. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('usd'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const paymentMethods = sqliteTable(
  'payment_methods',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripePaymentMethodId: text('stripe_payment_method_id').notNull().unique(),
    type: text('type').notNull(),
    last4: text('last4'),
    brand: text('brand'),
    expiryMonth: integer('expiry_month'),
    expiryYear: integer('expiry_year'),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('payment_methods_user_idx').on(table.userId)],
);

/** Stripe's bills for the clinic's subscription — not the vet's invoices for shifts (shiftInvoices). */
export const subscriptionInvoices = sqliteTable(
  'subscription_invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** Cents. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: SUBSCRIPTION_INVOICE_STATUSES }).notNull(),
    paidAt: integer('paid_at', { mode: 'number' }),
    dueDate: integer('due_date', { mode: 'number' }),
    periodStart: integer('period_start', { mode: 'number' }),
    periodEnd: integer('period_end', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [index('subscription_invoices_clinic_idx').on(table.clinicId)],
);

/** Stripe webhook events already applied: each event is applied once, however often delivered. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: integer('processed_at', { mode: 'number' }).notNull(),
});

/** Small operator-level facts the product keeps, e.g. the Stripe price it created. */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const shifts = sqliteTable(
  'shifts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The clinic's user id. */
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shiftDate: text('shift_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** Cents. */
    hourlyRate: integer('hourly_rate').notNull(),
    shiftType: text('shift_type').notNull(),
    status: text('status', { enum: SHIFT_STATUSES }).notNull().default('open'),
    practiceTypes: text('practice_types', { mode: 'json' }).$type<string[]>().notNull(),
    notes: text('notes'),
    bookedByVetId: integer('booked_by_vet_id').references(() => users.id, { onDelete: 'set null' }),
    /** Until then only the clinic's favourite vets see and apply to the shift; null: public. */
    firstLookUntil: integer('first_look_until', { mode: 'number' }),
    /** Who may book at once instead of applying. */
    instantBooking: text('instant_booking', { enum: INSTANT_BOOKING }).notNull().default('off'),
    // The clinic's location, copied here so distance search reads one indexed table;
    // kept in step when the clinic profile moves.
    latitude: real('latitude'),
    longitude: real('longitude'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('shifts_clinic_date_idx').on(table.clinicId, table.shiftDate),
    // Open shifts by place then date: the bounding-box prefilter of distance search.
    index('shifts_open_location_idx').on(table.latitude, table.longitude, table.shiftDate).where(sql`status = 'open'`),
    // A vet's booked shifts by date: the no-double-booking check reads the day before, of and after.
    index('shifts_booked_vet_idx').on(table.bookedByVetId, table.shiftDate).where(sql`status = 'booked'`),
    // The shift-day job (reminders, attendance, hours nudges): booked shifts by date.
    index('shifts_booked_date_idx').on(table.shiftDate).where(sql`status = 'booked'`),
    // Shifts in (or once in) a first look: counts subtract the few still in it from the open ones.
    index('shifts_first_look_idx').on(table.firstLookUntil).where(sql`first_look_until is not null`),
  ],
);

export const vetAvailability = sqliteTable(
  'vet_availability',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The vet's user id. */
    vetId: integer('vet_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    availableDate: text('available_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    practiceTypes: text('practice_types', { mode: 'json' }).$type<string[]>().notNull(),
    /** Cents; optional. */
    hourlyRate: integer('hourly_rate'),
    travelRadius: integer('travel_radius').notNull().default(50),
    notes: text('notes'),
    status: text('status', { enum: POSTING_STATUSES }).notNull().default('available'),
    bookedByClinicId: integer('booked_by_clinic_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('vet_availability_vet_date_idx').on(table.vetId, table.availableDate)],
);

/**
 * Messages between a clinic and a vet (spec 2 §3). `threadId` names the pair ('{lower id}:{higher
 * id}'), so one index serves a thread's pages whichever side asks.
 */
export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadId: text('thread_id').notNull(),
    content: text('content').notNull(),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    readAt: integer('read_at', { mode: 'number' }),
    /** When the unread-message e-mail job looked at it (e-mailed or not); null until then. */
    noticedAt: integer('noticed_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_thread_idx').on(table.threadId, table.id),
    index('messages_unread_idx').on(table.toUserId, table.fromUserId).where(sql`is_read = 0`),
    // Unread messages the e-mail job has not looked at yet, oldest first.
    index('messages_unnoticed_idx').on(table.createdAt).where(sql`is_read = 0 and noticed_at is null`),
  ],
);

/**
 * One row per user and partner: the conversation list without scanning a user's history. Kept by
 * the message service in the same transaction as the message or the read that changes it.
 */
export const conversations = sqliteTable(
  'conversations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull(),
    /** Messages from the partner this user has not read. */
    unreadCount: integer('unread_count').notNull().default(0),
    /** When this user was last e-mailed about an unread message from the partner. */
    lastEmailedAt: integer('last_emailed_at', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.partnerId] }),
    index('conversations_recent_idx').on(table.userId, table.lastMessageId),
    // The badge: a user's unread total reads only the conversations with something unread.
    index('conversations_unread_idx').on(table.userId, table.unreadCount).where(sql`unread_count > 0`),
  ],
);

/**
 * Applications of vets to shifts (spec 2 §3 BookingRequest), and the bookings they become: a
 * booked shift has exactly one accepted row. Dates accepted in a booking summary are stored here
 * too (isFromSummary), so every booking is cancelled, charged and listed the same way.
 * `clinicId` is the shift's clinic, copied so a clinic's list reads one index.
 */
export const bookingRequests = sqliteTable(
  'booking_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    vetId: integer('vet_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    /** pending | accepted | declined | withdrawn | cancelled (src/shared/bookings.ts). */
    status: text('status', { enum: BOOKING_REQUEST_STATUSES }).notNull().default('pending'),
    isFromSummary: integer('is_from_summary', { mode: 'boolean' }).notNull().default(false),
    /** Booked by the vet's Book now (instant booking), not by the clinic accepting. */
    isInstant: integer('is_instant', { mode: 'boolean' }).notNull().default(false),
    /** When it left pending (accepted, declined, withdrawn). */
    decidedAt: integer('decided_at', { mode: 'number' }),
    /** When the booked vet confirmed "I'll be there" (signed in, or the signed link of a reminder). */
    attendanceConfirmedAt: integer('attendance_confirmed_at', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One application per vet per shift.
    uniqueIndex('booking_requests_shift_vet_idx').on(table.shiftId, table.vetId),
    index('booking_requests_vet_idx').on(table.vetId, table.status, table.id),
    index('booking_requests_clinic_idx').on(table.clinicId, table.status, table.id),
    index('booking_requests_shift_status_idx').on(table.shiftId, table.status),
  ],
);

/** Spec 2 §3 Booking fee: recorded with every booking, left unbilled (charging is not specified). */
export const bookingFees = sqliteTable(
  'booking_fees',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingRequestId: integer('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    /** Cents. */
    amount: integer('amount').notNull().default(1500),
    currency: text('currency').notNull().default('usd'),
    /** pending (unbilled) | waived (the booking was cancelled) | paid. */
    status: text('status', { enum: ['pending', 'waived', 'paid'] })
      .notNull()
      .default('pending'),
    paymentIntentId: text('payment_intent_id'),
    paidAt: integer('paid_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('booking_fees_request_idx').on(table.bookingRequestId), index('booking_fees_clinic_idx').on(table.clinicId)],
);

/**
 * Who cancelled a booked shift, when, why and how long before its start. The late ones (under
 * 48 h) are counted on the canceller's card, which the search indexes hold: triggers feed the
 * change log (kind 'vet' or 'clinic', the canceller's user id).
 */
export const shiftCancellations = sqliteTable(
  'shift_cancellations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    bookingRequestId: integer('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    cancelledByUserId: integer('cancelled_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** clinic | relief_vet */
    cancelledByRole: text('cancelled_by_role', { enum: ['clinic', 'relief_vet'] }).notNull(),
    vetId: integer('vet_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of RECORDED_CANCELLATION_REASONS. */
    reason: text('reason', { enum: RECORDED_CANCELLATION_REASONS }).notNull(),
    details: text('details'),
    /** The shift's start (ms, its wall-clock time read as UTC), to tell how much notice was given. */
    shiftStartsAt: integer('shift_starts_at', { mode: 'number' }).notNull(),
    /** Under 48 hours before the start. */
    isLate: integer('is_late', { mode: 'boolean' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('shift_cancellations_canceller_idx').on(table.cancelledByUserId, table.createdAt),
    index('shift_cancellations_request_idx').on(table.bookingRequestId),
  ],
);

/** Spec 2 §3 BookingSummary: several dates a clinic offers one vet, answered together. */
export const bookingSummaries = sqliteTable(
  'booking_summaries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vetUserId: integer('vet_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | edited | fully_accepted | partially_accepted | declined | withdrawn | expired */
    status: text('status', { enum: SUMMARY_STATUSES }).notNull().default('pending'),
    notes: text('notes'),
    messageThreadId: text('message_thread_id').notNull(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    respondedAt: integer('responded_at', { mode: 'number' }),
    responseNotes: text('response_notes'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('booking_summaries_clinic_idx').on(table.clinicId, table.id),
    index('booking_summaries_vet_idx').on(table.vetUserId, table.id),
    // The expiry job: live summaries by deadline.
    index('booking_summaries_live_idx').on(table.expiresAt).where(sql`status in ('pending', 'edited')`),
  ],
);

/** Spec 2 §3 Summary shift: one offered date; an accepted one becomes a booked shift (createdShiftId). */
export const bookingSummaryShifts = sqliteTable(
  'booking_summary_shifts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    summaryId: integer('summary_id')
      .notNull()
      .references(() => bookingSummaries.id, { onDelete: 'cascade' }),
    shiftDate: text('shift_date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** Cents. */
    hourlyRate: integer('hourly_rate').notNull(),
    notes: text('notes'),
    unpaidLunch: integer('unpaid_lunch', { mode: 'boolean' }).notNull().default(false),
    /** pending | accepted | declined */
    status: text('status', { enum: SUMMARY_SHIFT_STATUSES }).notNull().default('pending'),
    createdShiftId: integer('created_shift_id').references(() => shifts.id, { onDelete: 'set null' }),
  },
  (table) => [index('booking_summary_shifts_summary_idx').on(table.summaryId)],
);

/**
 * A clinic asks for a date a vet posted (spec 2 §3 'Clinic booking request'). Accepting books a
 * shift of that clinic for the vet (createdShiftId) and marks the posting booked.
 */
export const availabilityRequests = sqliteTable(
  'availability_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    availabilityPostingId: integer('availability_posting_id')
      .notNull()
      .references(() => vetAvailability.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The posting's vet, copied so the vet's list reads one index. */
    vetId: integer('vet_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Cents; optional. */
    proposedHourlyRate: integer('proposed_hourly_rate'),
    message: text('message'),
    /** pending | accepted | declined | withdrawn */
    status: text('status', { enum: AVAILABILITY_REQUEST_STATUSES }).notNull().default('pending'),
    createdShiftId: integer('created_shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('availability_requests_posting_clinic_idx').on(table.availabilityPostingId, table.clinicId),
    index('availability_requests_vet_idx').on(table.vetId, table.status, table.id),
    index('availability_requests_clinic_idx').on(table.clinicId, table.status, table.id),
  ],
);

/** How a user wants alerts (issue 12); no row means the defaults (instant, 7 o'clock digest). */
export const alertSettings = sqliteTable('alert_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** instant | digest | off */
  mode: text('mode').notNull().default('instant'),
  digestHour: integer('digest_hour').notNull().default(7),
  /** When the last instant alert went to this user (the one-an-hour cap). */
  lastInstantAt: integer('last_instant_at', { mode: 'number' }),
  /** The local date (YYYY-MM-DD) of the last digest sent, so one goes out a day. */
  lastDigestDate: text('last_digest_date'),
});

/**
 * One row per cause of alerts (a clinic's post of shifts, a vet's post of availability), written
 * in the same transaction as the post; the alert job fans it out to the recipients.
 */
export const alertFanouts = sqliteTable(
  'alert_fanouts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** shifts | availability (AlertKind: what the recipients hear of) */
    kind: text('kind').notNull(),
    /** The clinic that posted shifts, or the vet that posted availability. */
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The shift or posting ids of the post. */
    refIds: text('ref_ids', { mode: 'json' }).$type<number[]>().notNull(),
    /** pending → running (claimed until claimedUntil) → done */
    status: text('status', { enum: ['pending', 'running', 'done'] })
      .notNull()
      .default('pending'),
    claimedUntil: integer('claimed_until', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    recipients: integer('recipients'),
    /** Not fanned out before then: a shift post in its first look is told to everyone when it ends. */
    notBefore: integer('not_before', { mode: 'number' }),
    createdAt: createdAt(),
    doneAt: integer('done_at', { mode: 'number' }),
  },
  (table) => [index('alert_fanouts_due_idx').on(table.status, table.id)],
);

/**
 * Who was told of which cause, once: the unique (recipient, fanout) row is written in the same
 * transaction as the instant e-mail's outbox row, so a retried fan-out skips them. A digest row
 * waits (digestSentAt null) for the recipient's next daily digest.
 */
export const alertDeliveries = sqliteTable(
  'alert_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fanoutId: integer('fanout_id')
      .notNull()
      .references(() => alertFanouts.id, { onDelete: 'cascade' }),
    /** instant | digest */
    mode: text('mode').notNull(),
    outboxId: integer('outbox_id'),
    digestSentAt: integer('digest_sent_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('alert_deliveries_recipient_fanout_idx').on(table.recipientId, table.fanoutId),
    index('alert_deliveries_digest_idx').on(table.recipientId).where(sql`mode = 'digest' and digest_sent_at is null`),
  ],
);

/**
 * A vet (or clinic) who registered with another vet's referral code (spec 2 §3 Referral; issue
 * 13). pending → verified (an admin, or Process Pending once eligible) → rewarded ($10 Visa card).
 * A person is referred at most once (unique referee).
 */
export const referrals = sqliteTable(
  'referrals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeId: integer('referee_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralCode: text('referral_code').notNull(),
    /** pending | verified | rewarded */
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('pending'),
    /** Which register call brought the referee: register | simple-register (spec's second version). */
    registrationMethod: text('registration_method'),
    rewardType: text('reward_type').notNull().default('visa_prepaid_card'),
    /** Cents (spec: 10.00 dollars). */
    rewardAmount: integer('reward_amount').notNull().default(1000),
    /** When the referee qualified (onboarding done; a clinic also paid): set by the eligibility job. */
    eligibleAt: integer('eligible_at', { mode: 'number' }),
    verifiedAt: integer('verified_at', { mode: 'number' }),
    verificationNotes: text('verification_notes'),
    /** The reward provider's ids (Tremendous: order and reward) and the card's link, once sent. */
    rewardOrderId: text('reward_order_id'),
    rewardId: text('reward_id'),
    prepaidUrl: text('prepaid_url'),
    rewardSentDate: integer('reward_sent_date', { mode: 'number' }),
    /** The last failed attempt to send the card, for the admin. */
    rewardError: text('reward_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('referrals_referrer_idx').on(table.referrerId), index('referrals_status_idx').on(table.status, table.id)],
);

/** Spec 2 §3 Feature flag: switches for the whole marketplace, set from the admin panel. */
export const featureFlags = sqliteTable('feature_flags', {
  flagName: text('flag_name').primaryKey(),
  isEnabled: integer('is_enabled', { mode: 'boolean' }).notNull().default(false),
  description: text('description'),
  updatedAt: updatedAt(),
});

/** Admin panel sessions: separate from user sessions (own cookie, SameSite=Strict, 8 hours). */
export const adminSessions = sqliteTable('admin_sessions', {
  sid: text('sid').primaryKey(),
  expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});

/**
 * The shift day's messages already handled for a booking, once each: reminders to the vet (48 h,
 * 3 h), the clinic's unconfirmed-attendance notice, the hours nudges. A row is written in the same
 * transaction as the e-mail it stands for (or as 'skipped' when it no longer makes sense), so a
 * restart never sends one twice.
 */
export const bookingNotices = sqliteTable(
  'booking_notices',
  {
    bookingRequestId: integer('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    /** One of BOOKING_NOTICE_KINDS (src/server/reminders). */
    kind: text('kind').notNull(),
    outcome: text('outcome', { enum: ['sent', 'skipped'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.bookingRequestId, table.kind] })],
);

/**
 * The hours of a booked shift, one row per version: each is one side's proposal (HOURS_STATUSES
 * in src/shared/shift-day.ts). The latest version says where the hours stand; an approved one
 * makes the shift completed. Parties and the rate are copied from the booking so the counts, the
 * To do lists and the auto-approval job each read one index.
 */
export const shiftHours = sqliteTable(
  'shift_hours',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    bookingRequestId: integer('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    vetId: integer('vet_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: integer('clinic_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 2, … per booking. */
    version: integer('version').notNull(),
    proposedBy: text('proposed_by', { enum: ['relief_vet', 'clinic'] }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    breakMinutes: integer('break_minutes').notNull(),
    /** The vet's note, or the clinic's reason for its correction. */
    note: text('note'),
    workedMinutes: integer('worked_minutes').notNull(),
    /** Cents an hour, as booked. */
    hourlyRate: integer('hourly_rate').notNull(),
    /** Cents: worked hours × rate. */
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: HOURS_STATUSES }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at', { mode: 'number' }),
    /** Null with a decidedAt: decided by the system (automatic approval). */
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('shift_hours_booking_version_idx').on(table.bookingRequestId, table.version),
    index('shift_hours_shift_idx').on(table.shiftId),
    // The auto-approval job: submissions by age.
    index('shift_hours_submitted_idx').on(table.createdAt).where(sql`status = 'submitted'`),
    index('shift_hours_vet_status_idx').on(table.vetId, table.status),
    index('shift_hours_clinic_status_idx').on(table.clinicId, table.status),
  ],
);

/**
 * One side's rating of the other after a completed shift. Double-blind: visibleAt stays null until
 * both sides have rated or visibleBy (approval + 14 days) has passed; the rating job sets it.
 */
export const shiftRatings = sqliteTable(
  'shift_ratings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    bookingRequestId: integer('booking_request_id')
      .notNull()
      .references(() => bookingRequests.id, { onDelete: 'cascade' }),
    raterUserId: integer('rater_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raterRole: text('rater_role', { enum: ['relief_vet', 'clinic'] }).notNull(),
    rateeUserId: integer('ratee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    wouldWorkAgain: integer('would_work_again', { mode: 'boolean' }).notNull(),
    comment: text('comment'),
    /** The hours' approval + RATING_BLIND_MS: visible from then even if the other side never rates. */
    visibleBy: integer('visible_by', { mode: 'number' }).notNull(),
    visibleAt: integer('visible_at', { mode: 'number' }),
    response: text('response'),
    respondedAt: integer('responded_at', { mode: 'number' }),
    /** Hidden by an admin (the comment and response are not shown; the stars still count). */
    hiddenAt: integer('hidden_at', { mode: 'number' }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('shift_ratings_booking_rater_idx').on(table.bookingRequestId, table.raterRole),
    // A profile's visible comments, newest first.
    index('shift_ratings_ratee_visible_idx').on(table.rateeUserId, table.visibleAt).where(sql`visible_at is not null`),
    // The rating job: blind ratings by the time they show anyway.
    index('shift_ratings_blind_idx').on(table.visibleBy).where(sql`visible_at is null`),
  ],
);

/**
 * Each user's record as cards show it, kept up to date by the services that change it (never
 * counted per request): completed shifts, and the visible ratings' count, star sum and
 * would-work-again count. Triggers log 'vet' and 'clinic' changes so the search indexes follow.
 */
export const trackRecords = sqliteTable('track_records', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  completedShifts: integer('completed_shifts').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
  starSum: integer('star_sum').notNull().default(0),
  wouldWorkAgainCount: integer('would_work_again_count').notNull().default(0),
  updatedAt: updatedAt(),
});

/** Every admin action: who (the admin session), what, on what, when, from which address. */
export const adminAuditLog = sqliteTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    action: text('action').notNull(),
    target: text('target'),
    detail: text('detail', { mode: 'json' }).$type<Record<string, unknown>>(),
    sessionId: text('session_id'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt)],
);

// ── Getting paid: the vet's invoices to clinics for approved hours (shared/invoices.ts) ──────

/** Printed on invoices only, never on profiles or cards: the vet's business, the clinic's billing. */
export const businessDetails = sqliteTable('business_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // A vet's: null means the default ("Dr. {first} {last}", the profile's address).
  businessName: text('business_name'),
  invoiceAddress: text('invoice_address'),
  taxId: text('tax_id'),
  paymentInstructions: text('payment_instructions'),
  paymentTermsDays: integer('payment_terms_days').notNull().default(15),
  // A clinic's: null means the account's e-mail.
  billingEmail: text('billing_email'),
  billingContact: text('billing_contact'),
  updatedAt: updatedAt(),
});

/**
 * A vet's invoice to a clinic. The parties' names and addresses are copied in as printed (refreshed
 * while a draft, frozen when sent), and the user ids are set null when an account is deleted: an
 * invoice is a business record both sides keep.
 */
export const shiftInvoices = sqliteTable(
  'shift_invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vetId: integer('vet_id').references(() => users.id, { onDelete: 'set null' }),
    clinicId: integer('clinic_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: SHIFT_INVOICE_STATUSES }).notNull().default('draft'),
    /** Set when sent: per vet and year, gapless (shift_invoice_counters). */
    numberYear: integer('number_year'),
    numberSequence: integer('number_sequence'),
    /** "2026-0007": numberYear and numberSequence as printed. */
    number: text('number'),
    dueInDays: integer('due_in_days').notNull(),
    /** YYYY-MM-DD in the vet's calendar, set when sent. */
    issuedOn: text('issued_on'),
    dueOn: text('due_on'),
    note: text('note'),
    /** Cents: the sum of the lines. */
    totalCents: integer('total_cents').notNull(),
    vetParty: text('vet_party', { mode: 'json' }).$type<InvoiceParty>().notNull(),
    clinicParty: text('clinic_party', { mode: 'json' }).$type<InvoiceParty>().notNull(),
    paymentInstructions: text('payment_instructions'),
    sentAt: integer('sent_at', { mode: 'number' }),
    paidOn: text('paid_on'),
    paidReference: text('paid_reference'),
    paidMarkedByUserId: integer('paid_marked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    voidedAt: integer('voided_at', { mode: 'number' }),
    /** Overdue reminders sent to the clinic (at most OVERDUE_REMINDERS_MAX). */
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: integer('last_reminded_at', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Two sends at once cannot take one number.
    uniqueIndex('shift_invoices_vet_number_idx').on(table.vetId, table.numberYear, table.numberSequence),
    index('shift_invoices_vet_status_idx').on(table.vetId, table.status, table.issuedOn),
    index('shift_invoices_clinic_status_idx').on(table.clinicId, table.status, table.issuedOn),
    // The lists' page order (list.ts), so a page reads its rows from the index instead of sorting all of the party's.
    index('shift_invoices_vet_list_idx').on(table.vetId, sql`coalesce(issued_on, '9999-12-31') DESC`, sql`id DESC`),
    index('shift_invoices_clinic_list_idx').on(table.clinicId, sql`coalesce(issued_on, '9999-12-31') DESC`, sql`id DESC`),
    // The overdue job: sent invoices by due date.
    index('shift_invoices_sent_due_idx').on(table.dueOn).where(sql`status = 'sent'`),
  ],
);

export const shiftInvoiceLines = sqliteTable(
  'shift_invoice_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => shiftInvoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['shift', 'extra'] }).notNull(),
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    /** The approved version of the hours the line was made from. */
    shiftHoursId: integer('shift_hours_id').references(() => shiftHours.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    workDate: text('work_date'),
    workedMinutes: integer('worked_minutes'),
    /** Cents an hour. */
    hourlyRate: integer('hourly_rate'),
    /** Cents, rounded once: the invoice total is the sum of these. */
    amountCents: integer('amount_cents').notNull(),
    /** Set when the invoice is voided: the shift may go on another invoice. */
    released: integer('released', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [
    index('shift_invoice_lines_invoice_idx').on(table.invoiceId, table.position),
    // A shift is on at most one live invoice (draft, sent or paid).
    uniqueIndex('shift_invoice_lines_live_shift_idx').on(table.shiftId).where(sql`shift_id IS NOT NULL AND released = 0`),
  ],
);

/** The last number taken per vet and year: taken in the same transaction as the send. */
export const shiftInvoiceCounters = sqliteTable(
  'shift_invoice_counters',
  {
    vetId: integer('vet_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (table) => [primaryKey({ columns: [table.vetId, table.year] })],
);

/** Each step of an invoice, with who and when. */
export const shiftInvoiceEvents = sqliteTable(
  'shift_invoice_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => shiftInvoices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVOICE_EVENT_KINDS }).notNull(),
    /** Null: VetRelief itself (a reminder), or an account since deleted. */
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    bySide: text('by_side', { enum: ['vet', 'clinic'] }),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (table) => [index('shift_invoice_events_invoice_idx').on(table.invoiceId)],
);

// ── A trusted network: favourites, licences, photos (shared/trusted-network.ts) ───────────────

/** A clinic's favourite vets and a vet's favourite clinics: private to the owner. */
export const favourites = sqliteTable(
  'favourites',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.targetId] }), index('favourites_target_idx').on(table.targetId, table.ownerId)],
);

/** A vet's licences, one per state, checked by an admin. */
export const vetLicences = sqliteTable(
  'vet_licences',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vetId: integer('vet_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    licenceNumber: text('licence_number').notNull(),
    /** YYYY-MM-DD; null when unknown (carried over from the single number of earlier profiles). */
    expiresOn: text('expires_on'),
    status: text('status', { enum: LICENCE_STATUSES }).notNull().default('unverified'),
    decidedAt: integer('decided_at', { mode: 'number' }),
    decisionNote: text('decision_note'),
    /** Set by the expiry job on the day: the badge goes. */
    expiredAt: integer('expired_at', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('vet_licences_vet_state_idx').on(table.vetId, table.state),
    // The admin's queue: unverified, newest first, by state.
    index('vet_licences_unverified_idx').on(table.createdAt, table.state).where(sql`status = 'unverified'`),
    // The expiry job.
    index('vet_licences_expiry_idx').on(table.expiresOn).where(sql`expires_on IS NOT NULL AND expired_at IS NULL`),
  ],
);

/** Expiry e-mails sent, once each: kind '60', '14' (days before) or 'expired'. */
export const licenceNotices = sqliteTable(
  'licence_notices',
  {
    licenceId: integer('licence_id')
      .notNull()
      .references(() => vetLicences.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The expiry date the notice was for: a renewed licence gets its notices again. */
    expiresOn: text('expires_on').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.licenceId, table.kind, table.expiresOn] })],
);

/** A profile photo or clinic logo, re-encoded square WebP, kept in the database so backups carry it. */
export const profilePhotos = sqliteTable('profile_photos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Content hash of the large image: the URL's name, so it can be cached for ever. */
  hash: text('hash').notNull().unique(),
  large: blob('large', { mode: 'buffer' }).notNull(),
  small: blob('small', { mode: 'buffer' }).notNull(),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type ShiftRow = typeof shifts.$inferSelect;
export type BookingRequestRow = typeof bookingRequests.$inferSelect;
export type ShiftCancellationRow = typeof shiftCancellations.$inferSelect;
export type BookingSummaryRow = typeof bookingSummaries.$inferSelect;
export type BookingSummaryShiftRow = typeof bookingSummaryShifts.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type ClinicProfileRow = typeof clinicProfiles.$inferSelect;
export type VetProfileRow = typeof vetProfiles.$inferSelect;
export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type PushOutboxRow = typeof pushOutbox.$inferSelect;
export type ShiftHoursRow = typeof shiftHours.$inferSelect;
export type ShiftRatingRow = typeof shiftRatings.$inferSelect;
export type TrackRecordRow = typeof trackRecords.$inferSelect;
export type ShiftInvoiceRow = typeof shiftInvoices.$inferSelect;
export type ShiftInvoiceLineRow = typeof shiftInvoiceLines.$inferSelect;
export type BusinessDetailsRow = typeof businessDetails.$inferSelect;

/**
 * The change log: triggers (migrations 0006–0008) append the id of every shift, profile and
 * account a write touched, so the in-memory indexes and caches that read it stay in step with
 * the database whichever code path wrote (src/server/lib/change-log.ts). Pruned after a day.
 */
export const changeLog = sqliteTable(
  'change_log',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    /** shift | vet | clinic | account (ChangeKind). */
    kind: text('kind').notNull(),
    /** A shift id for 'shift', a user id otherwise. */
    refId: integer('ref_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('change_log_created_idx').on(table.createdAt)],
);

/** The last run of each registered job (src/server/jobs/registry.ts), kept across restarts for the admin panel. */
export const jobRuns = sqliteTable('job_runs', {
  name: text('name').primaryKey(),
  /** Finished runs, failed ones included. */
  runs: integer('runs').notNull().default(0),
  lastStartedAt: integer('last_started_at', { mode: 'number' }),
  lastFinishedAt: integer('last_finished_at', { mode: 'number' }),
  /** The last run's error; null when it succeeded. */
  lastError: text('last_error'),
  /** The last successful run's summary, e.g. { sent: 3 }. */
  lastSummary: text('last_summary', { mode: 'json' }).$type<Record<string, number>>(),
});

/**
 * A browser's push subscription (issue 25): where to post a user's pushes on one device. An
 * endpoint belongs to one user; subscribing it from another account moves it.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url) that the payload is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint), index('push_subscriptions_user_idx').on(table.userId, table.id)],
);

/**
 * The push outbox: one row per (user, event, payload), written beside the change it reports;
 * the push-delivery job sends it to each of the user's subscriptions at least once.
 */
export const pushOutbox = sqliteTable(
  'push_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A NotificationEvent. */
    event: text('event').notNull(),
    /** The PushPayload, as the service worker receives it. */
    payload: text('payload', { mode: 'json' }).$type<PushPayload>().notNull(),
    /** Seconds a push service keeps it for an offline device. */
    ttl: integer('ttl').notNull(),
    urgency: text('urgency', { enum: ['very-low', 'low', 'normal', 'high'] }).notNull(),
    /** A later push with the same topic replaces an undelivered one (several messages of one thread). */
    topic: text('topic'),
    /** pending → sending (claimed) → sent, or back to pending to retry, or failed after the last retry. */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** The subscriptions still to reach; null until the first attempt takes the user's devices of that moment. */
    remaining: text('remaining', { mode: 'json' }).$type<number[]>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'number' }).notNull(),
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [index('push_outbox_due_idx').on(table.status, table.nextAttemptAt)],
);

/** A user's notification grid (shared/notifications.ts): the cells switched off; no row means all on. */
export const notificationSettings = sqliteTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Events not e-mailed, e.g. ["summary"]. The message row's e-mail stays users.message_emails. */
  emailOff: text('email_off', { mode: 'json' }).$type<string[]>().notNull().default([]),
  /** Events not pushed. */
  pushOff: text('push_off', { mode: 'json' }).$type<string[]>().notNull().default([]),
  /** Pushes name who wrote but not what. */
  hidePreviews: integer('hide_previews', { mode: 'boolean' }).notNull().default(false),
});
