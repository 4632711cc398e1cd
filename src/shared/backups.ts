// The admin panel's Backups piece: the schedule's settings (never its secrets), how the
// scheduled backups are doing, and the backups each place holds (GET /api/admin/backups), and
// the download of one (GET /api/admin/backups/:where/:name).
import { z } from 'zod';

/** vetrelief-2026-11-26T09-00-00Z.db, .db.age when encrypted: the scheduled backups' names. */
export const BACKUP_NAME = /^vetrelief-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.db(\.age)?$/;

export const BACKUP_PLACES = ['folder', 's3'] as const;

export const backupDownloadParams = z.object({
  where: z.enum(BACKUP_PLACES, { error: 'where must be folder or s3' }),
  name: z.string().regex(BACKUP_NAME, { error: 'name must be a scheduled backup’s name, vetrelief-<UTC time>.db or .db.age' }),
});

/** How the scheduled backups are doing (also on the admin overview). */
export interface BackupStatus {
  /** BACKUP_EVERY is set. */
  scheduled: boolean;
  lastSuccessAt: string | null;
  lastName: string | null;
  lastBytes: number | null;
  /** Failed attempts since the last success. */
  failures: number;
  failingSince: string | null;
  lastError: string | null;
  /** When the next attempt is due; null when off. */
  nextAt: string | null;
}

export interface BackupSettingsView {
  everyMs: number | null;
  keep: number;
  folder: string | null;
  /** s3://bucket/prefix/, with the endpoint and region; keys are never shown. */
  s3: { url: string; endpoint: string | null; region: string | null } | null;
  encrypted: boolean;
  adminEmail: string | null;
}

export interface StoredBackupView {
  name: string;
  where: (typeof BACKUP_PLACES)[number];
  bytes: number;
  takenAt: string;
}

export interface AdminBackups {
  settings: BackupSettingsView;
  status: BackupStatus;
  /** Newest first, from every place. */
  backups: StoredBackupView[];
  /** A place that could not be listed, and why. */
  unreachable: { where: (typeof BACKUP_PLACES)[number]; message: string }[];
}
