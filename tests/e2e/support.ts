// The browser-test kit every e2e file uses: the compiled binary on a free port with a fresh data
// folder, Debian's Chromium through playwright-core, the two screen sizes, demo sign-in, the axe
// check, dates counted from today and (re-exported) the SMTP mailbox.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from 'bun:sqlite';
import { expect } from 'bun:test';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { copyDemoTemplate, gazetteerLoaded } from './demo-template';
import { launchChromium, leaseBrowser } from './shared-browser';

export { type Mailbox, startMailbox } from './mailbox';

export const BINARY = join(import.meta.dir, '../../dist/vetrelief');

/**
 * With E2E_TIMINGS_LOG=<file>, each server start and browser launch appends a JSON line (what,
 * ms, the calling test file) so a whole-suite run shows where its time goes; see
 * scripts/e2e-timings.ts. Off otherwise.
 */
function logTiming(what: string, started: number, detail: Record<string, unknown> = {}): void {
  const file = process.env.E2E_TIMINGS_LOG;
  if (!file) return;
  const caller = new Error().stack?.match(/[\w.-]+\.test\.ts/)?.[0] ?? 'unknown';
  appendFileSync(file, `${JSON.stringify({ what, ms: Math.round(performance.now() - started), file: caller, ...detail })}\n`);
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: Bun.Subprocess;
  output(): string;
  stop(): Promise<number>;
}

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/**
 * Starts dist/vetrelief (or another build of it, `binary`) on a fresh data folder and waits until
 * it answers. A `--seed-demo` start of dist/vetrelief begins from a copy of the seeded folder
 * made once (demo-template.ts) instead of seeding from nothing; E2E_DEMO_TEMPLATE=0 seeds each.
 */
export async function startServer(args: string[] = [], env: Record<string, string> = {}, cwd?: string, binary = BINARY): Promise<RunningServer> {
  if (!(await Bun.file(binary).exists())) throw new Error(`${binary} is missing: run \`bun run build\` first (bun run test:all does)`);
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'vetrelief-e2e-'));
  const fromTemplate =
    process.env.E2E_DEMO_TEMPLATE !== '0' && args.includes('--seed-demo') && !args.includes('--data') && cwd === undefined && binary === BINARY;
  if (fromTemplate) await copyDemoTemplate(binary, env, dataDir, (templateDir, seedEnv) => seedTemplate(binary, templateDir, seedEnv));
  const server = await spawnServer(binary, dataDir, args, env, cwd);
  logTiming('server', started, { args: args.join(' '), fromTemplate });
  return server;
}

/** Runs the binary with --seed-demo on `dataDir` until its seed and ZIP gazetteer are in, then stops it. */
async function seedTemplate(binary: string, dataDir: string, env: Record<string, string>): Promise<void> {
  const started = performance.now();
  const server = await spawnServer(binary, dataDir, ['--seed-demo'], env);
  try {
    const deadline = Date.now() + 60_000;
    while (!gazetteerLoaded(dataDir)) {
      if (Date.now() > deadline) throw new Error(`the demo template's ZIP gazetteer did not load within 60 s:\n${server.output()}`);
      await Bun.sleep(50);
    }
  } finally {
    server.process.kill('SIGTERM');
    await server.process.exited;
  }
  if (server.process.exitCode !== 0) throw new Error(`the demo template's server exited with ${server.process.exitCode}:\n${server.output()}`);
  logTiming('template', started);
}

/** The binary on `dataDir` (already there), once it answers; stop() also removes the folder. */
async function spawnServer(binary: string, dataDir: string, args: string[], env: Record<string, string>, cwd?: string): Promise<RunningServer> {
  const port = await freePort();
  const child = Bun.spawn([binary, '--port', String(port), '--data', dataDir, ...args], {
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
  // A loaded 2-core machine can take many seconds to migrate and seed: wait, but never hand back
  // a server that is not answering (its first request would fail with a confusing ECONNREFUSED).
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/config`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`vetrelief exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`vetrelief did not answer within 60 s:\n${output}`);
    }
    await Bun.sleep(25);
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      const stopping = performance.now();
      child.kill('SIGTERM');
      const code = await child.exited;
      rmSync(dataDir, { recursive: true, force: true });
      logTiming('server-stop', stopping);
      return code;
    },
  };
}

