// The S3 upload of a backup runs on a worker thread: the server's own client never sends the file
// (Bun's client holds the calling thread's event loop while it does), yet the object lands whole,
// and S3's refusals still come back with their code.
import { afterAll, afterEach, beforeAll, expect, test } from 'bun:test';
import type { S3Client } from 'bun';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3RVER_KEY, startS3, type TestS3 } from '../testing/s3-server';
import { s3Client, s3Store } from './s3-store';
import type { S3Location } from './settings';
import { sha256Of } from './store';

let s3: TestS3;
let folder: string | undefined;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.close());
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const location = (): S3Location => ({ bucket: s3.bucket, prefix: 'off-thread/', endpoint: s3.endpoint, region: 'us-east-1', ...S3RVER_KEY });

/** The server thread's client, refusing to send a file: only small writes (the checksum) pass. */
function clientThatSendsNoFiles(): S3Client {
  const client = s3Client(location());
  const write = client.write.bind(client);
  client.write = ((key: string, data: unknown, options?: object) => {
    if (data instanceof Blob) throw new Error(`${key} was sent from the server's thread`);
    return write(key, data as string, options);
  }) as S3Client['write'];
  return client;
}

test('a backup file is uploaded from another thread, whole and checked', async () => {
  folder = mkdtempSync(join(tmpdir(), 'vetrelief-upload-'));
  const file = join(folder, 'backup.db');
  // 20 MB: more than one 16 MiB part, so the multipart path is taken.
  const data = new Uint8Array(20 * 1024 * 1024);
  for (let i = 0; i < data.length; i += 512) data[i] = (i / 512) % 256;
  writeFileSync(file, data);
  const check = await sha256Of(Bun.file(file).stream());
  const name = 'vetrelief-2026-11-26T120000Z.db';

  await s3Store(location(), clientThatSendsNoFiles()).put(name, file, check);

  const landed = s3Client(location()).file(`off-thread/${name}`);
  expect(await sha256Of(landed.stream())).toEqual(check);
}, 60_000);

test("S3's refusal comes back from the worker with its code", async () => {
  folder = mkdtempSync(join(tmpdir(), 'vetrelief-upload-'));
  const file = join(folder, 'backup.db');
  writeFileSync(file, 'not much');
  const wrongKey = { ...location(), accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret' };
  const put = s3Store(wrongKey).put('vetrelief-2026-11-26T120000Z.db', file, { bytes: 8, sha256: '' });
  await expect(put).rejects.toThrow(/Uploading vetrelief-2026-11-26T120000Z\.db to s3:\/\/vetrelief-backups\/off-thread\/ failed: InvalidAccessKeyId/);
}, 30_000);
