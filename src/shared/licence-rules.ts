// Which licences count, without zod: the apply and Book now dialogs read it on the search page's
// first paint. The licence payloads and answers are in trusted-network.ts.

interface LicenceFacts {
  state: string;
  status: 'unverified' | 'verified' | 'rejected';
  /** YYYY-MM-DD; null when unknown. */
  expiresOn: string | null;
}

/** "Licence verified · CA": verified and in date on `today` (YYYY-MM-DD). */
export function licenceShowsVerified(licence: Pick<LicenceFacts, 'status' | 'expiresOn'>, today: string): boolean {
  return licence.status === 'verified' && (licence.expiresOn === null || licence.expiresOn >= today);
}

/** Whether a vet holds an in-date licence (verified or not) for `state` on `date` — the warning on applying. */
export function holdsLicenceFor(licences: readonly LicenceFacts[], state: string, date: string): boolean {
  return licences.some((licence) => licence.state === state && licence.status !== 'rejected' && (licence.expiresOn === null || licence.expiresOn >= date));
}
