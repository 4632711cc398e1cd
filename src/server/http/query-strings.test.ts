// Every query parameter of every route that reads one, sent text with a comma, a plus, an
// ampersand and non-ASCII letters (percent-encoded, as a browser sends them). Free text arrives
// exactly as typed ("Smith, John" is not split into a list, "+" is not a space); a typed parameter
// refuses it as a bad body is refused, 400 `{ message, code: 'VALIDATION', issues }` naming the
// parameter. All read through one parser (http/query.ts): no route declares Elysia's `query:`.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { clinic, type Party, vet } from '../testing/marketplace';
import { sql } from '../testing/rows';
import { newAccount } from '../guard-rails/callers';
import { apiRoutes } from '../guard-rails/api-routes';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';

const ADMIN_PASSWORD = 'correct horse battery';
const AWKWARD = ['Smith, John', 'ann+relief', 'Cats & Dogs', 'Zoë Müller 獣医'] as const;
const q = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

interface World {
  t: TestApp;
  admin: TestClient;
  clinic: Party;
  vet: Party;
}

async function world(): Promise<World> {
  const t = createTestApp({ ADMIN_PASSWORD });
  const admin = t.client();
  expect((await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD })).status).toBe(200);
  return { t, admin, clinic: await clinic(t, 'Front Range Vets'), vet: await vet(t) };
}

