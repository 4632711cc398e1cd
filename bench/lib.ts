// Shared helpers of the benchmarks: start the binary, poll it, run autocannon in its own process.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dir, '..');
export const BINARY = join(ROOT, 'dist/vetrelief');

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'vetrelief-bench-'));
}

export async function freePort(): Promise<number> {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/**
 * Starts the binary (by default dist/vetrelief; a copy of it, so a rebuild cannot swap it mid-run).
 * `before` goes between the executable and the flags (a runtime's own flags and a script).
 */
export function spawnBinary(port: number, dataDir: string, env: Record<string, string> = {}, args: string[] = [], binary = BINARY, before: string[] = []) {
  return Bun.spawn([binary, ...before, '--port', String(port), '--data', dataDir, ...args], {
    cwd: dataDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdout: 'ignore',
    stderr: 'inherit',
  });
}

/** Polls until the URL answers; returns ms since `since`. */
export async function waitForAnswer(url: string, since: number, timeoutMs = 10_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return performance.now() - since;
    } catch {
      await Bun.sleep(0.5);
    }
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

export function rssMb(pid: number): number {
  const status = require('node:fs').readFileSync(`/proc/${pid}/status`, 'utf8') as string;
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1]);
  return kb / 1024;
}

/**
 * CPU time (user + system) a process has used so far, in ms (Linux, /proc; 10 ms ticks); with
 * `thread`, that one thread's (a process's main thread has the process's id).
 */
export function cpuMs(pid: number, thread?: number): number {
  const stat = require('node:fs').readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8') as string;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface LoadResult {
  /** Answered requests in all. */
  requests: number;
  requestsPerSecond: number;
  latencyMedianMs: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/** Runs autocannon (under Node, in its own process) against the URL. */
export async function load(
  url: string,
  options: { connections: number; seconds: number; method?: string; headers?: Record<string, string>; body?: string },
): Promise<LoadResult> {
  const args = ['node', join(ROOT, 'node_modules/autocannon/autocannon.js'), '-j', '-c', String(options.connections), '-d', String(options.seconds)];
  if (options.method) args.push('-m', options.method);
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (options.body) args.push('-b', options.body);
  args.push(url);
  const run = Bun.spawnSync(args, { stdout: 'pipe', stderr: 'pipe' });
  const result = JSON.parse(run.stdout.toString());
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMedianMs: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** A seeded generator (mulberry32) and a picker over it, so two runs make the same data set. */
export function seededRandom(seed: number) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return { random, pick };
}

/**
 * Lighthouse (the devDependency; mobile: simulated slow 4G and 4x CPU, Debian's Chromium) on one
 * URL: the JSON report, or null with the tail of its error printed.
 */
export async function lighthouse(url: string, categories: string[], headers: Record<string, string> = {}): Promise<any | null> {
  const report = `/tmp/vetrelief-lighthouse-${process.pid}.json`;
  // Spawned, not run synchronously: a server in this process (a floor) must keep answering.
  const run = Bun.spawn(
    [
      'node',
      join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      `--only-categories=${categories.join(',')}`,
      ...(Object.keys(headers).length ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      '--chrome-flags=--headless=new --no-sandbox',
      '--form-factor=mobile',
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdout: 'ignore', stderr: 'pipe' },
  );
  if ((await run.exited) !== 0) {
    console.log((await new Response(run.stderr).text()).slice(-800));
    return null;
  }
  return JSON.parse(await Bun.file(report).text());
}

/**
 * s3rver in a process of its own on 127.0.0.1 (bench/s3rver.ts; on this machine's disk), and the
 * settings that point a scheduled backup at its bucket. End it with `process.stdin.end()`.
 */
export async function startBenchBucket() {
  const process = Bun.spawn([globalThis.process.execPath, join(import.meta.dir, 's3rver.ts')], { stdin: 'pipe', stdout: 'pipe', stderr: 'inherit' });
  const { endpoint, bucket } = JSON.parse(new TextDecoder().decode((await process.stdout.getReader().read()).value)) as { endpoint: string; bucket: string };
  const settings = {
    BACKUP_S3_URL: `s3://${bucket}/bench/`,
    BACKUP_S3_ENDPOINT: endpoint,
    BACKUP_S3_REGION: 'us-east-1',
    BACKUP_S3_ACCESS_KEY_ID: 'S3RVER',
    BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return { process, settings };
}
