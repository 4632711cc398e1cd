// The service worker's precache: what a phone downloads once when the app's worker installs (and
// again for each new build), as the binary sends it — brotli where the build stored a brotli copy,
// the file itself otherwise (PNG, small files). The floor, measured in the same run: the first
// load of the signed-in /dashboard (the page, its entry script, the chunks its head names, its
// style sheet), which a visit pays anyway. Bounded: one server on 127.0.0.1, one request per file.
// Run: bun run bench precache-size (needs the binary).
import { startServer } from '../tests/e2e/support';
import { waitForAnswer } from './lib';

/** Bytes as sent to a browser accepting brotli (fetch decompresses, so the header's length). */
async function sentBytes(url: string, cookie = ''): Promise<{ sent: number; plain: number }> {
  const answer = await fetch(url, { headers: { 'accept-encoding': 'br', cookie } });
  const plainBody = await answer.arrayBuffer();
  const length = answer.headers.get('content-length');
  return { sent: answer.headers.get('content-encoding') && length ? Number(length) : plainBody.byteLength, plain: plainBody.byteLength };
}

const server = await startServer(['--seed-demo']);
try {
  await waitForAnswer(`${server.url}/api/config`, performance.now(), 60_000);
  const worker = await (await fetch(`${server.url}/sw.js`)).text();
  const list = worker.match(/\["\/app-shell\.html"[^\]]*\]/)?.[0];
  if (!list) throw new Error('No precache list in /sw.js');
  const paths = JSON.parse(list) as string[];
  let sent = 0;
  let plain = 0;
  for (const path of paths) {
    const size = await sentBytes(`${server.url}${path}`);
    sent += size.sent;
    plain += size.plain;
  }

  const login = await fetch(`${server.url}/api/dev-vet-login`, { method: 'POST', headers: { origin: server.url } });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const page = await (await fetch(`${server.url}/dashboard`, { headers: { cookie } })).text();
  const firstLoad = [
    ...page.matchAll(/<script type="module"[^>]*src="(\/[\w-]+\.js)"/g),
    ...page.matchAll(/<link rel="modulepreload" href="(\/[\w-]+\.js)">/g),
    ...page.matchAll(/<link rel="stylesheet"[^>]*href="(\/[\w-]+\.css)"/g),
  ].map((match) => match[1]!);
  let floor = (await sentBytes(`${server.url}/dashboard`, cookie)).sent;
  for (const path of firstLoad) floor += (await sentBytes(`${server.url}${path}`)).sent;

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('| what | files | bytes as sent (brotli) | bytes uncompressed |');
  console.log('|---|---|---|---|');
  console.log(`| service worker precache | ${paths.length} | ${kb(sent)} | ${kb(plain)} |`);
  console.log(`| floor: signed-in /dashboard first load | ${firstLoad.length + 1} | ${kb(floor)} | |`);
  console.log(`\nPrecache / floor: ${(sent / floor).toFixed(1)}× (sw.js itself: ${kb(worker.length)})`);
} finally {
  await server.stop();
}
