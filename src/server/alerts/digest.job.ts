// Registered in jobs/registry.ts: every 2 minutes, send the daily digests whose local hour has come.
import type { Job } from '../jobs/job';
import { sendDueDigests } from './digest';

export const alertDigestJob: Job = {
  name: 'alert-digest',
  everyMs: 2 * 60 * 1000,
  run: (deps) => sendDueDigests(deps),
};
