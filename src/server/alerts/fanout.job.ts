// Registered in jobs/registry.ts: every 2 seconds, fan the posts' alert rows out to their recipients.
import type { Db } from '../db/client';
import type { Job } from '../jobs/job';
import { fanOutDue, releaseOrphanedFanouts } from './fanout';

/**
 * The databases whose fan-outs this process has already recovered: the first run on a database
 * releases the claims a killed process left (one instance per data folder, so they are orphans),
 * instead of waiting for them to run out. Fed by the job's first run; never invalidated.
 */
const recovered = new WeakSet<Db>();

export const alertFanoutJob: Job = {
  name: 'alert-fanout',
  everyMs: 2000,
  async run(deps) {
    const released = recovered.has(deps.db) ? 0 : releaseOrphanedFanouts(deps.db);
    recovered.add(deps.db);
    return { ...(await fanOutDue(deps)), ...(released && { released }) };
  },
};
