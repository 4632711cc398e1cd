// The names of scheduled backups, vetrelief-2026-11-26T09-00-00Z.db[.age]: sortable, dated in UTC,
// and the only names the listing, pruning and download ever touch in a folder or bucket.
import { BACKUP_NAME } from '../../shared/backups';

export { BACKUP_NAME };

/** The checksum beside each backup (NAME.sha256, in `sha256sum` format so `sha256sum -c` checks it). */
export const CHECKSUM_SUFFIX = '.sha256';

export function scheduledBackupName(now: number, encrypted: boolean): string {
  const stamp = new Date(now)
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `vetrelief-${stamp}.db${encrypted ? '.age' : ''}`;
}

/** When the backup was taken, from its name; null for a name that is not a scheduled backup's. */
export function backupTime(name: string): number | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const time = Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(time) ? null : time;
}

export function isEncryptedName(name: string): boolean {
  return name.endsWith('.age');
}

/** The sidecar's text: `<sha256 hex>  NAME`. */
export function checksumLine(sha256: string, name: string): string {
  return `${sha256}  ${name}\n`;
}

/** The hex digest out of a sidecar's text; null when it is not one. */
export function parseChecksumLine(text: string): string | null {
  return /^([0-9a-f]{64})\s/.exec(text)?.[1] ?? null;
}
