// The notification settings grid on the profile page: a vet switches one event's push off and it
// stays off after a reload; "Turn on notifications on this device" says clearly why it cannot
// while no service worker is installed (the app's worker is what receives pushes).
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { DESKTOP, type RunningServer, signedIn, startBoth, stopBoth } from './support';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => void ({ server, browser } = await startBoth(['--seed-demo'])));
afterAll(() => stopBoth(server, browser));

describe('notification grid', () => {
  test('a push switched off stays off; the device button explains a missing worker', async () => {
    const vet = await signedIn(browser, server, 'vet', DESKTOP);
    await vet.goto(`${server.url}/profile`);
    const summaryPush = vet.getByLabel('Push: Booking summary received or answered');
    expect(await summaryPush.isChecked()).toBe(true);
    await summaryPush.uncheck();
    await vet.getByText('Notification settings saved').first().waitFor();
    await vet.reload();
    expect(await vet.getByLabel('Push: Booking summary received or answered').isChecked()).toBe(false);
    expect(await vet.getByLabel('E-mail: Booking summary received or answered').isChecked()).toBe(true);

    const registered = await vet.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
    if (!registered) {
      await vet.getByRole('button', { name: 'Turn on notifications on this device' }).click();
      await vet.getByText('The app is not installed on this device yet').first().waitFor();
    }
  }, 60_000);
});
