// Command-line flags and environment, parsed once by one zod schema. A bad value stops
// start-up with a message naming it.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type BackupSettings, backupConfigSchema, backupConfigShape, backupProblems, backupSettings } from './backup/settings';

const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true' || value === 'yes');

export const TREMENDOUS_PRODUCTION_URL = 'https://www.tremendous.com/api/v2';
export const TREMENDOUS_SANDBOX_URL = 'https://testflight.tremendous.com/api/v2';

/** TRUST_PROXY: a hop count; the older yes/no spellings mean 1 and 0. */
const trustedHops = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === false || value === 'false' || value === 'no') return 0;
    if (value === true || value === 'true' || value === 'yes') return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    context.addIssue({ code: 'custom', message: 'must be a number of proxies (0, 1, 2 …), true (= 1) or false (= 0)' });
    return z.NEVER;
  });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_NAME: z.string().trim().min(1).max(60).default('VetRelief'),
  /** The legal name of whoever runs this deployment, named in the terms and the privacy policy. */
  OPERATOR_NAME: z.string().trim().min(1).max(200).optional(),
  /** The operator's postal address for legal notices; the legal pages omit it when unset. */
  OPERATOR_ADDRESS: z.string().trim().min(1).max(500).optional(),
  /** Where users write for help; shown by the help chat and the legal pages. */
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address such as support@example.com' }).optional(),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://relief.example.com' }).optional(),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  DEMO_MODE: flag,
  SEED_DEMO: flag,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  GOOGLE_MAPS_API_KEY: z.string().min(10, { error: 'does not look like an API key' }).optional(),
  GOOGLE_PLACES_BASE_URL: z.url().default('https://maps.googleapis.com'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, { error: 'must be a Stripe secret key (sk_…)' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, { error: 'must be a Stripe publishable key (pk_…)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  STRIPE_PRICE_ID: z
    .string()
    .regex(/^price_/, { error: 'must be a Stripe price id (price_…)' })
    .optional(),
  /** Where the Stripe API is reached; tests point it at a local server. */
  STRIPE_API_URL: z.url().optional(),
  /** An OpenAI-compatible chat-completions endpoint for the message assistant (…/v1); the built-in composer otherwise. */
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.openai.com/v1' }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long the assistant waits for the model before answering with the built-in composer. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000, { error: 'must be at most 120000 (two minutes)' }).default(8000),
  /** Tremendous (reward cards for referrals): unset, referrals are tracked and verified but no card is sent. */
  TREMENDOUS_API_KEY: z.string().min(10, { error: 'does not look like a Tremendous API key' }).optional(),
  /** Production by default; Tremendous' sandbox is https://testflight.tremendous.com/api/v2. */
  TREMENDOUS_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.tremendous.com/api/v2' })
    .default(TREMENDOUS_PRODUCTION_URL),
  /** What pays for the cards: 'balance' (the account's balance) or a funding source id. */
  TREMENDOUS_FUNDING_SOURCE_ID: z.string().min(1).default('balance'),
  /** The campaign that defines the card (its product, message and look); or name the product below. */
  TREMENDOUS_CAMPAIGN_ID: z.string().min(1).optional(),
  /** The Visa prepaid card's product id in Tremendous' catalog; overrides the campaign's products. */
  TREMENDOUS_PRODUCT_ID: z.string().min(1).optional(),
  /** How long a call to Tremendous may take before it counts as failed (a retry never pays twice). */
  TREMENDOUS_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000, { error: 'must be at most 60000 (one minute)' }).default(10_000),
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For: the client is the
   * address the outermost of them added. 0 (or false, or unset): the socket's address; true = 1.
   */
  /** Web Push's VAPID key pair (base64url, as web-push prints them); generated into the data folder when unset. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { error: 'must be a base64url P-256 public key (87 characters), e.g. from `npx web-push generate-vapid-keys`' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a base64url P-256 private key (43 characters)' })
    .optional(),
  /** Who push services contact about this sender: a mailto: or https: URL; mailto:SUPPORT_EMAIL when unset. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, { error: 'must be a mailto: or https: URL, e.g. mailto:ops@example.com' })
    .optional(),
  TRUST_PROXY: trustedHops,
  RATE_LIMIT_PER_EMAIL: positiveInt(10),
  RATE_LIMIT_PER_IP: positiveInt(30),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
  /** Messages a sender may send at once before the hourly pace applies (a token bucket's size). */
  MESSAGE_BURST: positiveInt(40),
  /** The pace a sender's message budget refills at; 1800 = 30 a minute, always allowed. */
  MESSAGES_PER_HOUR: positiveInt(1800),
  /** Conversations a sender may start with people they have never written to, per day. */
  NEW_CONVERSATIONS_PER_DAY: positiveInt(50),
  /** Live sockets (tabs) one user may hold; a new one past this closes that user's oldest. */
  LIVE_SOCKETS_PER_USER: positiveInt(10),
  EMAIL_POLL_SECONDS: positiveInt(5),
  LOG_LEVEL: z.enum(['silent', 'info']).default('info'),
  /**
   * `group` (default): a commit is on disk before anything acknowledges it, even through a power
   * cut; the disk flushes run off the request thread, one for the commits that land together.
   * `full`: the same promise, SQLite flushing each commit on the request thread (slower under load).
   * `normal` trades it for write speed: a killed process loses nothing, a power cut may lose the last writes.
   */
  SQLITE_SYNCHRONOUS: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['group', 'full', 'normal'], { error: 'must be group, full or normal' }))
    .default('group'),
  /** argon2id cost. Lower only for tests and benchmarks: the defaults are OWASP-strength. */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).max(4_194_304).default(65536),
  PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1).max(20).default(2),
  /** Scheduled backups to a folder and/or S3, and who hears when they fail (backup/settings.ts). */
  ...backupConfigShape,
});

