// Recomputes the market aggregates (snapshot.ts) every 10 minutes: the figures GET
// /api/market-data answers are at most that old (window.computedAt says when).
import type { Job } from '../jobs/job';
import { MARKET_REFRESH_MS, refreshMarket } from './snapshot';

export const marketRefreshJob: Job = {
  name: 'market-refresh',
  everyMs: MARKET_REFRESH_MS,
  async run(deps) {
    const { figures, stats } = await refreshMarket(deps);
    return { shifts: figures.overall.count, ms: Math.round(stats?.ms ?? 0), longestBlockMs: Math.round(stats?.longestBlockMs ?? 0) };
  },
};
