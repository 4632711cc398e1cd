// Lighthouse 12 (mobile, Debian's Chromium) on the public pages a visitor sees first, signed out.
// Run: bun run build && bun bench/lighthouse-public.ts
import { startServer } from '../tests/e2e/support';
import { lighthouse } from './lib';

const server = await startServer(['--seed-demo']);
for (const path of ['/', '/terms-of-use']) {
  const report = await lighthouse(`${server.url}${path}`, ['performance', 'accessibility', 'best-practices', 'seo']);
  if (!report) continue;
  const c = report.categories;
  const a = report.audits;
  console.log(
    `${path} perf ${c.performance.score} a11y ${c.accessibility.score} bp ${c['best-practices'].score} seo ${c.seo.score}`,
    `LCP ${a['largest-contentful-paint'].displayValue} TBT ${a['total-blocking-time'].displayValue}`,
  );
}
await server.stop();
