// The backup's encryption and checksums, each run on a worker thread (file-thread.ts) so that the
// server's thread only waits for the answer. See docs/decisions/0037-backups-off-the-request-path.md.
import { runWorkerTask } from '../lib/inline-worker';
import type { FileTask } from './file-thread';
import type { S3Location } from './settings';
import type { BackupCheck } from './store';

/** The worker's entry point, from the project's root: build.ts compiles it into the binary. */
export const FILE_THREAD_ENTRY = 'src/server/backup/file-thread.ts';

/**
 * Where the worker's code is. In the compiled binary each entry point keeps its path from the
 * build's root, and a relative path names the embedded one; from source, the file beside this one.
 */
function fileThread(): string {
  return Bun.isStandaloneExecutable ? `./${FILE_THREAD_ENTRY}` : new URL('./file-thread.ts', import.meta.url).href;
}

const runFileTask = (task: FileTask) => runWorkerTask<BackupCheck>(fileThread(), task);

/** Writes `source` encrypted with the passphrase (age, scrypt work factor 2^logN) to `target`; the checksum of what was written. */
export function encryptFileOffThread(source: string, target: string, passphrase: string, logN: number): Promise<BackupCheck> {
  return runFileTask({ task: 'encrypt', source, target, passphrase, logN });
}

/** The sha256 and size of a file. */
export function sha256OfFileOffThread(file: string): Promise<BackupCheck> {
  return runFileTask({ task: 'sha256-file', file });
}

/** The sha256 and size of the bucket's object `key` (its whole key), read back over the network. */
export function sha256OfObjectOffThread(location: S3Location, key: string): Promise<BackupCheck> {
  return runFileTask({ task: 'sha256-object', location, key });
}
