// A signed-in page is served already rendered for its caller (src/web/render-signed-in.tsx): the
// page's heading and figures its first reads brought are in the HTML, times in the reader's zone
// (the app's cookie); a render that throws or is late leaves the root empty, and the page is 200.
import { describe, expect, test } from 'bun:test';
import { TIME_ZONE_COOKIE } from '../../shared/time-zone-cookie';
import { SIGNED_IN_PAGE_MODULES } from '../../web/page-modules';
import { renderSignedInPage } from '../../web/render-signed-in';
import { createApp } from '../app';
import { applied } from '../testing/bookings';
import { sessionCookie } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/harness';
import { clinic, DENVER, type Party, postShift, vet } from '../testing/marketplace';
import type { PrerenderedPages } from './web-page';

const INDEX = new Blob([
  '<!doctype html><html><head><title>VetRelief</title><script type="module" src="/app.js"></script></head><body><div id="root"></div></body></html>',
]);
/** The scripts a page names: the boot script alone (the app waits), or the app's (with the boot script ahead of it). */
const WAITS = '<script type="module" src="/boot-1.js" data-app="/app.js" data-live></script>';
const STARTS = '<script type="module" src="/boot-1.js" data-app="/app.js"></script><script type="module" src="/app.js"></script>';
/** Tests run React's development build, several times slower than the binary's. */
const TEST_BUDGET_MS = 20_000;

const rendering = (overrides: Partial<PrerenderedPages> = {}): PrerenderedPages => ({
  paths: [],
  render: async () => '',
  bootScript: '/boot-1.js',
  signedInPaths: Object.keys(SIGNED_IN_PAGE_MODULES),
  renderSignedIn: renderSignedInPage,
  signedInBudgetMs: TEST_BUDGET_MS,
  ...overrides,
});

/** The text inside `#root` of `path` as `party` gets it (tags dropped), and the answer's status. */
async function rootText(t: TestApp, path: string, party: Party, prerendered = rendering(), cookies = '') {
  const app = createApp(t.deps, { index: INDEX, files: new Map(), prerendered });
  const cookie = `vetrelief.sid=${sessionCookie(party.client)}${cookies}`;
  const response = await app.handle(new Request(`http://localhost${path}`, { headers: { cookie } }));
  const html = await response.text();
  const [, zone, root = ''] = html.match(/<div id="root"(?: data-zone="([^"]+)")?>(.*)<\/div><\/body>/s) ?? [];
  const text = root
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return { status: response.status, root, text, zone, html };
}

/** A clinic with three shifts in Denver, a vet nearby who applied to one. */
async function market(t: TestApp) {
  const owner = await clinic(t, 'Larimer Animal Clinic', DENVER);
  const applicant = await vet(t, DENVER);
  const first = await postShift(owner);
  await postShift(owner, { shiftDate: '2026-12-11' });
  await postShift(owner, { shiftDate: '2026-12-12' });
  await applied(applicant, first);
  return { owner, applicant };
}

/** Each page, its heading and text with a figure only its first reads could give. */
const PAGES: ['clinic' | 'vet', string, string, RegExp][] = [
  ['clinic', '/dashboard', 'Clinic Dashboard', /Your Posted Shifts 3 total/],
  ['clinic', '/browse', 'Browse Relief Veterinarians', /1 veterinarian found/],
  ['clinic', '/bookings', 'Booking Management', /All \(1\) Pending \(1\)/],
  ['clinic', '/messages', 'Messages', /Dr\. Sam Rivera\d* .*Can you cover/],
  ['clinic', '/market-data', 'Market Data', /Of 3 shifts posted/],
  ['vet', '/dashboard', 'Relief Veterinarian Dashboard', /Available Opportunities 3 Open shifts within 50 miles/],
  ['vet', '/browse', 'Browse Available Shifts', /3 shifts found/],
  ['vet', '/bookings', 'My Applications', /All \(1\) Pending \(1\)/],
  ['vet', '/messages', 'Messages', /Larimer Animal Clinic .*Can you cover/],
  ['vet', '/market-data', 'Market Data', /Of 3 shifts posted/],
];

