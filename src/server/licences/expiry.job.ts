// Registered in jobs/registry.ts: hourly, licence reminders 60 and 14 days before expiry and the
// expired mark on the day (expiry.ts). Hourly is plenty for a date-based rule, and a run after
// downtime catches up.
import type { Job } from '../jobs/job';
import { runLicenceExpiry } from './expiry';

export const licenceExpiryJob: Job = {
  name: 'licence-expiry',
  everyMs: 60 * 60 * 1000,
  run: (deps) => runLicenceExpiry(deps, deps.clock()),
};
