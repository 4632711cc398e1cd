// The data folder's lock: taken when free, refused while another live process holds it, taken
// over from a process that is gone, and removed on release.
import { afterEach, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataFolderLocked, LOCK_FILE, lockDataFolder } from './data-lock';

const folders: string[] = [];
const children: Bun.Subprocess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'vetrelief-lock-'));
  folders.push(folder);
  return folder;
}

/** Another process that takes the folder's lock and keeps running. */
async function otherServer(folder: string) {
  const child = Bun.spawn(
    [
      process.execPath,
      '-e',
      `require(${JSON.stringify(join(import.meta.dir, 'data-lock.ts'))}).lockDataFolder(${JSON.stringify(folder)}); console.log('locked'); setInterval(() => {}, 1000);`,
    ],
    {
      stdout: 'pipe',
    },
  );
  children.push(child);
  const reader = (child.stdout as ReadableStream<Uint8Array>).getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toContain('locked');
  return child;
}

const lockHolder = (folder: string) => readFileSync(join(folder, LOCK_FILE), 'utf8');

describe('the data folder lock', () => {
  test('a free folder is locked with this process id, and released', () => {
    const folder = dataFolder();
    const lock = lockDataFolder(folder);
    expect(lockHolder(folder)).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
    // Free again.
    lockDataFolder(folder).release();
  });

  test('a second server on the folder is refused with the folder and the pid of the first', async () => {
    const folder = dataFolder();
    const first = await otherServer(folder);

    let refusal: unknown;
    try {
      lockDataFolder(folder);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataFolderLocked);
    expect((refusal as Error).message).toContain(folder);
    expect((refusal as Error).message).toContain(`pid ${first.pid}`);
    expect(lockHolder(folder)).toBe(String(first.pid));
  });

  test('the lock of a server that was killed is taken over', async () => {
    const folder = dataFolder();
    const first = await otherServer(folder);
    first.kill('SIGKILL');
    await first.exited;
    expect(lockHolder(folder)).toBe(String(first.pid));

    const lock = lockDataFolder(folder);
    expect(lockHolder(folder)).toBe(String(process.pid));
    lock.release();
  });

  test('release leaves alone a lock that is no longer ours', () => {
    const folder = dataFolder();
    const lock = lockDataFolder(folder);
    writeFileSync(join(folder, LOCK_FILE), '999999999');
    lock.release();
    expect(lockHolder(folder)).toBe('999999999');
  });
});
