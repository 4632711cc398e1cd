// The places the settings name, folder first.
import { folderStore } from './folder-store';
import { s3Store } from './s3-store';
import type { BackupSettings } from './settings';
import type { BackupStore } from './store';

export function backupStores(settings: Pick<BackupSettings, 'dir' | 's3'>): BackupStore[] {
  return [...(settings.dir ? [folderStore(settings.dir)] : []), ...(settings.s3 ? [s3Store(settings.s3)] : [])];
}
