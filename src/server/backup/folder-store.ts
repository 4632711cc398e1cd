// Scheduled backups in a local folder (BACKUP_DIR): written under a temporary name, flushed, read
// back and checked, then renamed, so the folder never holds half a backup under a backup's name.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { copyFile, open, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileChunks } from './file-chunks';
import { flushedCopy } from './flushed-copy';
import { BACKUP_NAME, backupTime, CHECKSUM_SUFFIX, checksumLine } from './names';
import { sha256OfFileOffThread } from './off-thread';
import { type BackupStore, type StoredBackup, verifyCopy } from './store';

/**
 * fsync of a file or a folder on the thread pool: flushing a large file takes seconds, and even a
 * folder's flush waits its turn on a busy disk, time the server's thread must not wait.
 */
async function flush(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function folderStore(dir: string): BackupStore {
  const folder = resolve(dir);
  const label = `${folder}/`;
  const path = (name: string) => join(folder, name);
  return {
    where: 'folder',
    label,
    async list() {
      if (!existsSync(folder)) return [];
      const found: StoredBackup[] = [];
      for (const name of readdirSync(folder)) {
        const takenAt = backupTime(name);
        if (takenAt === null) continue;
        found.push({ name, where: 'folder', bytes: statSync(path(name)).size, takenAt });
      }
      return found.sort((a, b) => b.takenAt - a.takenAt);
    },
    async put(name, file, check) {
      mkdirSync(folder, { recursive: true });
      const partial = path(`.${name}.partial`);
      try {
        // Flushed as it is written: one flush of the whole file would hold the server's writes.
        await flushedCopy(file, partial);
        verifyCopy(label, name, check, await sha256OfFileOffThread(partial));
        await Bun.write(path(name + CHECKSUM_SUFFIX), checksumLine(check.sha256, name));
        await rename(partial, path(name));
        await flush(folder);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async open(name) {
      if (!BACKUP_NAME.test(name) || !existsSync(path(name))) return null;
      return { bytes: statSync(path(name)).size, stream: fileChunks(path(name)) };
    },
    async download(name, target) {
      if (!BACKUP_NAME.test(name) || !existsSync(path(name))) return false;
      await copyFile(path(name), target);
      return true;
    },
    async remove(name) {
      // Unlinking hundreds of MB can take the kernel a while: on the thread pool.
      await rm(path(name), { force: true });
      await rm(path(name + CHECKSUM_SUFFIX), { force: true });
    },
  };
}
