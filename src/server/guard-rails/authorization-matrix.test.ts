// The authorisation matrix (matrix.ts): every /api route the app registers, each kind of caller,
// the status it answers. A route without a row fails the first test, naming it: a new route
// states who may call it there.
import { beforeAll, describe, expect, test } from 'bun:test';
import { ADMIN_SESSION_COOKIE } from '../../shared/admin';
import { MATRIX_ADMIN_PASSWORD } from '../admin/matrix-rows';
import { createAdminSession } from '../admin/session';
import { hashCostOf } from '../auth/service';
import { seedDemo } from '../demo/seed';
import { createTestApp } from '../testing/harness';
import { apiRoutes } from './api-routes';
import { CALLER_KINDS, jsonRequest, send } from './callers';
import { cellOf, isGuardRefusal, MATRIX, mismatch, runInvalidInput, runRow, world } from './matrix';
import type { World } from './matrix-kit';

describe('the authorisation matrix', () => {
  let w: World;
  beforeAll(async () => {
    w = await world(createTestApp({ ADMIN_PASSWORD: MATRIX_ADMIN_PASSWORD }));
  });

  test('every registered /api route has a row, and every row a route', () => {
    const registered = apiRoutes(w.t.app).map((route) => route.key);
    const rows = MATRIX.map((row) => row.route);
    expect(registered.filter((key) => !rows.includes(key)).map((key) => `no row for ${key}`)).toEqual([]);
    expect(rows.filter((key) => !registered.includes(key)).map((key) => `row for unregistered ${key}`)).toEqual([]);
    expect(rows.filter((key, i) => rows.indexOf(key) !== i).map((key) => `two rows for ${key}`)).toEqual([]);
  });

  test.each(MATRIX.map((row) => [row.route, row] as const))('%s', async (_, row) => {
    expect(await runRow(w, row, row.expect)).toEqual([]);
  });
});

describe('the authorisation matrix with invalid input: who you are comes before what you sent', () => {
  let w: World;
  beforeAll(async () => {
    w = await world(createTestApp({ ADMIN_PASSWORD: MATRIX_ADMIN_PASSWORD }));
  });

  test.each(MATRIX.filter((row) => CALLER_KINDS.some((kind) => isGuardRefusal(cellOf(row.expect, kind)))).map((row) => [row.route, row] as const))(
    '%s',
    async (_, row) => {
      expect(await runInvalidInput(w, row, row.expect)).toEqual([]);
    },
  );
});

describe('the admin panel with the admin session (sent by a visitor: no user session helps)', () => {
  let w: World;
  beforeAll(async () => {
    w = await world(createTestApp({ ADMIN_PASSWORD: MATRIX_ADMIN_PASSWORD }));
  });

  test.each(MATRIX.filter((row) => row.admin !== undefined).map((row) => [row.route, row] as const))('%s', async (_, row) => {
    const { t } = w;
    const [method, path] = row.route.split(' ') as [string, string];
    const sent = (await row.request?.(w, w.callers.visitor)) ?? {};
    // A session of its own per request: the logout row ends the one it sends.
    const { token } = createAdminSession(t.deps.db, 'matrix', t.deps.clock());
    t.deps.limiter.reset();
    const response = await send(t, jsonRequest(method, sent.path ?? path, sent.body, { cookie: `${ADMIN_SESSION_COOKIE}=${token}`, ...sent.headers }));
    expect(mismatch('visitor', row.admin!, response.status, response.json, response.text)).toBeNull();
  });
});

describe('the authorisation matrix in demo mode (the rows that differ)', () => {
  let w: World;
  beforeAll(async () => {
    const t = createTestApp({ demoMode: true });
    await seedDemo(t.deps.db, t.deps.clock(), hashCostOf(t.deps.config));
    w = await world(t);
  });

  test.each(MATRIX.filter((row) => row.demo).map((row) => [row.route, row] as const))('%s', async (_, row) => {
    expect(await runRow(w, row, { ...row.expect, ...row.demo })).toEqual([]);
  });
});
