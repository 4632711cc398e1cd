// The Biome rule that keeps web features apart (biome.json, docs/decisions/0020): a feature may
// import ui/, lib/ and src/shared, another feature only through an exception listed there.
import { afterAll, expect, test } from 'bun:test';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dir, '../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');

/** Each probe: a folder, an import written there, and whether the lint must refuse it. */
const PROBES: [folder: string, source: string, refused: boolean][] = [
  ['src/web/account', "export { RequestCard } from '../bookings/request-card';", true],
  ['src/web/bookings', "export { RateHints } from '../market/rate-hint';", true],
  ['src/web/ui', "export { RequestCard } from '../bookings/request-card';", true],
  ['src/web/lib/realtime', "export { RequestCard } from '../../bookings/request-card';", true],
  ['src/web/account', "export { Button } from '../ui/button';\nexport { cn } from '../lib/cn';", false],
  ['src/web/account', "export { accessGate } from '../../shared/access';", false],
  ['src/web/bookings', "export { PostedShiftsCard } from '../dashboard/posted-shifts-card';", false],
];

// Biome's stdin mode prints no lint diagnostics, so the probes are real, short-lived files.
const paths = PROBES.map(([folder], index) => join(folder, `boundary-probe-${process.pid}-${index}.ts`));
afterAll(() => {
  for (const path of paths) rmSync(join(ROOT, path), { force: true });
});

test('a feature importing another feature fails the lint; ui/, lib/, shared and listed exceptions pass', async () => {
  for (const [index, [, source]] of PROBES.entries()) writeFileSync(join(ROOT, paths[index]!), `${source}\n`);
  const child = Bun.spawn([BIOME, 'lint', '--only=style/noRestrictedImports', ...paths], { cwd: ROOT, stdout: 'pipe', stderr: 'pipe' });
  const output = (await new Response(child.stdout).text()) + (await new Response(child.stderr).text());
  await child.exited;
  const outcome = PROBES.map(([folder, source], index) => ({ folder, source, refused: output.includes(`${paths[index]}:`) }));
  expect(outcome).toEqual(PROBES.map(([folder, source, refused]) => ({ folder, source, refused })));
}, 30_000);
