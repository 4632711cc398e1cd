// A copy of a large file made durable as it is written: flushed every few MB rather than once at
// the end. A single flush of hundreds of MB fills the disk's queue for a tenth of a second or more,
// and the server's own WAL flushes (each write's answer waits for one) wait behind it; flushed
// in steps, each of them waits for one step at most (bench/backup.ts). All on the thread pool.
import { open } from 'node:fs/promises';

/** How much is written between two flushes. */
export const FLUSH_EVERY_BYTES = 16 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;

/** Copies `source` to `target` (created or truncated), flushing every `flushEvery` bytes and at the end. */
export async function flushedCopy(source: string, target: string, flushEvery = FLUSH_EVERY_BYTES): Promise<void> {
  const from = await open(source, 'r');
  try {
    const to = await open(target, 'w');
    try {
      const buffer = Buffer.alloc(Math.min(CHUNK_BYTES, flushEvery));
      let unflushed = 0;
      for (;;) {
        const { bytesRead } = await from.read(buffer, 0, buffer.length, null);
        if (bytesRead === 0) break;
        await to.write(buffer, 0, bytesRead);
        unflushed += bytesRead;
        if (unflushed >= flushEvery) {
          await to.datasync();
          unflushed = 0;
        }
      }
      await to.sync();
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
}
