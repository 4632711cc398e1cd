// The page modules build.ts preloads are the ones the app loads for those paths.
import { expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SHELL_MODULE, SIGNED_IN_PAGE_MODULES } from './page-modules';

const WEB = import.meta.dir;
const routes = readFileSync(join(WEB, 'routes.tsx'), 'utf8');

test('each signed-in path names the module routes.tsx loads for it', () => {
  for (const [path, module] of Object.entries(SIGNED_IN_PAGE_MODULES)) {
    expect(existsSync(join(WEB, module))).toBe(true);
    const load = routes.match(new RegExp(`const (\\w+) = lazyPage\\(\\(\\) => import\\('\\./${module.replace('.tsx', '')}'\\)`));
    expect(load).not.toBeNull();
    expect(routes).toContain(`{ path: '${path}', Page: ${load![1]}`);
  }
});

test('the frame module is the one the shell loads', () => {
  expect(readFileSync(join(WEB, 'layout/public-shell.tsx'), 'utf8')).toContain(`import('./${APP_SHELL_MODULE.replace('layout/', '').replace('.tsx', '')}')`);
});
