// Lighthouse (mobile: simulated slow 4G, 4x CPU) and axe on the pages a new user meets, in one
// table. Lighthouse runs N times per page (median by performance score, its metrics beside it) on
// /, /terms-of-use and /auth signed out, and /dashboard, /browse, /bookings, /messages and
// /market-data as the demo clinic and the demo vet; a floor row is a static page of the same
// size class served by a bare Bun server on the same machine. axe (axe-core in Chromium through
// playwright-core) runs on every page of the route table, signed out, as the vet, the clinic and
// the admin, at 390x844 and 1280x800: the column counts violations of any impact over both sizes.
// Run: bun run bench lighthouse-all [-- --runs 3] [--only /dashboard,/messages] [--no-axe]
// [--before path/to/older/vetrelief] (outside the test suite; needs the binary). --only keeps the
// floor and the listed pages; --before also measures each page on an older build, right after the
// current one, so a change is compared in one run on the same (busy) machine.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, lighthouse, ROOT, waitForAnswer } from './lib';
import { startServer } from '../tests/e2e/support';

type Role = 'visitor' | 'clinic' | 'vet' | 'admin';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : null;
const AXE = !args.includes('--no-axe');
const BEFORE = args.includes('--before') ? args[args.indexOf('--before') + 1]! : null;
const ADMIN_PASSWORD = 'bench-admin-password';
const LIGHTHOUSE_PAGES: Record<Role, string[]> = {
  visitor: ['/', '/terms-of-use', '/auth'],
  clinic: ['/dashboard', '/browse', '/bookings', '/messages', '/market-data'],
  vet: ['/dashboard', '/browse', '/bookings', '/messages', '/market-data'],
  admin: [],
};
const AXE_PAGES: Record<Role, string[]> = {
  visitor: [
    '/',
    '/auth',
    '/register',
    '/login',
    '/forgot-password',
    '/reset-password?token=bench',
    '/terms-of-use',
    '/privacy-policy',
    '/service-agreement',
    '/unsubscribe',
    '/admin',
    '/no-such-page',
  ],
  clinic: ['/dashboard', '/browse', '/bookings', '/messages', '/profile', '/subscription', '/market-data', '/email-test', '/terms-of-use'],
  vet: ['/dashboard', '/browse', '/bookings', '/messages', '/profile', '/market-data', '/vet-availability', '/test-referral', '/service-agreement'],
  admin: ['/admin'],
};
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

interface Row {
  page: string;
  role: string;
  lighthouse?: {
    perf: number;
    a11y: number;
    bp: number;
    seo: number;
    lcp: number;
    tbt: number;
    cls: number;
    /** Script the page loaded, as sent (compressed), in bytes. */
    script: number;
    failing: string[];
  };
  axe?: string[];
}

const server = await startServer(['--seed-demo'], { ADMIN_PASSWORD, RATE_LIMIT_PER_IP: '100000' });
// On a loaded machine the binary may take longer to answer than startServer waits.
await waitForAnswer(`${server.url}/api/config`, performance.now(), 60_000);
const cookies: Record<Role, string> = { visitor: '', clinic: '', vet: '', admin: '' };
for (const role of ['clinic', 'vet'] as const) {
  const login = await fetch(`${server.url}/api/dev-${role}-login`, { method: 'POST', headers: { origin: server.url } });
  cookies[role] = login.headers.get('set-cookie')!.split(';')[0]!;
}
const adminLogin = await fetch(`${server.url}/api/admin/auth`, {
  method: 'POST',
  headers: { origin: server.url, 'content-type': 'application/json' },
  body: JSON.stringify({ password: ADMIN_PASSWORD }),
});
cookies.admin = adminLogin.headers.get('set-cookie')!.split(';')[0]!;

/** The older build (--before), with its own demo sessions. */
const before = BEFORE ? await startServer(['--seed-demo'], { RATE_LIMIT_PER_IP: '100000' }, undefined, BEFORE) : null;
const beforeCookies: Record<Role, string> = { visitor: '', clinic: '', vet: '', admin: '' };
if (before) {
  await waitForAnswer(`${before.url}/api/config`, performance.now(), 60_000);
  for (const role of ['clinic', 'vet'] as const) {
    const login = await fetch(`${before.url}/api/dev-${role}-login`, { method: 'POST', headers: { origin: before.url } });
    beforeCookies[role] = login.headers.get('set-cookie')!.split(';')[0]!;
  }
}

/** The scored audits of a category that did not pass, for the table's notes. */
function failing(report: any, category: string): string[] {
  return report.categories[category].auditRefs
    .filter((ref: any) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
    .map((ref: any) => ref.id);
}

async function measure(url: string, cookie: string): Promise<Row['lighthouse']> {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const report = await lighthouse(url, ['performance', 'accessibility', 'best-practices', 'seo'], cookie ? { Cookie: cookie } : {});
    if (report) runs.push(report);
  }
  if (!runs.length) return undefined;
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const report = runs[Math.floor(runs.length / 2)];
  const c = report.categories;
  const a = report.audits;
  return {
    perf: c.performance.score,
    a11y: c.accessibility.score,
    bp: c['best-practices'].score,
    seo: c.seo.score,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    script: a['network-requests'].details.items
      .filter((item: any) => item.resourceType === 'Script')
      .reduce((sum: number, item: any) => sum + item.transferSize, 0),
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((category) => failing(report, category)),
  };
}

