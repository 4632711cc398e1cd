// zod never probes `eval` in the binary: the server's entry sets zod jitless before any module
// creates a schema. The probe's one trace is zod's cached `allowsEval`, computed (true) the first
// time a schema is built with JIT on; loaded through main.ts it must never be.
import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';

const ROOT = join(import.meta.dir, '../..');

/** Loads `entry` in a fresh process, builds and parses one more object schema, and answers zod's state. */
async function zodStateAfterLoading(entry: string): Promise<{ jitless: boolean; probed: unknown }> {
  const script = `
    await import(${JSON.stringify(join(ROOT, entry))});
    const { z } = await import('zod');
    const { util } = await import('zod/v4/core');
    z.object({ a: z.string() }).parse({ a: 'x' });
    console.log(JSON.stringify({ jitless: z.config().jitless === true, probed: util.allowsEval._value ?? null }));
    process.exit(0);`;
  const child = Bun.spawn([process.execPath, '-e', script], { cwd: ROOT, stdout: 'pipe', stderr: 'pipe' });
  const [out, code] = await Promise.all([new Response(child.stdout).text(), child.exited]);
  expect(code).toBe(0);
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

describe('zod without eval on the server', () => {
  test('through main.ts every schema is built jitless: the eval probe never runs', async () => {
    expect(await zodStateAfterLoading('src/server/main.ts')).toEqual({ jitless: true, probed: null });
  }, 30_000);

  test('the check sees the fault: schemas built before the setting (config.ts alone) ran the probe', async () => {
    expect(await zodStateAfterLoading('src/server/config.ts')).toEqual({ jitless: false, probed: true });
  }, 30_000);
});
