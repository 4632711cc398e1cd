// One line on how the scheduled backups are doing: off, the last good one, or a failing streak
// with its error. Shown on the overview and at the top of the Backups tab.
import { CircleAlert, CircleCheck, CircleOff } from 'lucide-react';
import type { BackupStatus } from '../../shared/backups';
import { Card } from '../ui/card';
import { formatMoment } from './admin-format';

export function BackupHealth({ status }: { status: BackupStatus }) {
  if (!status.scheduled) {
    return (
      <Card role="status" aria-label="Scheduled backups" className="flex items-start gap-3 p-4 text-sm text-slate-600">
        <CircleOff className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>Scheduled backups are off. Set BACKUP_EVERY with BACKUP_DIR or BACKUP_S3_URL to turn them on.</p>
      </Card>
    );
  }
  if (status.failures > 0) {
    return (
      <Card role="alert" aria-label="Scheduled backups" className="flex items-start gap-3 border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">
            Backups are failing: {status.failures} failed {status.failures === 1 ? 'attempt' : 'attempts'} since {formatMoment(status.failingSince)}
          </p>
          <p className="break-words font-mono text-xs">{status.lastError}</p>
          <p>
            Last good backup: {status.lastSuccessAt ? formatMoment(status.lastSuccessAt) : 'none yet'} · Next attempt {formatMoment(status.nextAt)}
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card role="status" aria-label="Scheduled backups" className="flex items-start gap-3 p-4 text-sm text-slate-700">
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
      <p>
        {status.lastSuccessAt ? `Last backup ${formatMoment(status.lastSuccessAt)} (${status.lastName})` : 'No scheduled backup yet'} · Next{' '}
        {formatMoment(status.nextAt)}
      </p>
    </Card>
  );
}