/** The binary (with `args` and `env`) and Chromium, for a file's beforeAll. */
export async function startBoth(args: string[] = [], env: Record<string, string> = {}): Promise<{ server: RunningServer; browser: Browser }> {
  const server = await startServer(args, env);
  return { server, browser: await launchBrowser() };
}

/** Closes the browser, then stops the server, for a file's afterAll (either may not have started). */
export async function stopBoth(server: RunningServer | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await server?.stop();
}

/**
 * A browser for one test file: its own contexts on the process's one Chromium (shared-browser.ts);
 * its close() closes what the file opened.
 */
export async function launchBrowser(): Promise<Browser> {
  const started = performance.now();
  const browser = await leaseBrowser();
  logTiming('browser', started);
  return browser;
}

/**
 * A Chromium process of the file's own, for the two files that check a shown push notification:
 * both missed one on the shared Chromium in a run at load ≈ 20 (one also did on its own Chromium,
 * so load alone can cause it); whether sharing adds to it is not known, so they keep their own.
 */
export async function launchOwnBrowser(): Promise<Browser> {
  const started = performance.now();
  const browser = await launchChromium();
  logTiming('browser', started, { own: true });
  return browser;
}

export interface Viewport {
  width: number;
  height: number;
}

/** The two screens every page is checked at: a phone (iPhone 14) and a laptop. */
export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const VIEWPORTS: readonly Viewport[] = [PHONE, DESKTOP];

export interface PageOptions {
  /** Lets axe be injected: the app's CSP refuses inline scripts. */
  bypassCSP?: boolean;
  /** Playwright's default wait for this page, in ms. */
  timeoutMs?: number;
  /** The browser's time zone (an IANA name); the machine's when absent. */
  timezoneId?: string;
}

/** A blank page at `viewport`, in a context of its own (its own cookies). */
export async function newPage(browser: Browser, viewport: Viewport, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    bypassCSP: options.bypassCSP ?? false,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  context.setDefaultTimeout(options.timeoutMs ?? 8000);
  return context.newPage();
}

/** A new page at `viewport`, opened on the server's landing page. */
export async function openPage(browser: Browser, server: RunningServer, viewport: Viewport, options: PageOptions = {}): Promise<Page> {
  const page = await newPage(browser, viewport, options);
  await page.goto(server.url);
  return page;
}

/** Opens the landing page and signs `page` in as the demo clinic or vet (the binary runs with --seed-demo). */
export async function signInDemo(page: Page, server: RunningServer, kind: 'clinic' | 'vet'): Promise<void> {
  await page.goto(server.url);
  await page.evaluate(async (who) => void (await fetch(`/api/dev-${who}-login`, { method: 'POST' })), kind);
}

/** A new page signed in as the demo clinic or vet. */
export async function signedIn(browser: Browser, server: RunningServer, kind: 'clinic' | 'vet', viewport: Viewport, options: PageOptions = {}): Promise<Page> {
  const page = await newPage(browser, viewport, options);
  await signInDemo(page, server, kind);
  return page;
}

/** A relief vet's profile for a new account (registered): Rae Kim in Boulder, licence CO-77. */
export const A_VET_PROFILE = {
  firstName: 'Rae',
  lastName: 'Kim',
  licenseNumber: 'CO-77',
  experienceYears: 5,
  hourlyRate: 9000,
  address: '2100 Pearl St',
  city: 'Boulder',
  state: 'CO',
  zipCode: '80302',
  phone: '720-555-0100',
};

/** A clinic's profile for a new account (registered): Larimer Vets in Denver. */
export const A_CLINIC_PROFILE = {
  clinicName: 'Larimer Vets',
  address: '1550 Larimer St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  phone: '303-555-0100',
};

export interface NewAccount {
  userType: 'clinic' | 'relief_vet';
  viewport: Viewport;
  /** Defaults to a fresh address; the password to 'e2e-pass-1'. */
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Saved through the API when given; a clinic with a profile also gets a subscription. */
  profile?: Record<string, unknown>;
  bypassCSP?: boolean;
}

export interface Account {
  context: BrowserContext;
  page: Page;
  api: APIRequestContext;
  email: string;
}

let accounts = 0;