describe('a signed-in page comes rendered for its caller', () => {
  test('each page for each role: its heading and the figures of its first reads', async () => {
    const t = createTestApp();
    const { owner, applicant } = await market(t);
    expect((await owner.client.post('/api/messages', { toUserId: applicant.id, content: 'Can you cover the 10th?' })).status).toBe(201);
    for (const [role, path, heading, content] of PAGES) {
      const { status, root, text, html } = await rootText(t, path, role === 'clinic' ? owner : applicant);
      expect(status).toBe(200);
      // All it shows came with the page: it names only the boot script, which starts the app when needed.
      expect({
        path,
        role,
        waits: html.includes(WAITS),
        starts: html.includes('<script type="module" src="/app.js">'),
        preloads: html.includes('modulepreload'),
      }).toEqual({
        path,
        role,
        waits: true,
        starts: false,
        preloads: false,
      });
      expect(root).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect({ path, role, text }).toEqual({ path, role, text: expect.stringMatching(content) });
    }
  }, 60_000);

  test('the market map comes drawn: every state named with its figures, one tab stop, before any script', async () => {
    const t = createTestApp();
    const { owner } = await market(t);
    const { root } = await rootText(t, '/market-data', owner);
    const states = [...root.matchAll(/<path d="M[^"]+"[^>]*data-state="([A-Z]{2})"[^>]*>/g)];
    expect(states.length).toBe(51);
    expect(root).toContain('aria-label="Wyoming: no shifts posted" data-state="WY"');
    expect(root.match(/data-state="[A-Z]{2}" tabindex="0"/g)?.length).toBe(1);
    expect(root).not.toContain('Loading map');
  }, 30_000);

  test("times are the reader's, as its cookie names the zone; the server's own zone is left as it was", async () => {
    const t = createTestApp();
    const { owner } = await market(t);
    // The figures were computed at the test clock's noon UTC: 5 AM in Denver.
    const ownHour = new Date('2026-11-22T12:00:00Z').getHours();
    const utc = await rootText(t, '/market-data', owner, rendering(), `; ${TIME_ZONE_COOKIE}=UTC`);
    expect(utc.text).toContain('as of Nov 22 at 12:00 PM');
    const denver = await rootText(t, '/market-data', owner, rendering(), `; ${TIME_ZONE_COOKIE}=America/Denver`);
    expect(denver.text).toContain('as of Nov 22 at 5:00 AM');
    expect(denver.zone).toBe('America/Denver');
    expect(new Date('2026-11-22T12:00:00Z').getHours()).toBe(ownHour);
    // A zone that is not one is ignored: the server's own.
    const bogus = await rootText(t, '/market-data', owner, rendering(), `; ${TIME_ZONE_COOKIE}=Mars%2FOlympus`);
    const own = await rootText(t, '/market-data', owner);
    expect(bogus.text).toBe(own.text);
  }, 30_000);

  test('a render that throws, or is late, leaves the root empty and the page answers 200', async () => {
    const t = createTestApp();
    const { owner } = await market(t);
    const failing = rendering({ renderSignedIn: () => Promise.reject(new Error('render broke')) });
    const error = console.error;
    console.error = () => undefined;
    try {
      expect(await rootText(t, '/dashboard', owner, failing)).toMatchObject({ status: 200, root: '' });
    } finally {
      console.error = error;
    }
    const late = rendering({ renderSignedIn: () => Bun.sleep(200).then(() => ({ html: '<h1>late</h1>', complete: true })), signedInBudgetMs: 20 });
    const empty = await rootText(t, '/dashboard', owner, late);
    expect(empty).toMatchObject({ status: 200, root: '' });
    // Nothing to read: the app starts at once.
    expect(empty.html).toContain('<script type="module" src="/app.js"></script>');
    expect(empty.html).not.toContain('boot-1.js');
    // A path with no page of its own is not rendered.
    const profile = await rootText(t, '/no-such-page', owner);
    expect(profile).toMatchObject({ status: 200, root: '' });
  }, 30_000);

  test('a page asked with a query (a booking summary to open) starts the app at once', async () => {
    const t = createTestApp();
    const { applicant } = await market(t);
    const { root, html } = await rootText(t, '/bookings?summaryId=1', applicant);
    expect(root).toMatch(/<h1[^>]*>My Applications<\/h1>/);
    expect(html).toContain(STARTS);
    expect(html).not.toContain('data-live');
  }, 30_000);

  test('a page rendered while some of what it reads is still to be asked starts the app at once', async () => {
    const t = createTestApp();
    const { owner } = await market(t);
    const partial = rendering({ renderSignedIn: async () => ({ html: '<h1>Dashboard</h1><p>Loading…</p>', complete: false }) });
    const { root, html } = await rootText(t, '/dashboard', owner, partial);
    expect(root).toContain('<h1>Dashboard</h1>');
    expect(html).toContain(STARTS);
    expect(html).not.toContain('data-live');
  }, 30_000);
});
