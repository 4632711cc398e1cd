// The end of the blind period: ratings whose other side never rated show RATING_BLIND_MS after
// the hours' approval. A run after downtime reveals everything that fell due meanwhile.
import type { Job } from '../jobs/job';
import { revealDueRatings } from './rate-shift';

export const ratingVisibilityJob: Job = {
  name: 'rating-visibility',
  everyMs: 60_000,
  run: (deps) => ({ revealed: revealDueRatings(deps.db, deps.clock()) }),
};
