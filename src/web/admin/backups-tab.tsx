// The scheduled backups: how they are doing, the schedule's settings (never its keys or
// passphrase), and every backup in the folder and the bucket with its size, age and a download.
import { formatDistanceStrict } from 'date-fns';
import { Download, HardDrive } from 'lucide-react';
import type { AdminBackups } from '../../shared/backups';
import { adminPaths } from '../lib/paths';
import { buttonVariants } from '../ui/button';
import { Card } from '../ui/card';
import { formatEvery, formatMoment } from './admin-format';
import { useAdminQuery } from './admin-api';
import { BackupHealth } from './backup-health';
import { ListEmpty, ListError, ListLoading } from './list-states';

function megabytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const PLACE = { folder: 'Folder', s3: 'S3' } as const;

export function BackupsTab() {
  const backups = useAdminQuery<AdminBackups>(adminPaths.backups);
  if (backups.isLoading) return <ListLoading label="Loading backups" />;
  if (backups.isError || !backups.data) return <ListError what="backups" onRetry={() => void backups.refetch()} />;
  const { settings, status, backups: list, unreachable } = backups.data;
  const rows: [string, string][] = [
    ['Schedule', settings.everyMs ? formatEvery(settings.everyMs) : 'off'],
    ['Kept', `the newest ${settings.keep} in each place`],
    ['Folder', settings.folder ?? '—'],
    [
      'S3',
      settings.s3
        ? `${settings.s3.url}${settings.s3.endpoint ? ` at ${settings.s3.endpoint}` : ''}${settings.s3.region ? ` (${settings.s3.region})` : ''}`
        : '—',
    ],
    ['Encrypted', settings.encrypted ? 'yes (age, BACKUP_PASSPHRASE)' : 'no'],
    ['Failures e-mailed to', settings.adminEmail ?? '— (set ADMIN_EMAIL)'],
  ];
  const now = Date.now();
  return (
    <div className="space-y-4">
      <BackupHealth status={status} />
      <Card className="p-4">
        <dl aria-label="Backup settings" className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="break-all text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {unreachable.map((place) => (
        <p key={place.where} role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          {PLACE[place.where]} could not be listed: {place.message}
        </p>
      ))}
      {list.length === 0 ? (
        <ListEmpty icon={HardDrive} text="No scheduled backups yet" />
      ) : (
        <ul aria-label="Backups" className="space-y-2">
          {list.map((backup) => (
            <li key={`${backup.where}/${backup.name}`}>
              <Card role="article" aria-label={`${backup.name} in ${PLACE[backup.where]}`} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="break-all font-mono text-sm text-foreground">{backup.name}</p>
                  <p className="text-xs text-slate-600">
                    {PLACE[backup.where]} · {megabytes(backup.bytes)} · {formatDistanceStrict(new Date(backup.takenAt), now, { addSuffix: true })} (
                    {formatMoment(backup.takenAt)})
                  </p>
                </div>
                <a href={adminPaths.storedBackup(backup.where, backup.name)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  <Download aria-hidden />
                  Download
                </a>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
