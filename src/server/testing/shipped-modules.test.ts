// What the binary ships is what its entry points import (build.ts): test fakes, the test kit and
// test files must not be among them. Walked statically with Bun's own import scanner, so the
// check costs milliseconds instead of a bundle.
import { describe, expect, test } from 'bun:test';
import { dirname, join, relative } from 'node:path';
import { FILE_THREAD_ENTRY } from '../backup/off-thread';

const ROOT = join(import.meta.dir, '../../..');
/** The binary's entry points (build.ts): the server, the pages it prerenders, the web app, the backup's worker. */
const ENTRY_POINTS = [
  'src/server/main.ts',
  FILE_THREAD_ENTRY,
  'src/web/prerender.tsx',
  'src/web/render-signed-in.tsx',
  'src/web/prerendered-paths.ts',
  'src/web/page-modules.ts',
  'src/web/main.tsx',
];

const transpilers = {
  ts: new Bun.Transpiler({ loader: 'ts' }),
  tsx: new Bun.Transpiler({ loader: 'tsx' }),
};

/** Every project file reachable from the entry points (packages in node_modules left out). */
async function shippedModules(entryPoints: string[] = ENTRY_POINTS): Promise<string[]> {
  const seen = new Set<string>();
  const queue = entryPoints.map((entry) => join(ROOT, entry));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const transpiler = file.endsWith('.tsx') ? transpilers.tsx : file.endsWith('.ts') ? transpilers.ts : null;
    if (!transpiler) continue;
    for (const { path } of transpiler.scanImports(await Bun.file(file).text())) {
      if (!path.startsWith('.')) continue;
      const resolved = Bun.resolveSync(path, dirname(file));
      if (!resolved.includes('/node_modules/')) queue.push(resolved);
    }
  }
  return [...seen].map((file) => relative(ROOT, file)).sort();
}

/** What only tests may import: fakes of outside services, the test kit, tests themselves. */
const TEST_ONLY = [/\/testing\//, /fake/i, /test-kit/, /\.test\.tsx?$/, /matrix-rows/, /\/guard-rails\//];

describe('the shipped code', () => {
  test('reaches the server, the prerendered pages, the web app and the backup worker', async () => {
    const modules = await shippedModules();
    expect(modules).toContain('src/server/app.ts');
    expect(modules).toContain('src/web/app.tsx');
    expect(modules).toContain(FILE_THREAD_ENTRY);
    expect(modules.length).toBeGreaterThan(200);
  });

  test('imports no test fake, test kit or test file', async () => {
    const modules = await shippedModules();
    expect(modules.filter((module) => TEST_ONLY.some((pattern) => pattern.test(module)))).toEqual([]);
  });

  test('the check sees a fake when a module does import one', async () => {
    const modules = await shippedModules(['src/server/referrals/rewards.test.ts']);
    expect(modules.some((module) => /fake-tremendous/.test(module))).toBe(true);
  });
});
