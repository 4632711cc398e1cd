// The scheduled backup (job `scheduled-backup`, polled every minute): when BACKUP_EVERY has passed
// since the last success — or a retry is due after a failure — it takes a snapshot on another
// thread, encrypts it when BACKUP_PASSPHRASE is set, stores it in BACKUP_DIR and/or the bucket
// (each copy read back and checked) and prunes each place to BACKUP_KEEP. A failure is retried
// with back-off; ADMIN_EMAIL hears once per failure streak, and again when backups work again.
import { statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AppDeps } from '../context';
import { enqueueEmail } from '../email/outbox';
import type { JobSummary } from '../jobs/job';
import { SCRYPT_WORK_FACTOR } from './encryption';
import { scheduledBackupName } from './names';
import { encryptFileOffThread, sha256OfFileOffThread } from './off-thread';
import { readScheduleState, type ScheduleState, writeScheduleState } from './schedule-state';
import { backupSettings, type BackupSettings } from './settings';
import { snapshotOffThread } from './snapshot-thread';
import type { BackupCheck, BackupStore } from './store';
import { backupStores } from './stores';

const MINUTE_MS = 60_000;

/** The pause before retry `failures` (1, 2, 4 … minutes), at most an hour and never past the schedule. */
export function retryDelay(failures: number, everyMs: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.min(failures - 1, 10), 60 * MINUTE_MS, everyMs);
}

/** When the next attempt is due; null when scheduled backups are off. */
export function nextBackupAt(state: ScheduleState, settings: BackupSettings): number | null {
  if (!settings.everyMs) return null;
  if (state.failures > 0 && state.nextAttemptAt !== null) return state.nextAttemptAt;
  return state.lastSuccessAt === null ? 0 : state.lastSuccessAt + settings.everyMs;
}

export interface BackupRunOptions {
  /** The places to write to; the settings' by default. */
  stores?: BackupStore[];
  /** age's scrypt work factor (tests and the bench may lower it). */
  scryptWorkFactor?: number;
}

/** Runs a scheduled backup when one is due; the job's summary, or undefined when none was due. */
export async function runScheduledBackup(deps: AppDeps, options: BackupRunOptions = {}): Promise<JobSummary | undefined> {
  const settings = backupSettings(deps.config);
  if (!settings.everyMs) return undefined;
  const state = readScheduleState(deps.db);
  const due = nextBackupAt(state, settings)!;
  const now = deps.clock();
  if (now < due) {
    // Between retries the job keeps showing the failure rather than a quiet success.
    if (state.failures > 0) throw new Error(`Waiting to retry at ${new Date(due).toISOString()} (${state.failures} failed): ${state.lastError}`);
    return undefined;
  }
  const stores = options.stores ?? backupStores(settings);
  try {
    const done = await backUp(deps, settings, stores, now, options.scryptWorkFactor ?? SCRYPT_WORK_FACTOR);
    succeeded(deps, settings, state, done, now);
    return { bytes: done.bytes, places: stores.length, pruned: done.pruned, ms: done.ms, ...done.phases };
  } catch (error) {
    failed(deps, settings, stores, state, error as Error, now);
    throw error;
  }
}

interface BackupDone {
  name: string;
  bytes: number;
  pruned: number;
  ms: number;
  /** How long each step took, ms (the admin panel's job list shows them). */
  phases: Record<string, number>;
}

