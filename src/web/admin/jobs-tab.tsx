// The background jobs (issue 13): period, last and next run, failures with the last error, and
// Run now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Play, Timer } from 'lucide-react';
import type { AdminJob } from '../../shared/admin';
import { apiRequest, errorMessage } from '../lib/api-client';
import { adminPaths } from '../lib/paths';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { endedSession, refreshAdmin, useAdminQuery } from './admin-api';
import { flagLabel, formatEvery, formatMoment } from './admin-format';
import { ListEmpty, ListError, ListLoading } from './list-states';

function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest('POST', adminPaths.runJob(name)),
    onSuccess: (_, name) => toast({ title: 'Job ran', description: `${flagLabel(name)} has run.` }),
    onError: (error) => {
      if (!endedSession(queryClient, error))
        toast({ title: 'Failed to run job', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
    onSettled: () => refreshAdmin(queryClient, adminPaths.jobs, adminPaths.outbox, adminPaths.audit),
  });
}

export function JobsTab() {
  const jobs = useAdminQuery<AdminJob[]>(adminPaths.jobs);
  const run = useRunJob();
  if (jobs.isLoading) return <ListLoading label="Loading jobs" />;
  if (jobs.isError) return <ListError what="jobs" onRetry={() => void jobs.refetch()} />;
  const list = jobs.data ?? [];
  if (list.length === 0) return <ListEmpty icon={Timer} text="No jobs registered" />;
  return (
    <ul aria-label="Jobs" className="space-y-2">
      {list.map((job) => (
        <li key={job.name}>
          <Card role="article" aria-label={job.name} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-mono text-sm font-semibold text-foreground">{job.name}</p>
                <span className="text-xs text-muted-foreground">{formatEvery(job.everyMs)}</span>
                {job.failures > 0 && (
                  <Badge className="bg-red-100 text-red-800">
                    {job.failures} {job.failures === 1 ? 'failure' : 'failures'}
                  </Badge>
                )}
              </div>
              <p className="text-sm text-slate-600">
                {job.lastRunAt ? `Last run ${formatMoment(job.lastRunAt)}` : 'Not run yet'}
                {job.nextRunAt && ` · Next ${formatMoment(job.nextRunAt)}`}
              </p>
              {job.lastError && <p className="break-words rounded bg-red-50 px-2 py-1 font-mono text-xs text-red-800">{job.lastError}</p>}
            </div>
            <Button
              variant="outline"
              size="sm"
              className="shrink-0"
              onClick={() => run.mutate(job.name)}
              disabled={run.isPending && run.variables === job.name}
            >
              {run.isPending && run.variables === job.name ? <Spinner className="size-4 text-current" label="Running" /> : <Play aria-hidden />}
              Run now
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
