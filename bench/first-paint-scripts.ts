// What a signed-in page's first paint loads before it can run, without a browser, so the figure
// does not move with the machine's load: the entry script, the chunks the served <head> names
// (modulepreload) and every chunk those import statically, each asked of the binary as a browser
// would (brotli). "Rounds" counts the request waves: the entry and what the head names are the
// first; a chunk found only by reading an earlier one adds a wave. Pages: /dashboard, /browse,
// /bookings, /messages and /market-data as the demo clinic.
// Run: bun run bench first-paint-scripts [-- --before path/to/older/vetrelief] (needs the binary).
import { startServer } from '../tests/e2e/support';
import { waitForAnswer } from './lib';

const PAGES = ['/dashboard', '/browse', '/bookings', '/messages', '/market-data'];
const args = process.argv.slice(2);
const BEFORE = args.includes('--before') ? args[args.indexOf('--before') + 1]! : null;
/** Imports of a chunk as Bun writes them: `from"/chunk-….js"` or `import"/chunk-….js"`. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|from)\s*"\.?\/([\w-]+\.js)"/g;

interface Figures {
  files: number;
  brotliBytes: number;
  rounds: number;
  packages: Set<string>;
}

async function measure(url: string, cookie: string, path: string): Promise<Figures> {
  const html = await (await fetch(`${url}${path}`, { headers: { cookie } })).text();
  const entry = html.match(/<script type="module"[^>]*src="\/([\w-]+\.js)"/)![1]!;
  const named = [...html.matchAll(/<link rel="modulepreload" href="\/([\w-]+\.js)">/g)].map((match) => match[1]!);
  const round = new Map<string, number>([entry, ...named].map((file) => [file, 1]));
  let brotliBytes = 0;
  const packages = new Set<string>();
  const queue = [...round.keys()];
  while (queue.length) {
    const file = queue.shift()!;
    // As sent: fetch hands back the body decompressed, so the size is the header's.
    const answer = await fetch(`${url}/${file}`, { headers: { 'accept-encoding': 'br' } });
    brotliBytes += Number(answer.headers.get('content-length'));
    await answer.arrayBuffer();
    const code = await (await fetch(`${url}/${file}`)).text();
    const map = (await (await fetch(`${url}/${file}.map`)).json()) as { sources: string[] };
    for (const source of map.sources) {
      const name = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
      if (name) packages.add(name);
    }
    for (const match of code.matchAll(STATIC_IMPORT)) {
      if (round.has(match[1]!)) continue;
      round.set(match[1]!, round.get(file)! + 1);
      queue.push(match[1]!);
    }
  }
  return { files: round.size, brotliBytes, rounds: Math.max(...round.values()), packages };
}

async function build(binary?: string) {
  const server = await startServer(['--seed-demo'], {}, undefined, binary);
  try {
    // On a loaded machine the binary may take longer to answer than startServer waits.
    await waitForAnswer(`${server.url}/api/config`, performance.now(), 60_000);
    const login = await fetch(`${server.url}/api/dev-clinic-login`, { method: 'POST', headers: { origin: server.url } });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const figures = new Map<string, Figures>();
    for (const path of PAGES) figures.set(path, await measure(server.url, cookie, path));
    return figures;
  } finally {
    await server.stop();
  }
}

const WATCHED = ['zod', 'react-hook-form', '@radix-ui/react-dialog', '@radix-ui/react-tooltip', '@radix-ui/react-select', 'date-fns'];
const builds: [string, Map<string, Figures>][] = [['current', await build()]];
if (BEFORE) builds.push(['before', await build(BEFORE)]);
console.log('| page | build | files | KB as sent (brotli) | request rounds | of zod, react-hook-form, Radix dialog/tooltip/select, date-fns |');
console.log('|---|---|---|---|---|---|');
for (const path of PAGES) {
  for (const [label, figures] of builds) {
    const f = figures.get(path)!;
    const carried = WATCHED.filter((name) => f.packages.has(name)).join(', ') || 'none';
    console.log(`| ${path} | ${label} | ${f.files} | ${(f.brotliBytes / 1024).toFixed(1)} | ${f.rounds} | ${carried} |`);
  }
}