/** A context signed in to a new account registered through the API (each step must succeed). */
export async function registered(browser: Browser, server: RunningServer, account: NewAccount): Promise<Account> {
  const context = await browser.newContext({ viewport: account.viewport, bypassCSP: account.bypassCSP ?? false });
  const api = context.request;
  const email = account.email ?? `${account.userType}-${Date.now()}-${++accounts}@e2e.example`;
  const register = await api.post(`${server.url}/api/register`, {
    data: {
      email,
      password: account.password ?? 'e2e-pass-1',
      firstName: account.firstName ?? 'Casey',
      lastName: account.lastName ?? 'Morgan',
      userType: account.userType,
    },
  });
  expect(register.status()).toBe(201);
  if (account.profile) {
    const path = account.userType === 'clinic' ? '/api/clinic-profiles' : '/api/vet-profiles';
    expect((await api.post(`${server.url}${path}`, { data: account.profile })).ok()).toBe(true);
    if (account.userType === 'clinic') expect((await api.post(`${server.url}/api/create-fresh-subscription`, { data: {} })).ok()).toBe(true);
  }
  // Only now: the API calls above keep Playwright's 30 s (hashing a password is slow on a busy machine).
  context.setDefaultTimeout(8000);
  return { context, page: await context.newPage(), api, email };
}

let axeSource: Promise<string> | undefined;

/**
 * axe-core's findings on the page as it stands, one line each (`impact id: targets`). By default
 * only serious and critical ones; `{ every: true }` counts every impact. The page must have been
 * opened with `bypassCSP`.
 */
export async function axeViolations(page: Page, { every = false }: { every?: boolean } = {}): Promise<string[]> {
  axeSource ??= Bun.file(join(import.meta.dir, '../../node_modules/axe-core/axe.min.js')).text();
  await page.addScriptTag({ content: await axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }> } }
    ).axe.run();
    return result.violations.map((v) => ({ impact: v.impact, line: `${v.impact} ${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}` }));
  });
  return violations.filter((v) => every || v.impact === 'serious' || v.impact === 'critical').map((v) => v.line);
}

/** How many pixels the page is wider than the screen (0 when nothing overflows). */
export function overflowWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** YYYY-MM-DD, `days` from today (local): tests pick dates relative to today so they never go stale. */
export function daysAhead(days: number): string {
  return isoDay(new Date(Date.now() + days * DAY_MS));
}

/** The calendar day `days` after `date` (YYYY-MM-DD, either way). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calls the API from inside the page, with its session cookie; throws on anything but 2xx. */
export async function callInPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json as T;
}

/** Calls the API with a context's request client (its cookies); throws on anything but 2xx. */
export async function callApi<T = any>(api: APIRequestContext, baseUrl: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const response = await api.fetch(`${baseUrl}${path}`, { method, ...(data !== undefined && { data }) });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A signed-in clinic or vet with its request client and user id. */
export interface Party {
  page: Page;
  api: APIRequestContext;
  id: number;
}

/** Writes to the running server's database (it follows the change through its triggers and change log, as it would a route's). */
export function inServerDatabase(server: RunningServer, write: (db: Database) => void): void {
  const db = new Database(join(server.dataDir, 'vetrelief.db'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    write(db);
  } finally {
    db.close();
  }
}

const COMPLETED_SHIFT = { startTime: '08:00', endTime: '18:00', hourlyRate: 8000, shiftType: 'regular_day', practiceTypes: ['small_animal'] };

/**
 * Books the vet on a new 8:00–18:00 shift of the clinic at $80/hr on `shiftDate` and approves its
 * hours in the database, as the hours routes would after the shift: a completed shift.
 */
export async function completedShift(server: RunningServer, clinic: Party, vet: Party, shiftDate: string): Promise<{ shiftId: number; requestId: number }> {
  const shift = await callApi<{ id: number }>(clinic.api, server.url, 'POST', '/api/shifts', { ...COMPLETED_SHIFT, shiftDate });
  const request = await callApi<{ id: number }>(vet.api, server.url, 'POST', '/api/booking-requests', { shiftId: shift.id });
  await callApi(clinic.api, server.url, 'PUT', `/api/booking-requests/${request.id}`, { status: 'accepted' });
  inServerDatabase(server, (db) =>
    db.run(
      `INSERT INTO shift_hours (shift_id, booking_request_id, vet_id, clinic_id, version, proposed_by, start_time, end_time, break_minutes,
         worked_minutes, hourly_rate, amount_cents, status, decided_at) VALUES (?, ?, ?, ?, 1, 'relief_vet', '08:00', '18:00', 30, 570, 8000, 76000, 'approved', ?)`,
      [shift.id, request.id, vet.id, clinic.id, Date.now()],
    ),
  );
  return { shiftId: shift.id, requestId: request.id };
}
