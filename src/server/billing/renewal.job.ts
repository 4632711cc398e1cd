// Billing off, a clinic's month of access renews itself, as a paid plan would.
import { billingDeps } from '../context';
import type { Job } from '../jobs/job';
import { renewWithoutBilling } from './service';

export const billingRenewalJob: Job = {
  name: 'billing-off-renewal',
  everyMs: 60 * 60 * 1000,
  run: (deps) => ({ renewed: renewWithoutBilling(billingDeps(deps)) }),
};
