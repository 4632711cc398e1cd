// Registered in jobs/registry.ts: every 6 hours, erases the deleted accounts whose 30 days are
// over (erase.ts). A day's precision is all the promise needs, and a run after downtime catches up.
import { HOUR_MS } from '../../shared/time';
import type { Job } from '../jobs/job';
import { eraseDueAccounts } from './erase';

export const accountErasureJob: Job = {
  name: 'account-erasure',
  everyMs: 6 * HOUR_MS,
  run: (deps) => ({ erased: eraseDueAccounts(deps) }),
};