export type Config = z.output<typeof configSchema> & {
  /** PUBLIC_URL, or http://localhost:PORT when unset; used for links in e-mail. */
  publicUrl: string;
  /** Demo accounts, dev logins and x-user-id impersonation are on. */
  demoMode: boolean;
  secureCookies: boolean;
  mailFrom: string;
  /** OPERATOR_NAME, or "the operator of APP_NAME" so the legal texts still read. */
  operatorName: string;
  /** SUPPORT_EMAIL, or support@ the host of PUBLIC_URL. */
  supportEmail: string;
};

export const HELP = `Usage: vetrelief [options]
       vetrelief --backup FILE [--force] [--data DIR]
       vetrelief --restore FILE|s3://bucket/prefix/NAME|latest [--data DIR]
       vetrelief --list-backups

Options:
  --port N              port to listen on (env PORT, default 3000)
  --data DIR            folder for the database and secret (env DATA_DIR, default ./data)
  --seed-demo           create the demo clinic and vet accounts and turn demo mode on
  --admin-password P    password of the admin panel (env ADMIN_PASSWORD)
  --backup FILE         write a consistent copy of the database to FILE, also while a server runs
  --force               with --backup: replace FILE when it exists
  --restore FILE        replace the database with the backup FILE (the server must be stopped);
                        also s3://bucket/prefix/NAME, or latest (the newest scheduled backup)
  --list-backups        list the scheduled backups in BACKUP_DIR and BACKUP_S3_URL
  --help                show this help
  --version             print the version

Every other setting is an environment variable; see the README's configuration table.`;

export type CliAction =
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'run'; config: Config }
  | { kind: 'backup'; dataDir: string; file: string; force: boolean }
  | { kind: 'restore'; dataDir: string; file: string; settings?: BackupSettings }
  | { kind: 'list-backups'; settings: BackupSettings };

export class ConfigError extends Error {}

/** The command-line flags; throws on an unknown flag or a missing value. */
function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      data: { type: 'string' },
      'seed-demo': { type: 'boolean' },
      'admin-password': { type: 'string' },
      backup: { type: 'string' },
      restore: { type: 'string' },
      'list-backups': { type: 'boolean' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
    strict: true,
  }).values;
}

/**
 * --backup / --restore: only the data folder matters, so a setting the server would refuse (a
 * malformed SMTP_URL, say) does not stand between the operator and a copy of the data.
 */
