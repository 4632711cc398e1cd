// One instance per data folder: two servers on one database would each send the same outbox mail
// and keep their own rate-limit counts. Start-up takes a lock file holding the server's pid,
// created atomically with its content (a hard link to a file already written, which fails when
// the lock exists); a lock whose process is gone (killed, crashed) is taken over.
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'vetrelief.lock';

export class DataFolderLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`Another VetRelief server (pid ${pid}) is using the data folder ${dataDir}. Stop it first, or start this one with another --data folder.`);
  }
}

export interface DataLock {
  /** Removes the lock file, if it is still ours. */
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return code(error) === 'EPERM';
  }
}

function code(error: unknown) {
  return (error as NodeJS.ErrnoException).code;
}

function removeIfPresent(path: string) {
  try {
    unlinkSync(path);
  } catch (error) {
    if (code(error) !== 'ENOENT') throw error;
  }
}

function holder(path: string): number | null {
  try {
    return Number.parseInt(readFileSync(path, 'utf8'), 10) || null;
  } catch (error) {
    if (code(error) === 'ENOENT') return null;
    throw error;
  }
}

/** Takes the data folder's lock; throws DataFolderLocked while another live process holds it. */
export function lockDataFolder(dataDir: string): DataLock {
  const path = join(dataDir, LOCK_FILE);
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, String(process.pid));
  try {
    // Two rounds: the second follows the removal of a stale lock.
    for (let round = 0; round < 2; round++) {
      try {
        linkSync(draft, path);
        return {
          release() {
            if (holder(path) === process.pid) removeIfPresent(path);
          },
        };
      } catch (error) {
        if (code(error) !== 'EEXIST') throw error;
      }
      const pid = holder(path);
      // Our own pid in the file is an earlier life of this process slot (a container restarted as pid 1).
      if (pid !== null && pid !== process.pid && isAlive(pid)) throw new DataFolderLocked(dataDir, pid);
      // Read again just before removing, so a lock another starter took over meanwhile is left alone.
      if (holder(path) === pid) removeIfPresent(path);
    }
    throw new DataFolderLocked(dataDir, holder(path) ?? 0);
  } finally {
    removeIfPresent(draft);
  }
}
