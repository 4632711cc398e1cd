// Lighthouse 12 (mobile, Debian's Chromium) on the public pages a visitor sees first, signed out.
// Run: bun run build && bun bench/lighthouse-public.ts
import { startServer } from '../tests/e2e/support';
const REPORT = '/tmp/vetrelief-lighthouse-public.json';
const server = await startServer(['--seed-demo']);
for (const path of ['/', '/terms-of-use']) {
  const run = Bun.spawnSync(
    [
      'npx',
      '--yes',
      'lighthouse@12',
      `${server.url}${path}`,
      '--quiet',
      '--output=json',
      `--output-path=${REPORT}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox',
      '--form-factor=mobile',
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdout: 'pipe', stderr: 'pipe' },
  );
  if (run.exitCode !== 0) {
    console.log(run.stderr.toString().slice(-500));
    continue;
  }
  const r = JSON.parse(await Bun.file(REPORT).text());
  const c = r.categories;
  console.log(
    path,
    'perf',
    c.performance.score,
    'a11y',
    c.accessibility.score,
    'bp',
    c['best-practices'].score,
    'seo',
    c.seo.score,
    'LCP',
    r.audits['largest-contentful-paint'].displayValue,
    'TBT',
    r.audits['total-blocking-time'].displayValue,
  );
}
await server.stop();
