// CLI entry: flags → config → lock data folder → open DB → migrate → seed? → listen → jobs.
// --backup and --restore run their command instead and exit.
// The compiled binary calls main() with the embedded web assets (see build.ts).
// First: zod must be jitless before any module below creates a schema (see the module).
import '../shared/zod-without-eval';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import packageJson from '../../package.json';
import { createApp } from './app';
import { runMaintenance } from './backup/cli';
import { DATABASE_FILE } from './backup/database-file';
import { createStripe } from './billing/stripe-client';
import { type CliAction, ConfigError, HELP, loadConfig, type Config } from './config';
import { consoleLogger, type AppDeps } from './context';
import { DataFolderLocked, lockDataFolder, type DataLock } from './data-lock';
import { openDatabase } from './db/client';
import { linkSigningKey } from './email/link-signing-key';
import { migrate } from './db/migrate';
import { hashCostOf } from './auth/service';
import { seedDemo } from './demo/seed';
import { configuredMailer } from './email/delivery';
import { createEventBus } from './events/bus';
import { SERVE_BODY_LIMITS } from './http/body-limit';
import { createRateLimiter } from './http/rate-limit';
import { createSendLimits } from './messages/send-limits';
import { createExportBudget } from './data-export/budget';
import { createPushSender } from './push/sender';
import { loadVapidKeys } from './push/vapid-keys';
import type { WebAssets } from './http/web-assets';
import { ensureGazetteer } from './geo/gazetteer';
import { createJobRunner } from './jobs/runner';
import { loadStoredMarket, refreshMarket } from './market/snapshot';
import { warmSearchIndexes } from './search/warm-search';

/** SESSION_SECRET, or one generated on first start and kept in the data folder so sessions survive restarts. */
function sessionSecret(config: Config, dataDir: string): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export async function main(web?: WebAssets): Promise<void> {
  let action: CliAction;
  try {
    action = loadConfig(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  if (action.kind === 'help') return console.log(HELP);
  if (action.kind === 'version') return console.log(packageJson.version);
  if (action.kind !== 'run') process.exit(await runMaintenance(action));
  const { config } = action;

  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  let lock: DataLock;
  try {
    lock = lockDataFolder(dataDir);
  } catch (error) {
    if (!(error instanceof DataFolderLocked)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // Also on exits after a failed start; only a killed process leaves the lock (taken over next start).
  process.on('exit', () => lock.release());
  const db = openDatabase(join(dataDir, DATABASE_FILE), { synchronous: config.SQLITE_SYNCHRONOUS });
  // Raw on purpose: migrations are SQL files run on the connection itself (db/migrate.ts).
  const applied = migrate(db.$client);
  const log = consoleLogger(config.LOG_LEVEL === 'silent');
  if (applied.length) log.info(`Applied migrations: ${applied.join(', ')}`);

  const deps: AppDeps = {
    config,
    db,
    clock: Date.now,
    limiter: createRateLimiter(config.RATE_LIMIT_WINDOW_SECONDS * 1000),
    sendLimits: createSendLimits(config),
    exportBudget: createExportBudget(),
    log,
    sessionSecret: sessionSecret(config, dataDir),
    linkKey: linkSigningKey(db),
    stripe: await createStripe(config),
    events: createEventBus(log),
    mailer: configuredMailer(config),
    push: createPushSender(loadVapidKeys(config, dataDir)),
    liveSockets: new Map(),
  };
  if (config.demoMode) {
    for (const account of await seedDemo(db, Date.now(), hashCostOf(config))) {
      log.info(`Demo ${account.userType === 'clinic' ? 'clinic' : 'vet'} account: ${account.email} / ${account.password}`);
    }
  }

  // The market figures the last run stored: answered until the first pass below is done.
  loadStoredMarket(deps);
  // The app refuses bodies over MAX_BODY_BYTES itself, with its headers and a JSON message
  // (http/body-limit.ts): Bun's own limit, which answers a bare 413, is kept out of reach.
  const app = createApp(deps, web).listen({ port: config.PORT, hostname: config.HOST, ...SERVE_BODY_LIMITS });
  const jobs = createJobRunner(deps);
  jobs.start();
  // Copy the ZIP gazetteer into the database on first start, after the server already answers.
  setTimeout(() => void ensureGazetteer(db).catch((error) => log.error('Loading the ZIP gazetteer failed', error)), 1000);
  // Build the distance-search indexes before the first search asks (about 0.7 s at national scale).
  const warming = setTimeout(() => {
    warmSearchIndexes(db, deps.clock());
    // The market aggregates (about 1.5 s at national scale, yielding every few ms); the
    // market-refresh job keeps them fresh afterwards.
    void refreshMarket(deps).catch((error) => log.error('Computing market data failed', error));
    // Let go of start-up garbage (compiled routes, index build) before the server idles: about
    // 1.3 MB less idle RSS, one collection early in the process's life.
    Bun.gc(true);
  }, 500);
  log.info(`${config.APP_NAME} listening on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${app.server!.port} (data: ${dataDir})`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    clearTimeout(warming);
    // In-flight requests finish; new connections are refused. The live sockets are closed (the
    // stop would wait for them forever), with a code their tabs answer by reconnecting.
    const stopped = app.server?.stop(false);
    deps.events.publish({ type: 'server.stopping' });
    await stopped;
    await jobs.stop();
    deps.mailer?.close();
    // drizzle has no close: the connection itself is closed, checkpointing the WAL.
    db.$client.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

if (import.meta.main) await main();
