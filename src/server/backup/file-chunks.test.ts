// fileChunks: a large file read as a stream while the server's other thread-pool work (the WAL's
// fdatasync above all) keeps being delivered between chunks — what Bun.file().stream() did not do.
import { afterEach, expect, test } from 'bun:test';
import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FILE_CHUNK_BYTES, fileChunks } from './file-chunks';
import { sha256Of } from './store';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function bigFile(bytes: number): { path: string; data: Uint8Array } {
  folder = mkdtempSync(join(tmpdir(), 'vetrelief-chunks-'));
  const data = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i += 4096) data[i] = i % 251;
  const path = join(folder, 'big.bin');
  writeFileSync(path, data);
  return { path, data };
}

test('every byte, in chunks no larger than asked, with the right checksum', async () => {
  const { path, data } = bigFile(3 * FILE_CHUNK_BYTES + 123);
  const sizes: number[] = [];
  for await (const chunk of fileChunks(path)) sizes.push(chunk.byteLength);
  expect(sizes).toEqual([FILE_CHUNK_BYTES, FILE_CHUNK_BYTES, FILE_CHUNK_BYTES, 123]);
  const expected = new Bun.CryptoHasher('sha256').update(data).digest('hex');
  expect(await sha256Of(fileChunks(path))).toEqual({ sha256: expected, bytes: data.byteLength });
});

test('other thread-pool work finishes while a large file is hashed, not after', async () => {
  // 32 MB the page cache holds, as a snapshot just written does.
  const { path } = bigFile(32 * 1024 * 1024);
  let hashing = true;
  let completedMeanwhile = 0;
  const hashed = sha256Of(fileChunks(path)).finally(() => {
    hashing = false;
  });
  // One thread-pool job after another, as WAL flushes are: each must come back during the hash.
  while (hashing) {
    await stat(path);
    if (hashing) completedMeanwhile++;
  }
  await hashed;
  expect(completedMeanwhile).toBeGreaterThan(10);
});

test('a reader that stops early closes the file', async () => {
  const { path } = bigFile(4 * FILE_CHUNK_BYTES);
  const reader = fileChunks(path).getReader();
  expect((await reader.read()).value?.byteLength).toBe(FILE_CHUNK_BYTES);
  expect(descriptorsOf(path)).toBe(1);
  await reader.cancel();
  expect(descriptorsOf(path)).toBe(0);
});

/** How many of this process's open descriptors point at the file (Linux's /proc). */
function descriptorsOf(path: string): number {
  const fds = readdirSync('/proc/self/fd');
  return fds.filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path;
    } catch {
      return false;
    }
  }).length;
}
