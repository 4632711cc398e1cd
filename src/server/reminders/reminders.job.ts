// Registered in jobs/registry.ts: every minute, the reminders and unconfirmed-attendance notices
// that have fallen due (a minute late at most; after downtime, at the first run).
import type { Job } from '../jobs/job';
import { sendDueNotices } from './send';

export const shiftRemindersJob: Job = {
  name: 'shift-reminders',
  everyMs: 60 * 1000,
  run: (deps) => sendDueNotices(deps),
};
