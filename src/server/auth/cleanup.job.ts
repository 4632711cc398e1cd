// Expired sessions and spent reset and e-mail-change links are only ever refused, never read
// again: purge them.
import { purgeEmailChangeRequests } from '../account/service';
import type { Job } from '../jobs/job';
import { purgeResetTokens } from './service';
import { purgeExpiredSessions } from './sessions';

export const authCleanupJob: Job = {
  name: 'auth-cleanup',
  everyMs: 60 * 60 * 1000,
  run: ({ db, clock }) => {
    const now = clock();
    return { sessions: purgeExpiredSessions(db, now), resetTokens: purgeResetTokens(db, now), emailChanges: purgeEmailChangeRequests(db, now) };
  },
};
