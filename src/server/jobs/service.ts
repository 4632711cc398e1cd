// The jobs' record (table job_runs): when each last started and finished, how it ended, how
// often it ran. The runner writes it; the admin panel reads it with listJobs.
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema';
import { intervalOf, type Job, type JobSummary } from './job';
import { registeredJobs } from './registry';

export interface JobStatus {
  name: string;
  everyMs: number;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  /** The last run's error; null when it succeeded (or never ran). */
  lastError: string | null;
  lastSummary: JobSummary | null;
  runs: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Every registered job with its last run, in registry order; a job that never ran has nulls. */
export function listJobs(deps: { db: Db; config: Config }, jobs: readonly Job[] = registeredJobs): JobStatus[] {
  const rows = new Map(
    deps.db
      .select()
      .from(jobRuns)
      .all()
      .map((row) => [row.name, row]),
  );
  return jobs.map((job) => {
    const row = rows.get(job.name);
    return {
      name: job.name,
      everyMs: intervalOf(job, deps.config),
      lastStartedAt: iso(row?.lastStartedAt ?? null),
      lastFinishedAt: iso(row?.lastFinishedAt ?? null),
      lastError: row?.lastError ?? null,
      lastSummary: row?.lastSummary ?? null,
      runs: row?.runs ?? 0,
    };
  });
}

/** Notes that a run of the job began. */
export function recordStart(db: Db, name: string, now: number): void {
  db.insert(jobRuns)
    .values({ name, lastStartedAt: now })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastStartedAt: now } })
    .run();
}

/** Notes how a run of the job ended: its summary, or its error. */
export function recordFinish(db: Db, name: string, now: number, outcome: { summary?: JobSummary; error?: string }): void {
  const values = { lastFinishedAt: now, lastError: outcome.error ?? null, lastSummary: outcome.summary ?? null };
  db.insert(jobRuns)
    .values({ name, runs: 1, ...values })
    .onConflictDoUpdate({ target: jobRuns.name, set: { runs: sql`${jobRuns.runs} + 1`, ...values } })
    .run();
}
