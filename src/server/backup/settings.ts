// The scheduled backups' settings: BACKUP_* and ADMIN_EMAIL in the config schema (config.ts
// spreads these fields in), the checks across them, and the shape the backup code reads.
import { z } from 'zod';

const MINUTE_MS = 60_000;
const UNIT_MS = { m: MINUTE_MS, h: 60 * MINUTE_MS, d: 24 * 60 * MINUTE_MS } as const;

/** `30m`, `6h`, `1d` → ms; from one minute to 30 days. */
const interval = z.string().transform((value, context) => {
  const match = /^(\d{1,4})\s*([mhd])$/i.exec(value.trim());
  const ms = match ? Number(match[1]) * UNIT_MS[match[2]!.toLowerCase() as keyof typeof UNIT_MS] : 0;
  if (ms >= MINUTE_MS && ms <= 30 * UNIT_MS.d) return ms;
  context.addIssue({ code: 'custom', message: 'must be a number of minutes, hours or days such as 30m, 6h or 1d (1m to 30d)' });
  return z.NEVER;
});

/** s3://bucket or s3://bucket/some/prefix: S3's bucket naming rules, a prefix without `..`. */
const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/[A-Za-z0-9!_.*'()/-]*)?$/;

export const backupConfigShape = {
  /** How often the scheduled backup runs; unset: no scheduled backups. */
  BACKUP_EVERY: interval.optional(),
  /** How many scheduled backups each place keeps; older ones are deleted after a new one is verified. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000, { error: 'must be at most 1000' }).default(14),
  /** A local folder the scheduled backups are written to. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** An S3-compatible bucket (and prefix) the scheduled backups are uploaded to. */
  BACKUP_S3_URL: z
    .string()
    .regex(S3_URL, { error: 'must be s3://bucket or s3://bucket/prefix' })
    .refine((value) => !value.split('/').includes('..'), { error: 'must not contain ..' })
    .optional(),
  BACKUP_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com' }).optional(),
  BACKUP_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, { error: 'must be a region name such as us-east-1' })
    .optional(),
  BACKUP_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Encrypts each backup with age (scrypt); restoring needs the same passphrase. */
  BACKUP_PASSPHRASE: z.string().min(12, { error: 'must be at least 12 characters (age derives the key with scrypt)' }).optional(),
  /** Who hears that scheduled backups are failing (once per failure streak). */
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address such as ops@example.com' }).optional(),
};

/** Parses the backup settings alone (the --restore and --list-backups commands need no more). */
export const backupConfigSchema = z.object(backupConfigShape);

export type BackupConfig = z.output<typeof backupConfigSchema>;

/** The settings that only make sense together, as `NAME: problem` lines; empty when they are sound. */
export function backupProblems(values: BackupConfig): string[] {
  const problems: string[] = [];
  if (values.BACKUP_EVERY && !values.BACKUP_DIR && !values.BACKUP_S3_URL) {
    problems.push('BACKUP_EVERY: needs BACKUP_DIR or BACKUP_S3_URL (where the backups go)');
  }
  if (!values.BACKUP_S3_URL) {
    for (const name of ['BACKUP_S3_ENDPOINT', 'BACKUP_S3_REGION', 'BACKUP_S3_ACCESS_KEY_ID', 'BACKUP_S3_SECRET_ACCESS_KEY'] as const) {
      if (values[name]) problems.push(`${name}: is set but BACKUP_S3_URL is not`);
    }
  }
  if (!values.BACKUP_S3_ACCESS_KEY_ID !== !values.BACKUP_S3_SECRET_ACCESS_KEY) {
    problems.push('BACKUP_S3_SECRET_ACCESS_KEY: BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY go together');
  }
  return problems;
}

export interface S3Location {
  bucket: string;
  /** '' or ending in '/': keys are prefix + name. */
  prefix: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface BackupSettings {
  /** null: scheduled backups are off. */
  everyMs: number | null;
  keep: number;
  dir: string | null;
  s3: S3Location | null;
  passphrase: string | null;
  adminEmail: string | null;
}

/** Splits s3://bucket/prefix/name into the bucket and the key (or prefix) after it. */
export function parseS3Url(url: string): { bucket: string; path: string } | null {
  const match = S3_URL.exec(url);
  if (!match || url.split('/').includes('..')) return null;
  return { bucket: match[1]!, path: (match[2] ?? '').replace(/^\/+/, '') };
}

/** The backup settings out of a parsed config. */
export function backupSettings(values: BackupConfig): BackupSettings {
  const target = values.BACKUP_S3_URL ? parseS3Url(values.BACKUP_S3_URL) : null;
  return {
    everyMs: values.BACKUP_EVERY ?? null,
    keep: values.BACKUP_KEEP,
    dir: values.BACKUP_DIR ?? null,
    s3: target && {
      bucket: target.bucket,
      prefix: target.path && !target.path.endsWith('/') ? `${target.path}/` : target.path,
      endpoint: values.BACKUP_S3_ENDPOINT,
      region: values.BACKUP_S3_REGION,
      accessKeyId: values.BACKUP_S3_ACCESS_KEY_ID,
      secretAccessKey: values.BACKUP_S3_SECRET_ACCESS_KEY,
    },
    passphrase: values.BACKUP_PASSPHRASE ?? null,
    adminEmail: values.ADMIN_EMAIL ?? null,
  };
}
