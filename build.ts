// bun run build: web bundle → embedded assets → one executable, dist/vetrelief.
// Uses Bun's JS build API because the `bun build` CLI ignores bunfig plugins (tailwind), and
// defines NODE_ENV so the binary ships React's production build.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwind from 'bun-plugin-tailwind';
import { FILE_THREAD_ENTRY } from './src/server/backup/off-thread';
import { APP_SHELL_MODULE, SIGNED_IN_PAGE_MODULES } from './src/web/page-modules';
import { ICONS, SHELL_PATH } from './src/shared/service-worker';

const root = import.meta.dir;
const webOut = join(root, 'build/web');
const production = { 'process.env.NODE_ENV': '"production"' };

function fail(step: string, logs: unknown[]): never {
  console.error(`${step} failed:`);
  for (const log of logs) console.error(log);
  process.exit(1);
}

/** Path → the chunks (as URL paths) its signed-in page loads besides the main script's own. */
function pageChunks(scripts: string[]): Record<string, string[]> {
  // Which chunk carries a module: the sources its (linked) source map lists.
  const sources = new Map(scripts.map((file) => [file, JSON.parse(readFileSync(join(webOut, `${file}.map`), 'utf8')).sources as string[]]));
  const chunkOf = (module: string) => scripts.find((file) => sources.get(file)!.some((source) => source.endsWith(`src/web/${module}`)));
  const imports = (file: string) =>
    [...readFileSync(join(webOut, file), 'utf8').matchAll(/(?:^|[;}\s])(?:import|from)\s*"\.?\/([\w-]+\.js)"/g)].map((m) => m[1]!);
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...imports(file));
    }
    return seen;
  };
  const html = readFileSync(join(webOut, 'index.html'), 'utf8');
  const main = closure([...html.matchAll(/<script type="module"[^>]*src="\/([\w-]+\.js)"/g)].map((m) => m[1]!));
  const shell = chunkOf(APP_SHELL_MODULE);
  const result: Record<string, string[]> = {};
  for (const [path, module] of Object.entries(SIGNED_IN_PAGE_MODULES)) {
    const page = chunkOf(module);
    if (!shell || !page) fail('Page chunks', [`no chunk carries ${shell ? module : APP_SHELL_MODULE}`]);
    result[path] = [...closure([shell, page])].filter((file) => !main.has(file)).map((file) => `/${file}`);
  }
  return result;
}

rmSync(join(root, 'build'), { recursive: true, force: true });
mkdirSync(join(root, 'dist'), { recursive: true });

const web = await Bun.build({
  entrypoints: [join(root, 'src/web/index.html')],
  outdir: webOut,
  minify: true,
  publicPath: '/',
  // Pages that load code on demand (React.lazy: the market map's shapes, Stripe's form) get it
  // as chunks of their own, so every other page's script leaves them out.
  splitting: true,
  // Linked source maps: browsers' tools (and Lighthouse) read the shipped code as written; the
  // maps are embedded and served like any other file, only when asked for.
  sourcemap: 'linked',
  plugins: [tailwind],
  define: production,
});
if (!web.success) fail('Web bundle', web.logs);

// A static public page's only script (src/web/static-page-boot.ts): its own tiny file, which
// imports the app when a person acts; the server names it on those pages. On a signed-in page it
// also loads its signed-in part (the worker, the live socket), split into a chunk of its own.
const boot = await Bun.build({
  entrypoints: [join(root, 'src/web/static-page-boot.ts')],
  outdir: webOut,
  minify: true,
  target: 'browser',
  splitting: true,
  publicPath: '/',
  naming: { entry: 'boot-[hash].[ext]', chunk: 'boot-part-[hash].[ext]' },
  sourcemap: 'linked',
  define: production,
});
if (!boot.success) fail('Boot script', boot.logs);

// The PNG icons (scripts/generate-icons.ts) under their fixed names: the manifest names them.
const icons = Object.values(ICONS).map((path) => path.slice(1));
for (const icon of icons) await Bun.write(join(webOut, icon), Bun.file(join(root, 'src/web/icons', icon)));

