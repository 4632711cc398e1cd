// A worker thread's entry point: the backup's work that costs the CPU of whole seconds — the age
// encryption (typage's ChaCha20-Poly1305 in JavaScript: 51 s of CPU for 382 MB on this machine)
// and the sha256 of a file or of an object read back from the bucket. On the server's thread
// each held requests a slice at a time; here they hold nobody. It imports age-encryption, which
// an inline worker cannot, so build.ts bundles it into the binary as an entry point of its own.
// Started by off-thread.ts, one task per worker. See decision 0037.
import { rename, rm } from 'node:fs/promises';
import { encryptStream } from './encryption';
import { fileChunks } from './file-chunks';
import { s3Client } from './s3-store';
import type { S3Location } from './settings';
import { type BackupCheck, sha256Of } from './store';

/** The tasks this worker does. */
export type FileTask =
  | { task: 'encrypt'; source: string; target: string; passphrase: string; logN: number }
  | { task: 'sha256-file'; file: string }
  /** `key` is the object's whole key, the location's prefix included. */
  | { task: 'sha256-object'; location: S3Location; key: string };

declare const self: Worker;

self.onmessage = async ({ data }: MessageEvent<FileTask>) => {
  try {
    postMessage({ ok: true, value: await run(data) });
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    postMessage({ ok: false, code, message: message ?? String(error) });
  }
};

function run(task: FileTask): Promise<BackupCheck> {
  switch (task.task) {
    case 'encrypt':
      return encryptFile(task.source, task.target, task.passphrase, task.logN);
    case 'sha256-file':
      return sha256Of(fileChunks(task.file));
    case 'sha256-object':
      return sha256Of(s3Client(task.location).file(task.key).stream());
  }
}

/**
 * Writes `source` encrypted with the passphrase to `target` as an age file; the sha256 and size
 * of the bytes written. Written under a temporary name, so `target` is whole or absent.
 */
async function encryptFile(source: string, target: string, passphrase: string, logN: number): Promise<BackupCheck> {
  const hasher = new Bun.CryptoHasher('sha256');
  let bytes = 0;
  const hashed = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      hasher.update(chunk);
      bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const partial = `${target}.partial`;
  try {
    await Bun.write(partial, new Response((await encryptStream(fileChunks(source), passphrase, logN)).pipeThrough(hashed)));
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
  return { sha256: hasher.digest('hex'), bytes };
}
