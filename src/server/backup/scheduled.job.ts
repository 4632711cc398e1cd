// Registered in jobs/registry.ts: every minute, the scheduled backup when one is due
// (scheduled.ts decides from the last success, BACKUP_EVERY and the retry back-off, so a run
// missed during downtime happens at the next start).
import type { Job } from '../jobs/job';
import { runScheduledBackup } from './scheduled';

export const scheduledBackupJob: Job = {
  name: 'scheduled-backup',
  everyMs: 60 * 1000,
  run: (deps) => runScheduledBackup(deps),
};
