// Lighthouse (mobile) on /messages for a signed-in vet of the demo market: performance,
// accessibility and best practices. Lighthouse is fetched by npx on first use (not a dependency).
// Run: bun run build && bun bench/lighthouse-messages.ts
import { startServer } from '../tests/e2e/support';
import { lighthouse } from './lib';

const server = await startServer(['--seed-demo']);
const login = await fetch(`${server.url}/api/dev-vet-login`, { method: 'POST', headers: { origin: server.url } });
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
const convs = (await (await fetch(`${server.url}/api/conversations`, { headers: { cookie } })).json()) as { partner: { id: number } }[];
for (const path of ['/messages', `/messages?userId=${convs[0]!.partner.id}`]) {
  const report = await lighthouse(`${server.url}${path}`, ['performance', 'accessibility', 'best-practices'], { Cookie: cookie });
  if (!report) continue;
  const c = report.categories;
  const a = report.audits;
  console.log(
    path,
    'perf',
    c.performance.score,
    'a11y',
    c.accessibility.score,
    'bp',
    c['best-practices'].score,
    'LCP',
    a['largest-contentful-paint'].displayValue,
    'TBT',
    a['total-blocking-time'].displayValue,
    'CLS',
    a['cumulative-layout-shift'].displayValue,
  );
  for (const [id, audit] of Object.entries<any>(a))
    if (
      audit.score !== null &&
      audit.score < 0.9 &&
      ['accessibility', 'best-practices'].some((cat) => c[cat].auditRefs.some((r: any) => r.id === id && r.weight > 0))
    )
      console.log('  ', id, audit.score, audit.title);
}
await server.stop();
