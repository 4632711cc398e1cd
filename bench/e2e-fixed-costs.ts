// `bun run build && bun bench/e2e-fixed-costs.ts [--rounds N]` (N ≤ 20, default 5): what a
// browser-test file pays before its first test, the old way and the new, alternating in each
// round so both meet the same machine load. A `--seed-demo` start seeding from nothing
// (E2E_DEMO_TEMPLATE=0) against one copying the seeded template; a Chromium launched for the file
// (E2E_SHARED_BROWSER=0) against a lease on the shared one, each opening one page. The floor is
// the binary's own process start (`vetrelief --version`). Only 127.0.0.1.
import { BINARY, launchBrowser, startServer } from '../tests/e2e/support';

const roundsFlag = process.argv.indexOf('--rounds');
const ROUNDS = Math.min(20, Math.max(1, roundsFlag > 0 ? Number(process.argv[roundsFlag + 1]) : 5));

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

const withEnv = async <T>(name: string, value: string | undefined, action: () => Promise<T>): Promise<T> => {
  const before = process.env[name];
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
  try {
    return await action();
  } finally {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  }
};

const seededStart = (template: boolean) =>
  withEnv('E2E_DEMO_TEMPLATE', template ? undefined : '0', async () => {
    let stop: (() => Promise<number>) | undefined;
    const ms = await timed(async () => ({ stop } = await startServer(['--seed-demo'])));
    await stop?.();
    return ms;
  });

const browserFirstPage = (shared: boolean) =>
  withEnv('E2E_SHARED_BROWSER', shared ? undefined : '0', async () => {
    let close: (() => Promise<void>) | undefined;
    const ms = await timed(async () => {
      const browser = await launchBrowser();
      close = () => browser.close();
      await (await browser.newPage()).close();
    });
    await close?.();
    return ms;
  });

const floor = () => timed(async () => void (await Bun.spawn([BINARY, '--version'], { stdout: 'ignore' }).exited));

// The template and the shared Chromium are made once, outside the rounds (as the first file pays).
const templateMs = await seededStart(true);
const firstLaunchMs = await browserFirstPage(true);

const samples = { floor: [] as number[], seeded: [] as number[], copied: [] as number[], launched: [] as number[], leased: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  samples.floor.push(await floor());
  samples.seeded.push(await seededStart(false));
  samples.copied.push(await seededStart(true));
  samples.launched.push(await browserFirstPage(false));
  samples.leased.push(await browserFirstPage(true));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const load = (await Bun.file('/proc/loadavg').text()).split(' ').slice(0, 3).join(' ');
const floorMs = median(samples.floor);
console.log(`${ROUNDS} rounds, load average now ${load}; medians (÷ floor)`);
console.log(`floor: vetrelief --version            ${floorMs.toFixed(0)} ms`);
for (const [name, label] of [
  ['seeded', '--seed-demo start, seeding           '],
  ['copied', '--seed-demo start, template copy     '],
  ['launched', 'Chromium launched + first page       '],
  ['leased', 'shared Chromium leased + first page  '],
] as const) {
  const ms = median(samples[name]);
  console.log(`${label} ${ms.toFixed(0)} ms (${(ms / floorMs).toFixed(1)}×)`);
}
console.log(`once per process: template made ${templateMs.toFixed(0)} ms (incl. its first copy's start), shared Chromium ${firstLaunchMs.toFixed(0)} ms`);
