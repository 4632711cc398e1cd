// One server per data folder, as an operator meets it: a second binary started on a folder in use
// stops with a message naming the folder and the running server's pid; once that server was
// killed (its lock left behind), the next one starts; a clean stop removes the lock.
import { afterAll, expect, test } from 'bun:test';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BINARY, startServer, type RunningServer } from './support';

const running: RunningServer[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of running) if (server.process.exitCode === null && !server.process.killed) await server.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const lockFile = (folder: string) => join(folder, 'vetrelief.lock');

test('a second server on a data folder in use is refused; after the first is killed the next one starts', async () => {
  const first = await startServer();
  running.push(first);
  const folder = first.dataDir;
  folders.push(folder);
  expect(readFileSync(lockFile(folder), 'utf8')).toBe(String(first.process.pid));

  const second = Bun.spawn([BINARY, '--port', '0', '--data', folder], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1' },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const giveUp = setTimeout(() => second.kill('SIGKILL'), 10_000);
  const code = await second.exited;
  clearTimeout(giveUp);
  const message = await new Response(second.stderr as ReadableStream).text();
  expect(code).toBe(1);
  expect(message).toContain(`pid ${first.process.pid}`);
  expect(message).toContain(folder);
  // The first server is untouched and keeps its lock.
  expect((await fetch(`${first.url}/api/config`)).ok).toBe(true);
  expect(readFileSync(lockFile(folder), 'utf8')).toBe(String(first.process.pid));

  first.process.kill('SIGKILL');
  await first.process.exited;
  expect(existsSync(lockFile(folder))).toBe(true);

  const third = await startServer(['--data', folder]);
  running.push(third);
  expect((await fetch(`${third.url}/api/config`)).ok).toBe(true);
  expect(readFileSync(lockFile(folder), 'utf8')).toBe(String(third.process.pid));

  expect(await third.stop()).toBe(0);
  expect(existsSync(lockFile(folder))).toBe(false);
});