function maintenanceAction(parsed: ReturnType<typeof parseOptions>, env: Record<string, string | undefined>): CliAction | null {
  if (parsed['list-backups']) {
    if (parsed.backup !== undefined || parsed.restore !== undefined) throw new ConfigError('--list-backups goes alone');
    return { kind: 'list-backups', settings: backupSettingsFrom(env) };
  }
  if (parsed.backup === undefined && parsed.restore === undefined) {
    if (parsed.force) throw new ConfigError('--force goes with --backup FILE');
    return null;
  }
  if (parsed.backup !== undefined && parsed.restore !== undefined) throw new ConfigError('--backup and --restore cannot be given together');
  const file = (parsed.backup ?? parsed.restore)!;
  if (!file) throw new ConfigError(`--${parsed.backup !== undefined ? 'backup' : 'restore'} needs a file name`);
  if (parsed.force && parsed.restore !== undefined) throw new ConfigError('--force goes with --backup FILE');
  const dataDir = configSchema.shape.DATA_DIR.safeParse(parsed.data ?? (env.DATA_DIR || undefined));
  if (!dataDir.success) throw new ConfigError('Invalid configuration:\n  DATA_DIR: must not be empty');
  if (parsed.backup !== undefined) return { kind: 'backup', dataDir: dataDir.data, file, force: parsed.force === true };
  // A scheduled backup is found and decrypted with the backup settings; a plain file needs none.
  const scheduled = file === 'latest' || file.startsWith('s3://') || file.endsWith('.age');
  return { kind: 'restore', dataDir: dataDir.data, file, ...(scheduled && { settings: backupSettingsFrom(env) }) };
}

/** Only the BACKUP_* settings, for the commands that read scheduled backups. */
function backupSettingsFrom(env: Record<string, string | undefined>): BackupSettings {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = backupConfigSchema.safeParse(input);
  if (!result.success)
    throw new ConfigError(`Invalid configuration:\n${result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  const problems = backupProblems(result.data);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return backupSettings(result.data);
}

/** Reads flags (which win) and the environment into a validated config. */
export function loadConfig(argv: string[], env: Record<string, string | undefined>): CliAction {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    throw new ConfigError(`${(error as Error).message}\n\n${HELP}`);
  }
  if (parsed.help) return { kind: 'help' };
  if (parsed.version) return { kind: 'version' };
  const maintenance = maintenanceAction(parsed, env);
  if (maintenance) return maintenance;

  const input = {
    ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
    ...(parsed.port !== undefined && { PORT: parsed.port }),
    ...(parsed.data !== undefined && { DATA_DIR: parsed.data }),
    ...(parsed['seed-demo'] && { SEED_DEMO: true }),
    ...(parsed['admin-password'] !== undefined && { ADMIN_PASSWORD: parsed['admin-password'] }),
  };
  const result = configSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = result.data;
  if (values.STRIPE_SECRET_KEY && !values.STRIPE_PUBLISHABLE_KEY) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set');
  }
  if (values.TREMENDOUS_API_KEY && !values.TREMENDOUS_CAMPAIGN_ID && !values.TREMENDOUS_PRODUCT_ID) {
    throw new ConfigError('Invalid configuration:\n  TREMENDOUS_CAMPAIGN_ID: is required when TREMENDOUS_API_KEY is set (or TREMENDOUS_PRODUCT_ID)');
  }
  const backupIssues = backupProblems(values);
  if (backupIssues.length) throw new ConfigError(`Invalid configuration:\n${backupIssues.map((problem) => `  ${problem}`).join('\n')}`);
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are given together (or neither)');
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const publicHost = new URL(publicUrl).hostname;
  return {
    kind: 'run',
    config: {
      ...values,
      publicUrl,
      demoMode: values.DEMO_MODE || values.SEED_DEMO,
      secureCookies: publicUrl.startsWith('https://'),
      mailFrom: values.MAIL_FROM ?? `${values.APP_NAME} <no-reply@${publicHost}>`,
      operatorName: values.OPERATOR_NAME ?? `the operator of ${values.APP_NAME}`,
      supportEmail: values.SUPPORT_EMAIL ?? `support@${publicHost}`,
    },
  };
}

/**
 * The test defaults, parsed once per process: every test app starts from the same ones, and
 * parsing them per app (zod over the whole schema) cost about a millisecond each, 2,000 times.
 * Every value is a string, number or boolean, so a shallow copy is a config of the test's own.
 */
let testDefaults: Config | undefined;

/** A config for tests and benchmarks: defaults plus the overrides given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  testDefaults ??= parseTestDefaults();
  return { ...testDefaults, ...overrides };
}

function parseTestDefaults(): Config {
  // The cheapest argon2id hash: tests check the flows, not the cost (about 1 ms instead of 150).
  const action = loadConfig([], {
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-00',
    PASSWORD_HASH_MEMORY_KIB: '8',
    PASSWORD_HASH_TIME_COST: '1',
  });
  if (action.kind !== 'run') throw new Error('unreachable');
  return action.config;
}
