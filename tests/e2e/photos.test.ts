// Profile photos and clinic logos through the compiled binary in Chromium: the WASM codecs run
// inside the executable with no file beside it. A vet chooses a JPEG carrying GPS EXIF, crops it
// and sees it on the profile (desktop); the served WebP is immutable and has no EXIF; an HTML file
// named .png is refused in the browser; a clinic sets and removes its logo on a phone; --backup
// and --restore carry the photo to a new data folder.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { GPS_CAMERA, halves, HTML_FILE, jpegFile, pngFile, withGpsExif } from '../../src/server/testing/images';
import { A_CLINIC_PROFILE, A_VET_PROFILE, BINARY, DESKTOP, PHONE, registered, type RunningServer, startBoth, startServer, stopBoth } from './support';

async function run(args: string[]): Promise<{ code: number; output: string }> {
  const child = Bun.spawn([BINARY, ...args], { env: { PATH: process.env.PATH ?? '' }, stdout: 'pipe', stderr: 'pipe' });
  const giveUp = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const [code, stdout, stderr] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()]);
  clearTimeout(giveUp);
  return { code, output: stdout + stderr };
}

/** The photo the profile page shows once it has loaded: its URL. */
async function shownPhoto(page: Page): Promise<string> {
  const image = page.locator('img[src^="/media/photos/"]').last();
  await image.waitFor();
  await page.waitForFunction(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
    await image.elementHandle(),
  );
  return (await image.getAttribute('src'))!;
}

describe('profile photos in the compiled binary', () => {
  let server: RunningServer;
  let browser: Browser;
  const scratch = mkdtempSync(join(tmpdir(), 'vetrelief-photos-e2e-'));

  beforeAll(async () => void ({ server, browser } = await startBoth()));
  afterAll(async () => {
    await stopBoth(server, browser);
    rmSync(scratch, { recursive: true, force: true });
  });

  test('a vet crops a JPEG carrying GPS EXIF, sees it on the profile, and --backup/--restore carry it', async () => {
    const { page } = await registered(browser, server, { userType: 'relief_vet', viewport: DESKTOP, profile: A_VET_PROFILE });
    await page.goto(`${server.url}/profile`);
    // A first page load can take a while on a busy machine.
    await page.getByRole('heading', { name: 'Profile photo' }).waitFor({ timeout: 30_000 });

    // An HTML page saved as photo.png: the browser's own check refuses it, nothing is sent.
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(HTML_FILE) });
    await page.getByText('Choose a JPEG, PNG or WebP image.').waitFor();

    const original = withGpsExif(await jpegFile(halves(900, 600)));
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(original) });
    await page.getByRole('dialog', { name: 'Crop your photo' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save photo' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 });

    const url = await shownPhoto(page);
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{32}-256\.webp$/);
    expect((await page.request.get(`${server.url}/api/auth/user`).then((answer) => answer.json())).profileImageUrl).toBe(url);
    // The avatar in the header menu shows it too, after a reload as well.
    await page.reload();
    await page.locator('header img[src^="/media/photos/"]').waitFor({ timeout: 30_000 });

    const served = await fetch(`${server.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.toString('latin1')).not.toContain('Exif');
    expect(bytes.toString('latin1')).not.toContain(GPS_CAMERA);

    // --backup from the running server, --restore into a new folder: the photo is served there.
    const file = join(scratch, 'with-photo.db');
    expect((await run(['--backup', file, '--data', server.dataDir])).code).toBe(0);
    const restoredDir = join(scratch, 'restored');
    const restore = await run(['--restore', file, '--data', restoredDir]);
    expect(restore.code, restore.output).toBe(0);
    const restored = await startServer(['--data', restoredDir]);
    try {
      const again = await fetch(`${restored.url}${url}`);
      expect(again.status).toBe(200);
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await restored.stop();
    }
  }, 120_000);

  test('a clinic sets its logo on a phone, sees it without the page overflowing, and removes it', async () => {
    const { page } = await registered(browser, server, { userType: 'clinic', viewport: PHONE, profile: A_CLINIC_PROFILE });
    await page.goto(`${server.url}/profile`);
    await page.getByRole('heading', { name: 'Clinic logo' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Choose a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(pngFile(halves(300, 300))) });
    const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Save photo' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await shownPhoto(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Remove logo' }).click();
    await page.getByRole('button', { name: 'Upload logo' }).waitFor();
    expect(await page.locator('img[src^="/media/photos/"]').count()).toBe(0);
    expect((await page.request.get(`${server.url}/api/auth/user`).then((answer) => answer.json())).profileImageUrl).toBeNull();
  }, 120_000);
});
