// A backup uploaded to the bucket from a worker thread. Given a file, Bun's S3 client reads and
// sends it holding the calling thread's event loop for seconds at a time (4.5 s for 96 MB on this
// machine, and stalls of 8–17 s for write answers during the national data set's upload: the WAL
// fdatasync they wait for went undelivered). On a worker, with its own client for the same
// location, that holds nobody. See docs/decisions/0037-backups-off-the-request-path.md.
import { runInlineWorker } from '../lib/inline-worker';
import type { S3Location } from './settings';

const WORKER_SOURCE = `
self.onmessage = async ({ data }) => {
  try {
    const { bucket, endpoint, region, accessKeyId, secretAccessKey } = data.location;
    const client = new Bun.S3Client({ bucket, endpoint, region, accessKeyId, secretAccessKey });
    await client.write(data.key, Bun.file(data.file), { partSize: data.partSize, type: 'application/octet-stream' });
    postMessage({ ok: true });
  } catch (error) {
    postMessage({ ok: false, code: error && error.code, message: String((error && error.message) || error) });
  }
};`;

/** Uploads `file` as `key` (multipart in parts of `partSize`); throws the S3 error's code and message. */
export function uploadOffThread(location: S3Location, key: string, file: string, partSize: number): Promise<void> {
  return runInlineWorker(WORKER_SOURCE, { location, key, file, partSize });
}
