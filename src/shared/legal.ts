// The legal constants of spec 2 §9, quoted by the terms of use, the privacy policy, the service
// agreement and the help chat, so a change is made once.

export const MINIMUM_AGE = 18;
/** Days after an account is deleted within which its personal data is deleted or anonymised. */
export const DATA_DELETION_DAYS = 30;
/** Days of notice before a change of the terms or of the subscription price takes effect. */
export const CHANGE_NOTICE_DAYS = 30;
/** Liability is capped at what the user paid in this many months before the claim. */
export const LIABILITY_CAP_MONTHS = 12;
export const PRIVACY_POLICY_UPDATED = 'January 26, 2025';
export const TERMS_EFFECTIVE = 'January 1, 2025';

/** The print window prints after this delay (its stylesheet loads first) ... */
export const PRINT_DELAY_MS = 500;
/** ... and closes itself after this one if the browser never reports the print as finished. */
export const PRINT_CLOSE_FALLBACK_MS = 5000;
/** The help chat's scripted answer arrives after this delay, behind a typing indicator. */
export const HELP_CHAT_REPLY_MS = 1000;
/** What the help chat promises for a written question. */
export const SUPPORT_REPLY_HOURS = 24;
