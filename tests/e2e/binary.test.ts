// The product as an operator gets it: one file, copied anywhere, that starts and serves everything.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BINARY, startServer, type RunningServer } from './support';

describe('the compiled binary copied alone to an empty folder', () => {
  let folder: string;
  let server: RunningServer;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'vetrelief-copy-'));
    copyFileSync(BINARY, join(folder, 'vetrelief'));
    server = await startServer(['--seed-demo'], {}, folder);
  });
  afterAll(async () => {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('serves the SPA on deep links, with security headers', async () => {
    for (const path of ['/', '/browse', '/reset-password?token=x', '/Some/Unknown/Page']) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  test('serves the embedded, hashed assets with long caching', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = html.match(/src="([^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(server.url + script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // React's production build, not the development one.
    expect(await asset.text()).not.toContain('react-dom.development');
  });

  test('sends the script compressed to browsers that accept it, the same script either way', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = html.match(/src="([^"]+\.js)"/)![1]!;
    const plain = await fetch(server.url + script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainText = await plain.text();
    for (const encoding of ['br', 'gzip']) {
      // Bun's fetch decodes the body and keeps the header.
      const compressed = await fetch(server.url + script, { headers: { 'accept-encoding': encoding } });
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('vary')).toBe('accept-encoding');
      expect(await compressed.text()).toBe(plainText);
    }
  });

  test('answers unknown API paths with JSON 404, never the page', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${server.url}/api/no-such-thing`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  test('prints the demo credentials and the URL on start', () => {
    expect(server.output()).toContain('clinic@demo.vetrelief.app');
    expect(server.output()).toContain(`listening on http://127.0.0.1:${server.port}`);
  });
});

describe('command line', () => {
  test('--help and --version', async () => {
    const help = Bun.spawnSync([BINARY, '--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout.toString()).toContain('--seed-demo');
    const version = Bun.spawnSync([BINARY, '--version']);
    expect(version.stdout.toString().trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test('a bad setting stops start-up with a message naming it', () => {
    const run = Bun.spawnSync([BINARY, '--port', 'eighty'], { env: { PATH: process.env.PATH ?? '' } });
    expect(run.exitCode).toBe(2);
    expect(run.stderr.toString()).toContain('PORT');
  });

  test('SIGTERM stops it cleanly and sessions survive a restart (secret kept in the data folder)', async () => {
    const first = await startServer();
    const register = await fetch(`${first.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'restart@example.com', password: 'secret12', firstName: 'Re', lastName: 'Start', userType: 'clinic' }),
    });
    const cookie = register.headers.get('set-cookie')!.split(';')[0]!;
    first.process.kill('SIGTERM');
    expect(await first.process.exited).toBe(0);

    const second = Bun.spawn([BINARY, '--port', String(first.port), '--data', first.dataDir], {
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1' },
      stdout: 'ignore',
      stderr: 'ignore',
    });
    try {
      let me: Response | undefined;
      for (let i = 0; i < 200 && !me; i++) {
        me = await fetch(`${first.url}/api/auth/user`, { headers: { cookie } }).catch(() => undefined);
        if (!me) await Bun.sleep(25);
      }
      expect(me!.status).toBe(200);
      expect((await me!.json()).email).toBe('restart@example.com');
    } finally {
      second.kill('SIGTERM');
      await second.exited;
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