// Text assets above a kilobyte are also stored compressed, at the best settings since it happens
// once here; the server sends whichever the browser accepts (src/server/http/web-assets.ts).
const files = [...[...web.outputs, ...boot.outputs].map((output) => relative(webOut, output.path)), ...icons];
const bootEntry = boot.outputs.find((output) => output.kind === 'entry-point' && output.path.endsWith('.js'));
if (!bootEntry) fail('Boot script', ['no entry point in its output']);
const bootScript = `/${relative(webOut, bootEntry.path)}`;
const compressible = files.filter((file) => /\.(js|css|html|svg|json|map)$/.test(file) && Bun.file(join(webOut, file)).size > 1024);
for (const file of compressible) {
  const plain = new Uint8Array(await Bun.file(join(webOut, file)).arrayBuffer());
  await Bun.write(join(webOut, `${file}.br`), brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  await Bun.write(join(webOut, `${file}.gz`), gzipSync(plain, { level: 9 }));
}

// The chunks each signed-in page needs beyond the main script: the one holding the page's module
// and the frame's, and what they import statically. The server names them in that page's <head>.
const pageScripts = pageChunks(files.filter((file) => file.endsWith('.js')));

// The service worker, with this build's shell baked in: the offline page, every hashed script and
// style, the icons. Its version is a hash of all of them, of the page they start from and of the
// worker's own code, so a new build is a new worker with a cache of its own, and an unchanged one
// stays the same worker. The worker is built with a placeholder for the version, which is then
// written into it.
const precache = [SHELL_PATH, ...files.filter((file) => /\.(js|css|svg|png)$/.test(file)).map((file) => `/${file}`)];
const VERSION_PLACEHOLDER = '__sw_version_placeholder__';
const serviceWorker = await Bun.build({
  entrypoints: [join(root, 'src/web/service-worker/sw.ts')],
  outdir: join(root, 'build'),
  naming: 'sw.js',
  minify: true,
  target: 'browser',
  define: { ...production, __SW_VERSION__: JSON.stringify(VERSION_PLACEHOLDER), __SW_PRECACHE__: JSON.stringify(precache) },
});
if (!serviceWorker.success) fail('Service worker', serviceWorker.logs);
const workerCode = await Bun.file(join(root, 'build/sw.js')).text();
if (!workerCode.includes(VERSION_PLACEHOLDER)) fail('Service worker', ['the version placeholder is missing from sw.js']);
const hasher = new Bun.CryptoHasher('sha256').update(workerCode);
for (const file of ['index.html', ...precache.slice(1).map((path) => path.slice(1))])
  hasher.update(file).update(await Bun.file(join(webOut, file)).arrayBuffer());
const swVersion = hasher.digest('hex').slice(0, 16);
await Bun.write(join(root, 'build/sw.js'), workerCode.replaceAll(VERSION_PLACEHOLDER, swVersion));

// A generated entry that imports every web file so `--compile` embeds it, then starts the server.
const embed = (name: string, file: string) => `import ${name} from './web/${file}' with { type: 'file' };`;
// Elysia decides at import time, from Bun.env.NODE_ENV, whether to run in production mode (in
// development its validation errors stringify the whole input); the define above does not reach
// Bun.env, so the entry sets it before anything imports Elysia.
// The public pages are rendered by the server process with the deployment's own settings
// (src/web/prerender.tsx), so the web app's code is in the binary too, loaded when a visitor
// first asks for one of those pages rather than at start-up. The signed-in pages are rendered
// per request by the same code (src/web/render-signed-in.tsx), loaded with the first one.
const entry = `Bun.env.NODE_ENV = 'production';
const { main } = await import('../src/server/main');
const { PRERENDERED_PATHS, STATIC_PUBLIC_PATHS } = await import('../src/web/prerendered-paths');
const { SIGNED_IN_PAGE_MODULES } = await import('../src/web/page-modules');
const render = async (path, config) => (await import('../src/web/prerender')).renderPublicPage(path, config);
const warmSignedIn = async () => (await import('../src/web/render-signed-in')).loadSignedInPages();
const renderSignedIn = async (path, search, data, timeZone, deadline) => (await import('../src/web/render-signed-in')).renderSignedInPage(path, search, data, timeZone, deadline);
import serviceWorker from './sw.js' with { type: 'file' };
${files.map((file, i) => embed(`f${i}`, file)).join('\n')}
${compressible.map((file, i) => `${embed(`br${i}`, `${file}.br`)}\n${embed(`gz${i}`, `${file}.gz`)}`).join('\n')}

const paths = ${JSON.stringify(files)};
const embedded = [${files.map((_, i) => `f${i}`).join(', ')}];
const files = new Map(paths.map((path, i) => ['/' + path, Bun.file(embedded[i])]));
const encoded = new Map([${compressible.map((file, i) => `['/${file}', { br: Bun.file(br${i}), gzip: Bun.file(gz${i}) }]`).join(', ')}]);
const pageScripts = ${JSON.stringify(pageScripts)};
await main({ index: files.get('/index.html'), files, encoded, serviceWorker: Bun.file(serviceWorker), prerendered: { paths: PRERENDERED_PATHS, staticPaths: STATIC_PUBLIC_PATHS, bootScript: ${JSON.stringify(bootScript)}, render, signedInPaths: Object.keys(SIGNED_IN_PAGE_MODULES), renderSignedIn, warmSignedIn }, pageScripts });
`;
await Bun.write(join(root, 'build/entry.ts'), entry);

// The backup's worker (it imports age-encryption, so its source cannot be inline) is an entry
// point of its own: the binary carries it at its path from `root`, where off-thread.ts asks for it.
const binary = await Bun.build({
  entrypoints: [join(root, 'build/entry.ts'), join(root, FILE_THREAD_ENTRY)],
  root,
  compile: { outfile: join(root, 'dist/vetrelief') },
  // Identifiers stay unminified: Elysia reads handler source to decide what to parse
  // (body, query, cookies), and renamed parameters would hide that from it.
  minify: { whitespace: true, syntax: true, identifiers: false },
  bytecode: true,
  format: 'esm',
  define: production,
});
if (!binary.success) fail('Executable', binary.logs);

const size = Bun.file(join(root, 'dist/vetrelief')).size;
console.log(`dist/vetrelief built: ${(size / 1024 / 1024).toFixed(1)} MB, ${files.length} web files embedded, service worker ${swVersion}`);
