import { afterEach, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { flushedCopy } from './flushed-copy';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

test('the copy is the source byte for byte, whatever its size against the flush step', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'vetrelief-flushed-copy-'));
  folders.push(folder);
  const step = 4096;
  for (const size of [0, 1, step - 1, step, step + 1, 5 * step + 17]) {
    const bytes = new Uint8Array(size).map((_, index) => (index * 31 + size) % 251);
    const source = join(folder, `source-${size}`);
    const target = join(folder, `target-${size}`);
    writeFileSync(source, bytes);
    // A target already there is replaced, not appended to.
    writeFileSync(target, 'left over from before, longer than some sources');
    await flushedCopy(source, target, step);
    expect({ size, same: Buffer.compare(readFileSync(target), Buffer.from(bytes)) === 0 }).toEqual({ size, same: true });
  }
});

test('a missing source fails and creates nothing', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'vetrelief-flushed-copy-'));
  folders.push(folder);
  await expect(flushedCopy(join(folder, 'none'), join(folder, 'target'))).rejects.toThrow();
  expect(() => readFileSync(join(folder, 'target'))).toThrow();
});

test('a copy is flushed once per step as it is written, then once at the end', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'vetrelief-flushed-copy-'));
  folders.push(folder);
  const step = 4096;
  const source = join(folder, 'source');
  writeFileSync(source, new Uint8Array(5 * step + 17));
  // Every file handle shares its prototype: count the flushes the copy asks for.
  const probe = await open(source, 'r');
  const handles = Object.getPrototypeOf(probe) as { datasync(): Promise<void>; sync(): Promise<void> };
  await probe.close();
  const { datasync, sync } = handles;
  const flushes: string[] = [];
  handles.datasync = function (this: unknown) {
    flushes.push('step');
    return datasync.call(this);
  };
  handles.sync = function (this: unknown) {
    flushes.push('end');
    return sync.call(this);
  };
  try {
    await flushedCopy(source, join(folder, 'target'), step);
  } finally {
    handles.datasync = datasync;
    handles.sync = sync;
  }
  expect(flushes).toEqual(['step', 'step', 'step', 'step', 'step', 'end']);
});
