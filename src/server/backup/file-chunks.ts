// A large file read as a stream without holding up the server. Bun.file(path).stream() reads a
// file the page cache holds in one go, chunk after chunk, without letting the event loop turn:
// a 400 MB backup hashed that way kept every finished thread-pool job — above all the WAL
// fdatasync each write's answer waits for (db/group-commit.ts) — undelivered for 20 s and more.
// Here each chunk is its own read on the thread pool, so requests and flushes are served between
// chunks. The backup's own hashing and encryption read this way on a worker thread (file-thread.ts);
// the admin panel's download of a stored backup on the server's. See decision 0037.
import { open } from 'node:fs/promises';

/** 1 MiB: one read hands the reader a millisecond or two of work (hashing, sending). */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/** The file's bytes, one thread-pool read per chunk; the file is closed at the end or on cancel. */
export function fileChunks(path: string, chunkBytes = FILE_CHUNK_BYTES): ReadableStream<Uint8Array> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        handle ??= await open(path, 'r');
        const chunk = new Uint8Array(chunkBytes);
        let bytesRead: number;
        try {
          ({ bytesRead } = await handle.read(chunk, 0, chunkBytes, null));
        } catch (error) {
          await handle.close();
          throw error;
        }
        if (bytesRead > 0) return controller.enqueue(chunk.subarray(0, bytesRead));
        await handle.close();
        controller.close();
      },
      async cancel() {
        await handle?.close();
      },
    },
    // Read when asked, never ahead: a consumer that stops early has not made the file's rest read.
    { highWaterMark: 0 },
  );
}
