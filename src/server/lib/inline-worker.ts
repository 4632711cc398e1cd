// One task on a worker thread: the worker handles one message and posts back
// { ok, value?, message?, code? }; it is ended either way. Used where work would hold the server's
// event loop. An inline source (a Blob URL) needs no file beside the compiled binary but can
// import only Bun's and Node's own modules; a worker module that imports packages is an entry
// point of the binary's build instead (backup/file-thread.ts).

/** What the worker posts back. */
interface Outcome {
  ok: boolean;
  value?: unknown;
  message?: string;
  code?: string;
}

/** A failure reported by the worker, with the code of the error it caught (S3's NoSuchBucket …). */
export class WorkerTaskError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Runs one task on a new worker started from `specifier`; what the worker answered with. */
export async function runWorkerTask<T = void>(specifier: string, message: unknown): Promise<T> {
  const worker = new Worker(specifier);
  try {
    const outcome = await new Promise<Outcome>((resolve, reject) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage(message);
    });
    if (!outcome.ok) throw new WorkerTaskError(outcome.message ?? 'failed', outcome.code);
    return outcome.value as T;
  } finally {
    worker.terminate();
  }
}

/** Runs one task on a worker whose whole source is `source`. */
export async function runInlineWorker(source: string, message: unknown): Promise<void> {
  // A URL per run, revoked after: these tasks are rare, and nothing is kept between runs.
  const url = URL.createObjectURL(new Blob([source], { type: 'application/javascript' }));
  try {
    await runWorkerTask(url, message);
  } finally {
    URL.revokeObjectURL(url);
  }
}
