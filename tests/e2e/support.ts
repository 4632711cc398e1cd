// Browser-test support: start the compiled binary on a free port with a fresh data folder,
// and Debian's Chromium through playwright-core.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export const BINARY = join(import.meta.dir, '../../dist/vetrelief');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: Bun.Subprocess;
  output(): string;
  stop(): Promise<number>;
}

async function freePort(): Promise<number> {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/** Starts dist/vetrelief and waits until it answers. */
export async function startServer(args: string[] = [], env: Record<string, string> = {}, cwd?: string): Promise<RunningServer> {
  if (!(await Bun.file(BINARY).exists())) throw new Error('dist/vetrelief is missing: run `bun run build` first (bun run test:all does)');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vetrelief-e2e-'));
  const child = Bun.spawn([BINARY, '--port', String(port), '--data', dataDir, ...args], {
    cwd: cwd ?? dataDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', RATE_LIMIT_PER_IP: '1000', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  let output = '';
  const collect = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) output += new TextDecoder().decode(chunk);
  };
  void collect(child.stdout as ReadableStream<Uint8Array>);
  void collect(child.stderr as ReadableStream<Uint8Array>);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/config`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`vetrelief exited early:\n${output}`);
    await Bun.sleep(25);
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const code = await child.exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