async function backUp(deps: AppDeps, settings: BackupSettings, stores: BackupStore[], now: number, workFactor: number): Promise<BackupDone> {
  const started = performance.now();
  const sqlite = deps.db.$client;
  const name = scheduledBackupName(now, settings.passphrase !== null);
  // Beside the database: the same disk, which has room for a copy of it.
  const work = join(sqlite.filename && sqlite.filename !== ':memory:' ? dirname(sqlite.filename) : tmpdir(), `.scheduled-backup-${crypto.randomUUID()}`);
  const plain = `${work}.db`;
  const encrypted = `${work}.db.age`;
  const phases: Record<string, number> = {};
  let mark = started;
  const timed = (phase: string) => {
    const now = performance.now();
    phases[`${phase}Ms`] = Math.round(now - mark);
    mark = now;
  };
  try {
    await snapshotOffThread(sqlite, plain);
    timed('snapshot');
    // Encrypting or hashing hundreds of MB is seconds of CPU: both run on a worker thread, and
    // the encryption hashes what it writes as it goes.
    let file = plain;
    let check: BackupCheck;
    if (settings.passphrase) {
      check = await encryptFileOffThread(plain, encrypted, settings.passphrase, workFactor);
      await rm(plain, { force: true });
      file = encrypted;
      timed('encrypt');
    } else {
      check = await sha256OfFileOffThread(plain);
      timed('checksum');
    }
    if (check.bytes !== statSync(file).size) throw new Error('The snapshot changed while it was being checked');
    let pruned = 0;
    for (const store of stores) {
      await store.put(name, file, check);
      timed(store.where);
      pruned += await prune(store, settings.keep);
    }
    return { name, bytes: check.bytes, pruned, ms: Math.round(performance.now() - started), phases };
  } finally {
    // On the thread pool: unlinking a snapshot whose pages are not yet written back held the
    // server's thread 116–145 ms (the kernel drops them all in the call).
    await rm(plain, { force: true });
    await rm(encrypted, { force: true });
  }
}

/** Deletes the place's backups past the newest `keep`; how many it deleted. */
async function prune(store: BackupStore, keep: number): Promise<number> {
  const old = (await store.list()).slice(keep);
  for (const backup of old) await store.remove(backup.name);
  return old.length;
}

function succeeded(deps: AppDeps, settings: BackupSettings, state: ScheduleState, done: BackupDone, now: number): void {
  deps.db.transaction((tx) => {
    if (state.alerted && settings.adminEmail) {
      enqueueEmail(
        tx,
        {
          to: settings.adminEmail,
          subject: `${deps.config.APP_NAME}: backups work again`,
          text: `The scheduled backup ${done.name} was written and checked at ${new Date(now).toISOString()}, after ${state.failures} failed attempt${state.failures === 1 ? '' : 's'} since ${new Date(state.failingSince ?? now).toISOString()}.\n`,
        },
        now,
      );
    }
    writeScheduleState(tx, {
      ...state,
      lastSuccessAt: now,
      lastName: done.name,
      lastBytes: done.bytes,
      lastDurationMs: done.ms,
      failures: 0,
      failingSince: null,
      nextAttemptAt: null,
      lastError: null,
      alerted: false,
    });
  });
  deps.log.info(`Scheduled backup ${done.name} written (${done.bytes} bytes, ${done.ms} ms; ${done.pruned} old pruned)`);
}

function failed(deps: AppDeps, settings: BackupSettings, stores: BackupStore[], state: ScheduleState, error: Error, now: number): void {
  const failures = state.failures + 1;
  const nextAttemptAt = now + retryDelay(failures, settings.everyMs!);
  const tell = !state.alerted && settings.adminEmail !== null;
  deps.db.transaction((tx) => {
    if (tell) {
      enqueueEmail(
        tx,
        {
          to: settings.adminEmail!,
          subject: `${deps.config.APP_NAME}: scheduled backups are failing`,
          text: [
            `The scheduled backup failed at ${new Date(now).toISOString()}:`,
            '',
            `  ${error.message}`,
            '',
            `Backups go to: ${stores.map((store) => store.label).join(', ')}.`,
            `It is retried with back-off (next at ${new Date(nextAttemptAt).toISOString()}). You will not hear of this again until backups work, which you will be told of.`,
            `The last good backup: ${state.lastName ? `${state.lastName} (${new Date(state.lastSuccessAt!).toISOString()})` : 'none yet'}.`,
            '',
          ].join('\n'),
        },
        now,
      );
    }
    writeScheduleState(tx, {
      ...state,
      failures,
      failingSince: state.failingSince ?? now,
      nextAttemptAt,
      lastError: error.message,
      alerted: state.alerted || tell,
    });
  });
}
