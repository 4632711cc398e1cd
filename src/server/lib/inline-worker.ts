// One task on a worker thread whose source is inline (a Blob URL), so the compiled binary needs no
// file beside it. The source handles one message and posts back { ok, message?, code? }; the
// worker is ended either way. Used where Bun's own APIs would hold the server's event loop.

/** What the worker posts back. */
interface Outcome {
  ok: boolean;
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

export async function runInlineWorker(source: string, message: unknown): Promise<void> {
  // A URL per run, revoked after: a backup is rare, and nothing is kept between runs.
  const url = URL.createObjectURL(new Blob([source], { type: 'application/javascript' }));
  const worker = new Worker(url);
  try {
    const outcome = await new Promise<Outcome>((resolve, reject) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage(message);
    });
    if (!outcome.ok) throw new WorkerTaskError(outcome.message ?? 'failed', outcome.code);
  } finally {
    worker.terminate();
    URL.revokeObjectURL(url);
  }
}
