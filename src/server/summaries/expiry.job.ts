// Registered in jobs/registry.ts: once a minute, live booking summaries past their 7 days become
// 'expired' and their clinic is told (service.ts expireSummaries).
import type { Job } from '../jobs/job';
import { expireSummaries } from './service';

export const summaryExpiryJob: Job = {
  name: 'booking-summary-expiry',
  everyMs: 60 * 1000,
  run: (deps) => expireSummaries(deps),
};