describe('free text arrives as typed', () => {
  test('admin Users: "Smith, John", a "+" in an address, "Cats & Dogs" and "Zoë Müller" each find their account', async () => {
    const w = await world();
    const john = await newAccount(w.t, 'relief_vet');
    sql(w.t, "UPDATE users SET first_name = 'John', last_name = 'Smith' WHERE id = ?", john.id);
    const plus = await newAccount(w.t, 'relief_vet');
    sql(w.t, "UPDATE users SET email = 'ann+relief@example.com' WHERE id = ?", plus.id);
    const cats = await clinic(w.t, 'Cats & Dogs Hospital');
    const zoe = await newAccount(w.t, 'relief_vet');
    sql(w.t, "UPDATE users SET first_name = 'Zoë', last_name = 'Müller 獣医' WHERE id = ?", zoe.id);

    const expected = [john.id, plus.id, cats.id, zoe.id];
    for (const [index, text] of AWKWARD.entries()) {
      const response = await w.admin.get(`/api/admin/users?${q('search', text)}`);
      expect(response.status).toBe(200);
      expect(response.body.users.map((user: { id: number }) => user.id)).toEqual([expected[index]]);
    }
    // "Last, First" finds the name either way it is stored; a "+" is never read as a space.
    expect((await w.admin.get(`/api/admin/users?${q('search', 'smith,john')}`)).body.users.map((user: { id: number }) => user.id)).toEqual([john.id]);
    expect((await w.admin.get('/api/admin/users?search=ann%20relief')).body.total).toBe(0);
  });

  test('the unsubscribe link carries its token on exactly as sent', async () => {
    const { t } = await world();
    for (const text of AWKWARD) {
      const response = await t.client().get(`/api/alerts/unsubscribe?${q('token', text)}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/unsubscribe?token=${encodeURIComponent(text)}`);
      // The page's look-up reads the same token, and finds no such link (not a malformed query).
      const info = await t.client().get(`/api/alerts/unsubscribe/info?${q('token', text)}`);
      expect(info.status).toBe(400);
      expect(info.body.code).not.toBe('VALIDATION');
      // A mail provider's one-click POST carries it in the query too.
      const oneClick = await t.client().request('POST', `/api/alerts/unsubscribe?${q('token', text)}`, {});
      expect(oneClick.status).toBe(400);
      expect(oneClick.body.code).toBe(info.body.code);
    }
  });

  describe('address look-up through Google Places', () => {
    let google: ReturnType<typeof Bun.serve>;
    const seen: URL[] = [];
    beforeAll(() => {
      google = Bun.serve({
        port: 0,
        hostname: '127.0.0.1',
        fetch(request) {
          seen.push(new URL(request.url));
          return Response.json({ status: 'ZERO_RESULTS', predictions: [] });
        },
      });
    });
    afterAll(() => google.stop(true));

    test('input and place_id reach Google as typed', async () => {
      const t = createTestApp({ GOOGLE_MAPS_API_KEY: 'test-google-key', GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${google.port}` });
      const { client } = await clinic(t);
      for (const text of AWKWARD) {
        expect((await client.get(`/api/google-places/autocomplete?${q('input', text)}`)).status).not.toBe(400);
        expect(seen.at(-1)!.searchParams.get('input')).toBe(text);
        expect((await client.get(`/api/google-places/details?${q('place_id', text)}`)).status).not.toBe(400);
        expect(seen.at(-1)!.searchParams.get('place_id')).toBe(text);
      }
    });
  });

  test('practiceTypes is a comma list by design; each unknown entry is named exactly as sent', async () => {
    const w = await world();
    expect((await w.vet.client.get(`/api/search-shifts?${q('practiceTypes', 'small_animal,exotic')}`)).status).toBe(200);
    expect((await w.clinic.client.get(`/api/nearby-vets?${q('practiceTypes', 'small_animal, exotic')}`)).status).toBe(200);
    for (const text of ['ann+relief', 'Cats & Dogs', 'Zoë Müller 獣医']) {
      for (const [who, path] of [
        [w.vet, '/api/search-shifts'],
        [w.clinic, '/api/nearby-vets'],
      ] as const) {
        const response = await who.client.get(`${path}?${q('practiceTypes', text)}`);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 'VALIDATION', message: `Unknown practice type "${text}"`, issues: [{ path: 'practiceTypes' }] });
      }
    }
  });
});

/** Each typed parameter: the route, a base query it needs, and a valid value of its own. */
type Who = 'admin' | 'clinic' | 'vet';
const TYPED: { who: Who; path: (w: World) => string; base?: string; param: string; valid: string }[] = [
  { who: 'admin', path: () => '/api/admin/users', param: 'userType', valid: 'clinic' },
  { who: 'admin', path: () => '/api/admin/users', param: 'page', valid: '2' },
  { who: 'admin', path: () => '/api/admin/users', param: 'pageSize', valid: '10' },
  { who: 'admin', path: () => '/api/admin/outbox', param: 'status', valid: 'pending' },
  { who: 'clinic', path: () => '/api/conversations', param: 'before', valid: '999' },
  { who: 'clinic', path: () => '/api/conversations', param: 'limit', valid: '5' },
  { who: 'clinic', path: (w) => `/api/messages/${w.vet.id}`, param: 'before', valid: '999' },
  { who: 'clinic', path: (w) => `/api/messages/${w.vet.id}`, param: 'limit', valid: '5' },
  { who: 'clinic', path: () => '/api/booking-requests', param: 'status', valid: 'pending' },
  { who: 'clinic', path: () => '/api/booking-requests', param: 'before', valid: '999' },
  { who: 'clinic', path: () => '/api/booking-summaries', param: 'before', valid: '999' },
  { who: 'clinic', path: () => '/api/market-data/rate-hint', base: 'practiceType=small_animal', param: 'state', valid: 'co' },
  { who: 'clinic', path: () => '/api/market-data/rate-hint', param: 'practiceType', valid: 'exotic' },
  ...['radius', 'limit', 'offset', 'sort'].map((param) => ({
    who: 'vet' as const,
    path: () => '/api/search-shifts',
    param,
    valid: { radius: '50', limit: '10', offset: '0', sort: 'rate' }[param]!,
  })),
  ...['radius', 'minExperience', 'availability', 'limit', 'offset', 'sort'].map((param) => ({
    who: 'clinic' as const,
    path: () => '/api/nearby-vets',
    param,
    valid: { radius: '50', minExperience: '2', availability: 'available', limit: '10', offset: '0', sort: 'name' }[param]!,
  })),
];

describe('typed parameters refuse such text as a bad body is refused', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  });
  const clientOf = (who: Who) => (who === 'admin' ? w.admin : w[who].client);

  test.each(TYPED.map((row) => [`${row.path({ vet: { id: 0 } } as World)} ${row.param}`, row] as const))('%s', async (_, row) => {
    const url = (value: string) => `${row.path(w)}?${[row.base, q(row.param, value)].filter(Boolean).join('&')}`;
    const valid = await clientOf(row.who).get(url(row.valid));
    expect(valid.status).toBe(200);
    for (const text of [...AWKWARD, `${row.valid},${row.valid}`, `+${row.valid}`, `${row.valid}&`]) {
      const response = await clientOf(row.who).get(url(text));
      expect(response.status).toBe(400);
      expect(Object.keys(response.body).sort()).toEqual(['code', 'issues', 'message']);
      expect(response.body.code).toBe('VALIDATION');
      expect(response.body.issues[0].path).toBe(row.param);
    }
  });
});

test('no route reads its query through Elysia’s `query:` option (it splits values at commas)', () => {
  const { app } = createTestApp();
  expect(apiRoutes(app).filter((route) => app.routes.find((r) => r.method === route.method && r.path === route.path)?.hooks?.query)).toEqual([]);
});
