// The admin's jobs list and "run now" (issue 13): every registered job with its last run (table
// job_runs), when it is next due, and the last run's error.
import type { AdminJob } from '../../shared/admin';
import type { AppDeps } from '../context';
import { AppError } from '../http/errors';
import { listJobs } from '../jobs/service';
import type { JobRunner } from '../jobs/runner';
import type { JobSummary } from '../jobs/job';

/** Every registered job as the panel lists it. */
export function listAdminJobs(deps: Pick<AppDeps, 'db' | 'config'>): AdminJob[] {
  return listJobs(deps).map((job) => ({
    name: job.name,
    everyMs: job.everyMs,
    lastRunAt: job.lastStartedAt,
    // The runner waits everyMs after a run ends before the next one starts.
    nextRunAt: job.lastFinishedAt ? new Date(Date.parse(job.lastFinishedAt) + job.everyMs).toISOString() : null,
    // job_runs keeps the last outcome only: 1 when the last run failed.
    failures: job.lastError ? 1 : 0,
    lastError: job.lastError,
  }));
}

/** Runs a registered job now and answers its summary; a failed run is a 500 with its message. */
export async function runJobNow(runner: JobRunner, deps: Pick<AppDeps, 'db' | 'config'>, name: string): Promise<{ summary: JobSummary | null }> {
  if (!listJobs(deps).some((job) => job.name === name)) throw new AppError(404, `No job named ${name}`, 'JOB_NOT_FOUND');
  try {
    return { summary: (await runner.run(name)) ?? null };
  } catch (error) {
    throw new AppError(500, `The job ${name} failed: ${error instanceof Error ? error.message : String(error)}`, 'JOB_FAILED');
  }
}
