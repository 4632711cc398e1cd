// A signed-in page carries the answers of its first reads, exactly as the API gives them to the
// same caller; a visitor's page, a page past the access gate and a slow read carry none.
import { describe, expect, test } from 'bun:test';
import { createApp } from '../app';
import { PAGE_DATA_ID, type PageData } from '../../shared/page-data';
import type { AuthUser } from '../../shared/auth';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { clinicAt, DENVER, shift, vetAt } from '../testing/marketplace';
import { sessionCookie, signedUp } from '../testing/fixtures';
import { pageQueries } from './page-queries';

const INDEX = new Blob(['<!doctype html><html><head><title>VetRelief</title></head><body><div id="root"></div></body></html>']);

/** The app with a web page to serve, sharing `t`'s database and clock. */
function withPage(t: TestApp) {
  return createApp(t.deps, { index: INDEX, files: new Map() });
}

async function pageDataOf(t: TestApp, path: string, client?: TestClient): Promise<PageData> {
  const cookie = client ? `vetrelief.sid=${sessionCookie(client)}` : '';
  const response = await withPage(t).handle(new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));
  expect(response.status).toBe(200);
  const html = await response.text();
  const json = html.match(new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`))?.[1];
  return JSON.parse(json!) as PageData;
}

/** The page's answers by the first part of their key. */
function byPath(data: PageData): Record<string, unknown> {
  return Object.fromEntries((data.queries ?? []).map((query) => [String(query.key[0]), query.data]));
}

describe("a signed-in page carries its first reads' answers", () => {
  test("a clinic's dashboard: its figures, its shifts and the badge counts, as the API answers them", async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Larimer Animal Clinic');
    expect((await clinic.post('/api/shifts', shift)).status).toBe(201);
    const data = await pageDataOf(t, '/dashboard', clinic);
    expect(data.queries!.map((query) => query.key)).toEqual([['/api/counts'], ['/api/stats'], ['/api/shifts'], ['/api/favourites']]);
    const answers = byPath(data);
    for (const path of ['/api/counts', '/api/stats', '/api/shifts', '/api/favourites']) expect(answers[path]).toEqual((await clinic.get(path)).body);
    expect((answers['/api/shifts'] as unknown[]).length).toBe(1);
  });

  test("a vet's /browse: the first search page as an infinite query's page, and the pending applications", async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Larimer Animal Clinic');
    await clinic.post('/api/shifts', shift);
    const vet = await vetAt(t, DENVER);
    const data = await pageDataOf(t, '/browse', vet);
    const search = data.queries!.find((query) => query.key[0] === '/api/search-shifts')!;
    expect(search.firstPageParam).toBe(0);
    const asked = `/api/search-shifts?${search.key[1]}`;
    expect(search.data).toEqual((await vet.get(asked)).body);
    expect((search.data as { results: unknown[] }).results.length).toBe(1);
    expect(byPath(data)['/api/booking-requests?status=pending']).toEqual((await vet.get('/api/booking-requests?status=pending')).body);
  });

  test('/bookings, /messages and /market-data carry their lists', async () => {
    const t = createTestApp();
    const clinic = await clinicAt(t, DENVER, 'Larimer Animal Clinic');
    expect(Object.keys(byPath(await pageDataOf(t, '/bookings', clinic)))).toEqual([
      '/api/counts',
      '/api/booking-requests',
      '/api/booking-summaries',
      '/api/availability-requests',
      '/api/bookings/to-do',
      '/api/shifts',
    ]);
    // A vet's To do strip also lists the shifts ready to invoice.
    const vet = await vetAt(t, DENVER);
    expect(byPath(await pageDataOf(t, '/bookings', vet))['/api/invoices/invoiceable']).toEqual((await vet.get('/api/invoices/invoiceable')).body);
    expect(Object.keys(byPath(await pageDataOf(t, '/messages', clinic)))).toEqual(['/api/counts', '/api/conversations']);
    expect(byPath(await pageDataOf(t, '/market-data', clinic))['/api/market-data']).toEqual((await clinic.get('/api/market-data')).body);
  });

  test('a visitor, and a user the access gate stops, get a page with no reads', async () => {
    const t = createTestApp();
    expect((await pageDataOf(t, '/dashboard')).queries).toBeUndefined();
    const noProfile = await signedUp(t, { userType: 'clinic' });
    const data = await pageDataOf(t, '/dashboard', noProfile);
    expect(data.user?.access).not.toBe('ok');
    expect(data.queries).toBeUndefined();
  });

  test('a refused read is left out, and a read slower than the budget does not hold the page', async () => {
    const request = new Request('http://localhost/dashboard', { headers: { cookie: 'vetrelief.sid=x' } });
    const user = { userType: 'clinic', access: 'ok', passwordChangeRequired: false, profile: null } as unknown as AuthUser;
    const asked: string[] = [];
    const handle = async (internal: Request) => {
      const path = new URL(internal.url).pathname;
      asked.push(`${path} ${internal.headers.get('cookie')}`);
      if (path === '/api/shifts') return new Response('{"message":"No","code":"FORBIDDEN"}', { status: 403 });
      if (path === '/api/stats') return new Promise<Response>(() => {});
      if (path === '/api/favourites') return new Response('{"message":"No","code":"FORBIDDEN"}', { status: 403 });
      return Response.json({ unread: 1 });
    };
    const started = performance.now();
    const queries = await pageQueries(handle, request, '/Dashboard', user, 50);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(queries).toEqual([{ key: ['/api/counts'], data: { unread: 1 } }]);
    // Every read went as the page's caller, with its cookie and nothing else of the request.
    expect(asked).toEqual(['/api/counts vetrelief.sid=x', '/api/stats vetrelief.sid=x', '/api/shifts vetrelief.sid=x', '/api/favourites vetrelief.sid=x']);
  });
});
