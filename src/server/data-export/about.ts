// The export's own description, written at its top: what each part holds and how values are
// written, so the file explains itself years after it was downloaded.

/** Bumped when a part changes shape or meaning. */
export const EXPORT_VERSION = 1;

export function aboutText(appName: string): string {
  return [
    `Everything ${appName} holds about your account, as of exportedAt.`,
    'Times are ISO 8601 in UTC; dates are YYYY-MM-DD and times of day HH:MM, as the shift was posted; money is in cents (US dollars).',
    'Other people appear by the name the app shows them by, never with their contact details.',
    'Parts: account (your sign-in details, without password or tokens); profile (your clinic or vet profile, null if not made);',
    'alertSettings; businessDetails (what your invoices print about you); subscription (clinics: plan, cards by last four, bills);',
    'shifts (clinics: the shifts you posted); availability (vets: the dates you posted);',
    "bookings (applications to shifts and the bookings they became); cancellations; availabilityRequests (clinics asking for a vet's posted date);",
    "summaries (booking summaries with their offered dates); conversations (each with the other party's name and every message, fromYou marking yours);",
    'hours (every version proposed and decided); ratingsGiven; ratingsReceived (those that show, as the app shows them);',
    'invoices (as printed, with lines and history); licences (vets); favourites (your own list); referrals (those you made, and the code you joined with).',
    'Photos are given by their URL (account.photoUrl). A part that does not apply to your kind of account is left out.',
  ].join(' ');
}
