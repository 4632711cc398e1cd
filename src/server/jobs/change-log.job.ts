// The change log's upkeep. It lives here rather than in lib/, which imports nothing of the app.
import { pruneChanges } from '../lib/change-log';
import type { Job } from './job';

export const changeLogPruneJob: Job = {
  name: 'change-log-prune',
  everyMs: 60 * 60 * 1000,
  run: ({ db, clock }) => ({ pruned: pruneChanges(db, clock()) }),
};
