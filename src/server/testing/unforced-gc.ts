// Elysia runs the garbage collector (`Bun.gc(false)`) each time it composes an app's request
// handler: once per server in production, but once per test app in a test process, where about
// 1,000 apps each paid a full collection of the process's heap (a fifth of a test app's CPU).
// Loaded by preload.ts, so only test processes skip those calls; the collector still runs on its
// own schedule, and `Bun.gc(true)` (a test that measures memory) still collects at once.

interface Runtime {
  gc(force?: boolean): void;
}

/** Runtimes already changed: a preload evaluated again must not wrap its own wrapper. */
const changed = new WeakSet<Runtime>();

/** Makes `runtime.gc()` / `runtime.gc(false)` do nothing, and `runtime.gc(true)` collect as before. */
export function skipUnforcedCollections(runtime: Runtime = Bun): void {
  if (changed.has(runtime)) return;
  changed.add(runtime);
  const collect = runtime.gc.bind(runtime);
  runtime.gc = (force?: boolean) => {
    if (force) collect(true);
  };
}
