// Request and response shapes of the session and auth calls (spec 1 §3, §5, §7).
// The server validates bodies with these and the web forms use the same schemas.
import { z } from 'zod';
import type { Access } from './access';
import type { ClinicProfile, VetProfile } from './profiles';
import { PASSWORD_MIN_LENGTH, REFERRAL_CODE_MAX_LENGTH, USER_TYPES } from './constants';

/** No deliverable address is longer (RFC 5321); longer input is junk, not an account. */
const EMAIL_MAX_LENGTH = 254;

export const email = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email' }).max(EMAIL_MAX_LENGTH, { error: 'Please enter a valid email' }));

/** Every new password: sign-up, reset and change. */
export const newPassword = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(200, { error: 'Password must be at most 200 characters' });

const firstName = z
  .string({ error: 'First name is required' })
  .trim()
  .min(1, { error: 'First name is required' })
  .max(100, { error: 'First name must be at most 100 characters' });

const lastName = z
  .string({ error: 'Last name is required' })
  .trim()
  .min(1, { error: 'Last name is required' })
  .max(100, { error: 'Last name must be at most 100 characters' });

export const userTypeSchema = z.enum(USER_TYPES, { error: 'Please select an account type' });

/** A password being checked, not chosen: no length rule, so passwords older than the rule still sign in. */
export const currentPassword = z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200);

export const loginSchema = z.object({ email, password: currentPassword });
export type LoginInput = z.infer<typeof loginSchema>;

/** The same as loginSchema: both sign-in doors take any stored password. */
export const simpleLoginSchema = loginSchema;

export const registerSchema = z.object({ email, password: newPassword, firstName, lastName, userType: userTypeSchema });
export type RegisterInput = z.infer<typeof registerSchema>;

const referralCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(REFERRAL_CODE_MAX_LENGTH, { error: `Referral code must be at most ${REFERRAL_CODE_MAX_LENGTH} characters` })
  .regex(/^[A-Z0-9]*$/, { error: 'Referral code may contain only letters and digits' })
  .optional()
  .transform((code) => (code ? code : undefined));

export const simpleRegisterSchema = registerSchema.extend({ referralCode });
export type SimpleRegisterInput = z.input<typeof simpleRegisterSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address' }).max(EMAIL_MAX_LENGTH, { error: 'Please enter a valid email address' })),
});

/** POST /api/reset-password/verify: is this link still good, before the user types a password. */
export const verifyResetTokenSchema = z.object({
  token: z.string({ error: 'Invalid reset token' }).min(1, { error: 'Invalid reset token' }).max(200),
});

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Invalid reset token' }).min(1, { error: 'Invalid reset token' }).max(200),
  newPassword,
});

/** The web form adds the confirmation field; only token and newPassword go to the server. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: resetPasswordSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });

/** The user object every auth call answers with (never the password hash). */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  userType: 'clinic' | 'relief_vet';
  onboardingCompleted: boolean;
  referralCode: string | null;
  referredBy: string | null;
  /** Whether unread messages are e-mailed after 10 minutes (PUT /api/notification-settings). */
  messageEmails: boolean;
  /** Signed in with a password shorter than today's rule: the app asks for a new one first. */
  passwordChangeRequired: boolean;
  createdAt: string;
  /** The user's clinic or vet profile, null until it is created. */
  profile: ClinicProfile | VetProfile | null;
  /** The access gate: 'ok', or what the user must do first. */
  access: Access;
}

/** Public, non-secret settings the web app reads at start (GET /api/config). */
export interface PublicConfig {
  appName: string;
  demoMode: boolean;
  /** 'stripe' when card payments are configured; 'off' when subscribing activates directly. */
  billing: 'stripe' | 'off';
  /** Stripe's publishable key, sent by the server so the build needs no keys. */
  stripePublishableKey: string | null;
  /** Who runs this deployment, as the legal pages name it ("the operator of VetRelief" when unset). */
  operatorName: string;
  /** The operator's postal address for legal notices, when configured. */
  operatorAddress: string | null;
  /** Where users write for help (help chat, legal pages). */
  supportEmail: string;
  /** Who answers address lookups: Google Places (streets), or the embedded gazetteer (cities and ZIP codes only). */
  addressLookup: 'google' | 'offline';
  /** The VAPID public key (base64url) a browser subscribes to push with. */
  vapidPublicKey: string;
}

export interface ApiError {
  message: string;
  code?: string;
}
