// The mixed load's arithmetic: a wrong percentile or a 5xx counted as a 4xx would print a table
// that looks fine and is not. Run: bun test bench/mixed-load-stats.test.ts
import { expect, test } from 'bun:test';
import { percentiles, Recorder, table } from './mixed-load-stats';

test('percentiles are nearest-rank over the sorted latencies', () => {
  const latencies = Array.from({ length: 100 }, (_, i) => 100 - i);
  expect(percentiles(latencies)).toEqual({ count: 100, p50: 50, p95: 95, p99: 99 });
  expect(percentiles([7])).toEqual({ count: 1, p50: 7, p95: 7, p99: 7 });
  expect(percentiles([]).count).toBe(0);
});

test('no answer and 5xx are errors without a latency; 4xx are counted by status, code and kind', () => {
  const recorder = new Recorder();
  recorder.record('GET /a', 3, 200);
  recorder.record('GET /a', 9, 'network', 'ECONNRESET');
  recorder.record('POST /b', 4, 500, '{"message":"boom"}');
  recorder.record('POST /b', 2, 409, '{"message":"filled","code":"SHIFT_NOT_OPEN"}');
  recorder.record('POST /m', 1, 429, '{"message":"slow down","code":"RATE_LIMITED"}');
  expect(recorder.errors).toBe(2);
  expect(recorder.all().sort()).toEqual([1, 2, 3]);
  expect(recorder.clientErrors.get('409 SHIFT_NOT_OPEN')?.get('POST /b')).toBe(1);
  expect(recorder.clientErrors.get('429 RATE_LIMITED')?.get('POST /m')).toBe(1);

  const floor = new Recorder();
  floor.record('GET /api/config', 1, 200);
  const printed = table({
    users: 2,
    clinics: 1,
    vets: 1,
    seconds: 1,
    synchronous: 'full',
    elapsedSeconds: 1,
    recorder,
    floor,
    floorSeconds: 1,
    loadBefore: '1 1 1',
    loadAfter: '1 1 1',
    serverCpuMs: 10,
    clientCpuMs: 5,
  });
  expect(printed).toContain('requests: 5, 5.0 requests/s');
  expect(printed).toContain('errors (no answer or 5xx): 2');
  expect(printed).toContain('429 RATE_LIMITED: 1 (POST /m 1)');
  expect(printed).toContain('p99 / floor p99: 3.00');
});
