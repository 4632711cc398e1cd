// What the admin panel shows of the scheduled backups: the settings without their secrets, the
// schedule's state, and every place's backups; and one backup's bytes for the download.
import type { AdminBackups, BackupStatus } from '../../shared/backups';
import type { AppDeps } from '../context';
import { AppError } from '../http/errors';
import { readScheduleState } from './schedule-state';
import { nextBackupAt } from './scheduled';
import { backupSettings } from './settings';
import type { BackupPlace } from './store';
import { backupStores } from './stores';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** How the scheduled backups are doing (the overview shows it too). */
export function backupStatus(deps: Pick<AppDeps, 'db' | 'config'>): BackupStatus {
  const settings = backupSettings(deps.config);
  const state = readScheduleState(deps.db);
  const next = nextBackupAt(state, settings);
  return {
    scheduled: settings.everyMs !== null,
    lastSuccessAt: iso(state.lastSuccessAt),
    lastName: state.lastName,
    lastBytes: state.lastBytes,
    failures: state.failures,
    failingSince: iso(state.failingSince),
    lastError: state.lastError,
    // 0 means "at the first poll": shown as the time of the last success or now.
    nextAt: next === null ? null : iso(Math.max(next, state.lastSuccessAt ?? 0)),
  };
}

/** GET /api/admin/backups. */
export async function adminBackups(deps: AppDeps): Promise<AdminBackups> {
  const settings = backupSettings(deps.config);
  const answer: AdminBackups = {
    settings: {
      everyMs: settings.everyMs,
      keep: settings.keep,
      folder: settings.dir,
      s3: settings.s3 && {
        url: `s3://${settings.s3.bucket}/${settings.s3.prefix}`,
        endpoint: settings.s3.endpoint ?? null,
        region: settings.s3.region ?? null,
      },
      encrypted: settings.passphrase !== null,
      adminEmail: settings.adminEmail,
    },
    status: backupStatus(deps),
    backups: [],
    unreachable: [],
  };
  for (const store of backupStores(settings)) {
    try {
      for (const backup of await store.list()) answer.backups.push({ ...backup, takenAt: new Date(backup.takenAt).toISOString() });
    } catch (error) {
      answer.unreachable.push({ where: store.where, message: (error as Error).message });
    }
  }
  answer.backups.sort((a, b) => b.takenAt.localeCompare(a.takenAt) || a.where.localeCompare(b.where));
  return answer;
}

/** The bytes of one stored backup; 404 when that place is not configured or holds no such backup. */
export async function openStoredBackup(deps: AppDeps, where: BackupPlace, name: string) {
  const store = backupStores(backupSettings(deps.config)).find((candidate) => candidate.where === where);
  if (!store)
    throw new AppError(
      404,
      where === 's3' ? 'No bucket is configured (BACKUP_S3_URL)' : 'No backup folder is configured (BACKUP_DIR)',
      'BACKUP_PLACE_NOT_CONFIGURED',
    );
  let found: Awaited<ReturnType<typeof store.open>>;
  try {
    found = await store.open(name);
  } catch (error) {
    throw new AppError(502, `${store.label} could not be read: ${(error as Error).message}`, 'BACKUP_PLACE_UNREACHABLE');
  }
  if (!found) throw new AppError(404, `There is no backup ${name} in ${store.label}`, 'BACKUP_NOT_FOUND');
  return found;
}
