// Registered in jobs/registry.ts: every minute, submissions past their 72 hours are approved
// (auto-approve.ts) and reminders about hours never submitted go out (nudges.ts).
import type { Job } from '../jobs/job';
import { autoApproveHours } from './auto-approve';
import { nudgeUnsubmittedHours } from './nudges';

export const hoursJob: Job = {
  name: 'shift-hours',
  everyMs: 60 * 1000,
  run: (deps) => {
    const { approved } = autoApproveHours(deps);
    const { sent, skipped } = nudgeUnsubmittedHours(deps);
    return { approved, reminded: sent, skipped };
  },
};