const rows: Row[] = [];
const rowFor = (page: string, role: string) => {
  let row = rows.find((r) => r.page === page && r.role === role);
  if (!row) rows.push((row = { page, role }));
  return row;
};

// The floor: the landing page's own HTML and stylesheet, with no script, from a bare server.
const landing = await (await fetch(`${server.url}/`)).text();
const stylesheet = landing.match(/href="(\/chunk-[\w-]+\.css)"/)![1]!;
const css = await (await fetch(`${server.url}${stylesheet}`)).text();
const floorPort = await freePort();
const floor = Bun.serve({
  port: floorPort,
  hostname: '127.0.0.1',
  fetch: (request) =>
    new URL(request.url).pathname === stylesheet
      ? new Response(css, { headers: { 'content-type': 'text/css' } })
      : new Response(landing.replace(/<script type="module"[^>]*><\/script>/g, '').replace(/<script type="application\/json"[^>]*>.*?<\/script>/, ''), {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
});
const floorFigures = (rowFor('/ (static floor)', 'visitor').lighthouse = await measure(`http://127.0.0.1:${floorPort}/`, ''));
console.error(`lighthouse floor: perf ${Math.round((floorFigures?.perf ?? 0) * 100)}, LCP ${Math.round(floorFigures?.lcp ?? 0)} ms`);
floor.stop(true);

for (const role of ['visitor', 'clinic', 'vet'] as const) {
  for (const path of LIGHTHOUSE_PAGES[role]) {
    if (ONLY && !ONLY.includes(path)) continue;
    const builds = before
      ? ([
          ['', server.url, cookies],
          [' (before)', before.url, beforeCookies],
        ] as const)
      : ([['', server.url, cookies]] as const);
    for (const [label, url, jar] of builds) {
      const l = (rowFor(path, `${role}${label}`).lighthouse = await measure(`${url}${path}`, jar[role]));
      // Each page's figures as they come, so a run cut short still tells something.
      console.error(
        `lighthouse ${role}${label} ${path}: ${l ? `perf ${Math.round(l.perf * 100)}, LCP ${Math.round(l.lcp)} ms, TBT ${Math.round(l.tbt)} ms, script ${Math.round(l.script / 1024)} KB` : 'failed'}`,
      );
    }
  }
}

const axe = await Bun.file(join(ROOT, 'node_modules/axe-core/axe.min.js')).text();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const role of AXE ? (['visitor', 'clinic', 'vet', 'admin'] as const) : []) {
  for (const path of AXE_PAGES[role]) {
    const violations: string[] = [];
    for (const viewport of VIEWPORTS) {
      // axe is injected as a script, which the page's Content-Security-Policy would refuse.
      const context = await browser.newContext({ viewport, bypassCSP: true });
      if (cookies[role]) {
        const [name, value] = cookies[role].split('=') as [string, string];
        await context.addCookies([{ name, value, url: server.url }]);
      }
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      await page.addScriptTag({ content: axe });
      const found: string[] = await page.evaluate(async () => {
        const result = await (window as any).axe.run();
        return result.violations.map((v: any) => `${v.id}(${v.nodes.length})`);
      });
      violations.push(...found.map((v) => `${viewport.width}:${v}`));
      await context.close();
    }
    rowFor(path, role).axe = violations;
  }
}
await browser.close();
await server.stop();
await before?.stop();

const score = (value: number | undefined) => (value === undefined ? '' : String(Math.round(value * 100)));
console.log(`\nLighthouse ${RUNS === 1 ? '(1 run)' : `(median of ${RUNS})`} mobile, slow 4G, 4x CPU; axe at 390x844 and 1280x800\n`);
console.log('| page | role | perf | a11y | BP | SEO | LCP | TBT | CLS | script | axe violations | not passing |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  const l = row.lighthouse;
  console.log(
    `| ${row.page} | ${row.role} | ${score(l?.perf)} | ${score(l?.a11y)} | ${score(l?.bp)} | ${score(l?.seo)} | ${
      l ? `${(l.lcp / 1000).toFixed(2)} s` : ''
    } | ${l ? `${Math.round(l.tbt)} ms` : ''} | ${l ? l.cls.toFixed(3) : ''} | ${l ? `${Math.round(l.script / 1024)} KB` : ''} | ${row.axe === undefined ? '' : row.axe.length ? row.axe.join(' ') : '0'} | ${
      l?.failing.join(' ') ?? ''
    } |`,
  );
}
