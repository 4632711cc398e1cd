// Marks pending referrals eligible once their referee qualifies (onboarding done; a clinic also
// subscribed): the admin's Referrals tab and 'Process Pending' read the stamp. One UPDATE per run.
import type { Job } from '../jobs/job';
import { markEligibleReferrals } from './service';

export const referralEligibilityJob: Job = {
  name: 'referral-eligibility',
  everyMs: 5 * 60 * 1000,
  run: (deps) => ({ eligible: markEligibleReferrals(deps.db, deps.clock()) }),
};
