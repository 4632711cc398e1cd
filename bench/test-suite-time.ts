// The API tests' own time: `bun run test` in this checkout and, with --base, in another one (say a
// worktree of main), alternately, with what the machine's other processes spent meanwhile. On two
// cores a run's wall time doubles when something else takes one, so a figure is only a quiet
// machine's when "others" is near 0 s.
// `bun bench/test-suite-time.ts [--base DIR] [--pairs 3]`
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { base: { type: 'string' }, pairs: { type: 'string', default: '1' } } });
const checkouts = [...(values.base ? [['base', values.base]] : []), ['this', `${import.meta.dir}/..`]] as const;

/** CPU seconds every process on the machine has spent so far (/proc/stat: all but idle and iowait). */
function machineCpuSeconds(): number {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}

for (let pair = 0; pair < Number(values.pairs); pair++) {
  for (const [name, dir] of checkouts) {
    const load = loadavg()[0]!.toFixed(2);
    const machineBefore = machineCpuSeconds();
    const started = performance.now();
    const run = Bun.spawnSync(['bun', 'run', 'test'], { cwd: dir, stdout: 'pipe', stderr: 'pipe' });
    const wall = (performance.now() - started) / 1000;
    // The run's CPU includes its test workers: the runner waits for them, so wait4 counts them.
    const usage = run.resourceUsage;
    const own = (Number(usage.cpuTime.user) + Number(usage.cpuTime.system)) / 1e6;
    const others = machineCpuSeconds() - machineBefore - own;
    const output = `${run.stdout.toString()}${run.stderr.toString()}`;
    const summary = output.match(/Ran \d+ tests across \d+ files/)?.[0] ?? 'no summary';
    const failed = output.match(/^ (\d+) fail$/m)?.[1] ?? '?';
    console.log(
      `${name.padEnd(4)} wall ${wall.toFixed(1)} s, CPU ${own.toFixed(1)} s, others ${others.toFixed(1)} s, load ${load}, max RSS ${(usage.maxRSS / 1e9).toFixed(2)} GB — ${summary}, ${failed} failed`,
    );
  }
}
