// loadConfig(argv, env): flags win over the environment, bad values stop start-up naming the
// variable, --help/--version are actions, and the derived settings follow PUBLIC_URL.
import { describe, expect, test } from 'bun:test';
import { ConfigError, loadConfig, testConfig, type Config } from './config';

function run(argv: string[], env: Record<string, string | undefined> = {}): Config {
  const action = loadConfig(argv, env);
  if (action.kind !== 'run') throw new Error(`expected a run config, got ${action.kind}`);
  return action.config;
}

function failure(argv: string[], env: Record<string, string | undefined> = {}): ConfigError {
  try {
    loadConfig(argv, env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('flags and environment', () => {
  test.each([
    ['--port wins over PORT', ['--port', '4000'], { PORT: '5000' }, 'PORT', 4000],
    ['--port=N form', ['--port=4001'], {}, 'PORT', 4001],
    ['PORT alone', [], { PORT: '5000' }, 'PORT', 5000],
    ['--data wins over DATA_DIR', ['--data', '/srv/relief'], { DATA_DIR: '/var/lib/relief' }, 'DATA_DIR', '/srv/relief'],
    ['--admin-password wins over ADMIN_PASSWORD', ['--admin-password', 'from-the-flag'], { ADMIN_PASSWORD: 'from-the-env' }, 'ADMIN_PASSWORD', 'from-the-flag'],
    ['--seed-demo sets SEED_DEMO', ['--seed-demo'], {}, 'SEED_DEMO', true],
    ['an empty variable counts as unset', [], { PORT: '' }, 'PORT', 3000],
  ] as const)('%s', (_, argv, env, key, expected) => {
    expect(run([...argv], env)[key]).toBe(expected);
  });

  test('defaults: port 3000, rate limits 10 per e-mail and 30 per address in 60 s, proxy not trusted', () => {
    expect(run([])).toMatchObject({
      PORT: 3000,
      RATE_LIMIT_PER_EMAIL: 10,
      RATE_LIMIT_PER_IP: 30,
      RATE_LIMIT_WINDOW_SECONDS: 60,
      TRUST_PROXY: 0,
      demoMode: false,
    });
  });

  test('reward cards: off unless TREMENDOUS_API_KEY is set; production, balance and 10 s by default; the sandbox by URL', () => {
    const defaults = run([]);
    expect([defaults.TREMENDOUS_API_KEY, defaults.TREMENDOUS_BASE_URL, defaults.TREMENDOUS_FUNDING_SOURCE_ID, defaults.TREMENDOUS_TIMEOUT_MS]).toEqual([
      undefined,
      'https://www.tremendous.com/api/v2',
      'balance',
      10_000,
    ]);
    expect(
      run([], {
        TREMENDOUS_API_KEY: 'TEST_abcdefghijkl',
        TREMENDOUS_BASE_URL: 'https://testflight.tremendous.com/api/v2',
        TREMENDOUS_CAMPAIGN_ID: 'CAMP123',
        TREMENDOUS_FUNDING_SOURCE_ID: 'FS123',
        TREMENDOUS_TIMEOUT_MS: '2500',
      }),
    ).toMatchObject({
      TREMENDOUS_API_KEY: 'TEST_abcdefghijkl',
      TREMENDOUS_BASE_URL: 'https://testflight.tremendous.com/api/v2',
      TREMENDOUS_CAMPAIGN_ID: 'CAMP123',
      TREMENDOUS_FUNDING_SOURCE_ID: 'FS123',
      TREMENDOUS_TIMEOUT_MS: 2500,
    });
    expect(run([], { TREMENDOUS_API_KEY: 'TEST_abcdefghijkl', TREMENDOUS_PRODUCT_ID: 'VISA123' }).TREMENDOUS_PRODUCT_ID).toBe('VISA123');
  });

  test('rate limits and TRUST_PROXY come from the environment', () => {
    expect(run([], { RATE_LIMIT_PER_EMAIL: '3', RATE_LIMIT_PER_IP: '7', RATE_LIMIT_WINDOW_SECONDS: '120', TRUST_PROXY: '1' })).toMatchObject({
      RATE_LIMIT_PER_EMAIL: 3,
      RATE_LIMIT_PER_IP: 7,
      RATE_LIMIT_WINDOW_SECONDS: 120,
      TRUST_PROXY: 1,
    });
  });

  test('TRUST_PROXY is a hop count; true and false, as configs written before say, are 1 and 0', () => {
    const hops = (value?: string) => run([], { TRUST_PROXY: value }).TRUST_PROXY;
    expect([hops(), hops('0'), hops('false'), hops('no'), hops('1'), hops('true'), hops('yes'), hops('2')]).toEqual([0, 0, 0, 0, 1, 1, 1, 2]);
    expect(() => hops('lots')).toThrow('TRUST_PROXY: must be a number of proxies');
    expect(() => hops('-1')).toThrow('TRUST_PROXY');
  });

  test('message and live-socket limits: defaults a busy clinic never meets, and set from the environment', () => {
    expect(run([])).toMatchObject({ MESSAGE_BURST: 40, MESSAGES_PER_HOUR: 1800, NEW_CONVERSATIONS_PER_DAY: 50, LIVE_SOCKETS_PER_USER: 10 });
    expect(run([], { MESSAGE_BURST: '10', MESSAGES_PER_HOUR: '600', NEW_CONVERSATIONS_PER_DAY: '5', LIVE_SOCKETS_PER_USER: '3' })).toMatchObject({
      MESSAGE_BURST: 10,
      MESSAGES_PER_HOUR: 600,
      NEW_CONVERSATIONS_PER_DAY: 5,
      LIVE_SOCKETS_PER_USER: 3,
    });
    expect(() => run([], { MESSAGE_BURST: '0' })).toThrow('MESSAGE_BURST');
  });

  test('the message assistant: built-in unless AI_BASE_URL is set; gpt-4o-mini and 8 s by default', () => {
    const defaults = run([]);
    expect([defaults.AI_BASE_URL, defaults.AI_API_KEY, defaults.AI_MODEL, defaults.AI_TIMEOUT_MS]).toEqual([undefined, undefined, 'gpt-4o-mini', 8000]);
    expect(run([], { AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_API_KEY: 'sk-local', AI_MODEL: 'llama3.1', AI_TIMEOUT_MS: '2500' })).toMatchObject({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'sk-local',
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: 2500,
    });
  });

  test.each([
    ['--seed-demo', ['--seed-demo'], {}, true],
    ['DEMO_MODE=1', [], { DEMO_MODE: '1' }, true],
    ['DEMO_MODE=true', [], { DEMO_MODE: 'true' }, true],
    ['SEED_DEMO=yes', [], { SEED_DEMO: 'yes' }, true],
    ['DEMO_MODE=0', [], { DEMO_MODE: '0' }, false],
    ['nothing', [], {}, false],
  ])('%s: demo mode %p', (_, argv, env, demoMode) => {
    expect(run(argv, env).demoMode).toBe(demoMode);
  });
});

describe('derived from PUBLIC_URL', () => {
  test.each([
    ['https://relief.example.com', 'https://relief.example.com', true],
    ['https://relief.example.com/', 'https://relief.example.com', true],
    ['http://relief.example.com', 'http://relief.example.com', false],
    [undefined, 'http://localhost:3000', false],
  ])('PUBLIC_URL %p: links use %p, Secure cookies %p', (publicUrlEnv, publicUrl, secureCookies) => {
    expect(run([], { PUBLIC_URL: publicUrlEnv })).toMatchObject({ publicUrl, secureCookies });
  });

  test('links without PUBLIC_URL follow the port', () => {
    expect(run(['--port', '8080']).publicUrl).toBe('http://localhost:8080');
  });

  test('mail comes from no-reply at the public host unless MAIL_FROM says otherwise', () => {
    expect(run([], { PUBLIC_URL: 'https://relief.example.com' }).mailFrom).toBe('VetRelief <no-reply@relief.example.com>');
    expect(run([], { MAIL_FROM: 'Ops <ops@example.com>' }).mailFrom).toBe('Ops <ops@example.com>');
  });

  test('support is written to at the public host unless SUPPORT_EMAIL says otherwise', () => {
    expect(run([], { PUBLIC_URL: 'https://relief.example.com' }).supportEmail).toBe('support@relief.example.com');
    expect(run([], { SUPPORT_EMAIL: 'help@example.org' }).supportEmail).toBe('help@example.org');
  });
});

describe('the operator named by the legal pages', () => {
  test('unset, the texts speak of the operator of APP_NAME and give no address', () => {
    const config = run([], { APP_NAME: 'ReliefHub' });
    expect(config.operatorName).toBe('the operator of ReliefHub');
    expect(config.OPERATOR_ADDRESS).toBeUndefined();
  });

  test('set, the legal name and address are used as given', () => {
    const config = run([], { OPERATOR_NAME: ' Relief Staffing LLC ', OPERATOR_ADDRESS: '1 Main St, Denver, CO 80202' });
    expect(config).toMatchObject({ operatorName: 'Relief Staffing LLC', OPERATOR_ADDRESS: '1 Main St, Denver, CO 80202' });
  });
});

describe('bad values stop start-up with a ConfigError naming the variable', () => {
  test.each([
    ['PORT=abc', 'PORT', [], { PORT: 'abc' }],
    ['PORT=70000', 'PORT', [], { PORT: '70000' }],
    ['PORT=-1', 'PORT', [], { PORT: '-1' }],
    ['--port eighty', 'PORT', ['--port', 'eighty'], {}],
    ['SMTP_URL=http://mail.example.com', 'SMTP_URL', [], { SMTP_URL: 'http://mail.example.com' }],
    ['SUPPORT_EMAIL=help', 'SUPPORT_EMAIL', [], { SUPPORT_EMAIL: 'help' }],
    ['SMTP_URL=mail.example.com:25', 'SMTP_URL', [], { SMTP_URL: 'mail.example.com:25' }],
    ['PUBLIC_URL=relief dot example', 'PUBLIC_URL', [], { PUBLIC_URL: 'relief dot example' }],
    ['SESSION_SECRET=too-short', 'SESSION_SECRET', [], { SESSION_SECRET: 'too-short' }],
    ['--admin-password short', 'ADMIN_PASSWORD', ['--admin-password', 'short'], {}],
    ['RATE_LIMIT_PER_EMAIL=0', 'RATE_LIMIT_PER_EMAIL', [], { RATE_LIMIT_PER_EMAIL: '0' }],
    ['RATE_LIMIT_PER_IP=lots', 'RATE_LIMIT_PER_IP', [], { RATE_LIMIT_PER_IP: 'lots' }],
    ['RATE_LIMIT_WINDOW_SECONDS=-5', 'RATE_LIMIT_WINDOW_SECONDS', [], { RATE_LIMIT_WINDOW_SECONDS: '-5' }],
    ['AI_BASE_URL=api.openai.com', 'AI_BASE_URL', [], { AI_BASE_URL: 'api.openai.com' }],
    ['AI_BASE_URL=ftp://models.example.com', 'AI_BASE_URL', [], { AI_BASE_URL: 'ftp://models.example.com' }],
    ['AI_TIMEOUT_MS=0', 'AI_TIMEOUT_MS', [], { AI_TIMEOUT_MS: '0' }],
    ['AI_TIMEOUT_MS=soon', 'AI_TIMEOUT_MS', [], { AI_TIMEOUT_MS: 'soon' }],
    ['AI_TIMEOUT_MS=600000', 'AI_TIMEOUT_MS', [], { AI_TIMEOUT_MS: '600000' }],
    ['STRIPE_SECRET_KEY without a publishable key', 'STRIPE_PUBLISHABLE_KEY', [], { STRIPE_SECRET_KEY: 'sk_test_123' }],
    ['TREMENDOUS_BASE_URL=testflight.tremendous.com', 'TREMENDOUS_BASE_URL', [], { TREMENDOUS_BASE_URL: 'testflight.tremendous.com' }],
    ['TREMENDOUS_TIMEOUT_MS=0', 'TREMENDOUS_TIMEOUT_MS', [], { TREMENDOUS_TIMEOUT_MS: '0' }],
    ['TREMENDOUS_API_KEY=short', 'TREMENDOUS_API_KEY', [], { TREMENDOUS_API_KEY: 'short' }],
    ['TREMENDOUS_API_KEY without a campaign or product', 'TREMENDOUS_CAMPAIGN_ID', [], { TREMENDOUS_API_KEY: 'TEST_abcdefghijkl' }],
    ['SQLITE_SYNCHRONOUS=off', 'SQLITE_SYNCHRONOUS', [], { SQLITE_SYNCHRONOUS: 'off' }],
  ] as [string, string, string[], Record<string, string>][])('%s names %s', (_, name, argv, env) => {
    expect(failure(argv, env).message).toContain(`${name}:`);
  });

  test.each([['smtp://127.0.0.1:2525'], ['smtps://user:pass@mail.example.com:465']])('SMTP_URL %p is accepted', (smtpUrl) => {
    expect(run([], { SMTP_URL: smtpUrl }).SMTP_URL).toBe(smtpUrl);
  });
});

describe('command-line actions', () => {
  test.each([
    [['--help'], 'help'],
    [['-h'], 'help'],
    [['--version'], 'version'],
    [['-v'], 'version'],
    [['--help', '--port', '4000'], 'help'],
  ] as [string[], 'help' | 'version'][])('%p is the %p action, even with a bad environment', (argv, kind) => {
    expect(loadConfig(argv, { PORT: 'not-a-port' }).kind).toBe(kind);
  });

  test.each([
    [['--frobnicate'], '--frobnicate'],
    [['--port'], '--port'],
    [['extra-positional'], 'extra-positional'],
    [['--seed-demo=yes'], '--seed-demo'],
  ])('%p is a ConfigError naming %p and showing the usage', (argv, named) => {
    const error = failure(argv);
    expect(error.message).toContain(named);
    expect(error.message).toContain('Usage: vetrelief');
  });
});

describe('--backup and --restore', () => {
  test.each([
    [['--backup', '/backups/a.db'], {}, { kind: 'backup', dataDir: './data', file: '/backups/a.db', force: false }],
    [['--backup', 'a.db', '--force', '--data', '/srv/relief'], {}, { kind: 'backup', dataDir: '/srv/relief', file: 'a.db', force: true }],
    [['--backup=a.db'], { DATA_DIR: '/var/lib/vetrelief' }, { kind: 'backup', dataDir: '/var/lib/vetrelief', file: 'a.db', force: false }],
    [['--restore', 'a.db', '--data', '/srv/relief'], { DATA_DIR: '/var/lib/vetrelief' }, { kind: 'restore', dataDir: '/srv/relief', file: 'a.db' }],
  ] as const)('%p → the maintenance action', (argv, env, expected) => {
    expect(loadConfig([...argv], env)).toEqual(expected);
  });

  test('a setting only the server reads does not stop a backup', () => {
    expect(loadConfig(['--backup', 'a.db'], { SMTP_URL: 'mail.example.com', PORT: 'x' }).kind).toBe('backup');
  });

  test.each([
    [['--backup', 'a.db', '--restore', 'b.db'], 'cannot be given together'],
    [['--force'], '--force goes with --backup'],
    [['--restore', 'a.db', '--force'], '--force goes with --backup'],
    [['--backup', ''], '--backup needs a file name'],
    [['--backup'], '--backup'],
    [['--restore', 'a.db', '--data', ''], 'DATA_DIR'],
  ])('%p is refused naming %p', (argv, message) => {
    expect(failure(argv).message).toContain(message);
  });
});

describe('scheduled backups', () => {
  const S3 = { BACKUP_S3_URL: 's3://relief-backups/nightly', BACKUP_S3_ACCESS_KEY_ID: 'AKIA1', BACKUP_S3_SECRET_ACCESS_KEY: 'secret' };

  test('off by default, keeping 14; intervals in minutes, hours or days', () => {
    expect(run([]).BACKUP_EVERY).toBeUndefined();
    expect(run([]).BACKUP_KEEP).toBe(14);
    expect(run([], { BACKUP_EVERY: '30m', BACKUP_DIR: '/var/backups' }).BACKUP_EVERY).toBe(30 * 60_000);
    expect(run([], { BACKUP_EVERY: '6h', ...S3 }).BACKUP_EVERY).toBe(6 * 3_600_000);
    expect(run([], { BACKUP_EVERY: '1d', BACKUP_DIR: '/var/backups', BACKUP_KEEP: '30' })).toMatchObject({ BACKUP_EVERY: 86_400_000, BACKUP_KEEP: 30 });
  });

  test.each([
    ['BACKUP_EVERY=often', 'BACKUP_EVERY', { BACKUP_EVERY: 'often', BACKUP_DIR: '/b' }],
    ['BACKUP_EVERY=0m', 'BACKUP_EVERY', { BACKUP_EVERY: '0m', BACKUP_DIR: '/b' }],
    ['BACKUP_EVERY=90d', 'BACKUP_EVERY', { BACKUP_EVERY: '90d', BACKUP_DIR: '/b' }],
    ['BACKUP_EVERY with nowhere to write', 'BACKUP_EVERY', { BACKUP_EVERY: '6h' }],
    ['BACKUP_KEEP=0', 'BACKUP_KEEP', { BACKUP_KEEP: '0' }],
    ['BACKUP_S3_URL=https://bucket', 'BACKUP_S3_URL', { BACKUP_S3_URL: 'https://bucket' }],
    ['BACKUP_S3_URL with ..', 'BACKUP_S3_URL', { BACKUP_S3_URL: 's3://bucket/../other' }],
    ['BACKUP_S3_ENDPOINT=minio:9000', 'BACKUP_S3_ENDPOINT', { ...S3, BACKUP_S3_ENDPOINT: 'minio:9000' }],
    ['BACKUP_S3_ENDPOINT without a bucket', 'BACKUP_S3_ENDPOINT', { BACKUP_S3_ENDPOINT: 'https://s3.example.com' }],
    ['an access key without its secret', 'BACKUP_S3_SECRET_ACCESS_KEY', { BACKUP_S3_URL: 's3://bucket', BACKUP_S3_ACCESS_KEY_ID: 'AKIA1' }],
    ['BACKUP_PASSPHRASE=short', 'BACKUP_PASSPHRASE', { BACKUP_PASSPHRASE: 'short' }],
    ['ADMIN_EMAIL=ops', 'ADMIN_EMAIL', { ADMIN_EMAIL: 'ops' }],
  ] as [string, string, Record<string, string>][])('%s names %s', (_, name, env) => {
    expect(failure([], env).message).toContain(`${name}:`);
  });

  test('--list-backups and --restore of a scheduled backup read the backup settings alone', () => {
    const env = { ...S3, BACKUP_S3_ENDPOINT: 'http://127.0.0.1:9000', BACKUP_PASSPHRASE: 'correct horse battery', SMTP_URL: 'not-a-url' };
    const listing = loadConfig(['--list-backups'], env);
    expect(listing).toMatchObject({
      kind: 'list-backups',
      settings: { s3: { bucket: 'relief-backups', prefix: 'nightly/', endpoint: 'http://127.0.0.1:9000' } },
    });
    expect(loadConfig(['--restore', 'latest'], env)).toMatchObject({ kind: 'restore', file: 'latest', settings: { passphrase: 'correct horse battery' } });
    expect(loadConfig(['--restore', 's3://relief-backups/nightly/vetrelief-2026-11-26T09-00-00Z.db.age'], env)).toMatchObject({
      kind: 'restore',
      settings: { keep: 14 },
    });
    expect(failure(['--list-backups'], { BACKUP_S3_URL: 'ftp://x' }).message).toContain('BACKUP_S3_URL:');
    expect(failure(['--list-backups', '--restore', 'latest']).message).toContain('--list-backups goes alone');
  });
});

describe('the test config', () => {
  test('parsed once, yet each call is a config of its own with the overrides applied', () => {
    const first = testConfig({ APP_NAME: 'First' });
    const second = testConfig();
    expect(first.APP_NAME).toBe('First');
    expect(second.APP_NAME).not.toBe('First');
    // A shallow copy is only a copy when no value is an object a test could change in place.
    expect(Object.entries(second).filter(([, value]) => typeof value === 'object' && value !== null)).toEqual([]);
    (second as { PORT: number }).PORT = 1;
    expect(testConfig().PORT).not.toBe(1);
  });

  test('the same values as parsing the defaults afresh', () => {
    expect(testConfig()).toEqual(
      run([], { LOG_LEVEL: 'silent', SESSION_SECRET: 'test-secret-test-secret-test-secret-00', PASSWORD_HASH_MEMORY_KIB: '8', PASSWORD_HASH_TIME_COST: '1' }),
    );
  });
});
