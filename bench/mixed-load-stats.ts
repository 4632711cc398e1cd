// What the mixed load records: each answered call's latency under its kind, statuses by class,
// and the table the run prints. An error is a call that got no answer or a 5xx; a 4xx is counted
// by status (a 429 is the message limit doing its job, not an error).

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentiles of the latencies (ms). */
export function percentiles(latencies: number[]): Percentiles {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
}

/** The `code` of an error answer's JSON body, or '' when there is none. */
function codeOf(body: string): string {
  try {
    return String(JSON.parse(body).code ?? '');
  } catch {
    return '';
  }
}

export class Recorder {
  readonly latencies = new Map<string, number[]>();
  /** 4xx answers by status and code ("409 SHIFT_NOT_OPEN"), then by kind of call. */
  readonly clientErrors = new Map<string, Map<string, number>>();
  /** Calls with no answer (refused, reset, timed out) or a 5xx, with the first few for the report. */
  errors = 0;
  readonly errorSamples: string[] = [];

  record(kind: string, ms: number, status: number | 'network', detail = ''): void {
    if (status === 'network' || status >= 500) {
      this.errors++;
      if (this.errorSamples.length < 5) this.errorSamples.push(`${kind}: ${status} ${detail}`.slice(0, 200));
      return;
    }
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
    if (status >= 400) {
      const key = `${status} ${codeOf(detail)}`;
      const byKind = this.clientErrors.get(key) ?? new Map<string, number>();
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
      this.clientErrors.set(key, byKind);
    }
  }

  /** Every answered call's latency, of all kinds. */
  all(): number[] {
    return [...this.latencies.values()].flat();
  }
}

const ms = (value: number) => value.toFixed(1).padStart(8);

/** One row of the table: kind, calls, p50/p95/p99 (ms). */
function row(name: string, stats: Percentiles): string {
  return `${name.padEnd(34)}${String(stats.count).padStart(8)}${ms(stats.p50)}${ms(stats.p95)}${ms(stats.p99)}`;
}

export interface Summary {
  users: number;
  clinics: number;
  vets: number;
  seconds: number;
  /** The binary's SQLITE_SYNCHRONOUS for the run. */
  synchronous: string;
  /** Wall time the load phase took, from the first call to the last answer (s). */
  elapsedSeconds: number;
  recorder: Recorder;
  floor: Recorder;
  floorSeconds: number;
  loadBefore: string;
  loadAfter: string;
  /** CPU time (user + system, ms) the binary and this load generator used in the load phase. */
  serverCpuMs: number;
  clientCpuMs: number;
}

/** "409 SHIFT_NOT_OPEN: 142 (PUT /api/booking-requests/:id 130, …)" for each 4xx status and code. */
function clientErrorLine(clientErrors: Recorder['clientErrors']): string {
  const statuses = [...clientErrors.entries()].sort(([a], [b]) => a.localeCompare(b));
  if (!statuses.length) return 'none';
  return statuses
    .map(([status, byKind]) => {
      const kinds = [...byKind.entries()].sort(([, a], [, b]) => b - a);
      const total = kinds.reduce((sum, [, count]) => sum + count, 0);
      return `${status}: ${total} (${kinds.map(([kind, count]) => `${kind} ${count}`).join(', ')})`;
    })
    .join('; ');
}

/** The one table the run prints. */
export function table(summary: Summary): string {
  const { recorder } = summary;
  const overall = percentiles(recorder.all());
  const floor = percentiles(summary.floor.all());
  const requests = overall.count + recorder.errors;
  const lines = [
    `mixed load: ${summary.users} users (${summary.clinics} clinics, ${summary.vets} vets), ${summary.seconds} s, SQLITE_SYNCHRONOUS=${summary.synchronous}`,
    `load average before / after: ${summary.loadBefore} / ${summary.loadAfter}`,
    `requests: ${requests}, ${(requests / summary.elapsedSeconds).toFixed(1)} requests/s`,
    `CPU per request: binary ${(summary.serverCpuMs / requests).toFixed(2)} ms, load generator ${(summary.clientCpuMs / requests).toFixed(2)} ms`,
    '',
    `${'kind of call'.padEnd(34)}${'calls'.padStart(8)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}  (ms)`,
    ...[...recorder.latencies.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([kind, list]) => row(kind, percentiles(list))),
    row('all calls', overall),
    row(`floor: GET /api/config (${summary.floorSeconds} s)`, floor),
    '',
    `p99 / floor p99: ${(overall.p99 / Math.max(floor.p99, 0.001)).toFixed(2)}`,
    `errors (no answer or 5xx): ${recorder.errors}${recorder.errorSamples.length ? `  e.g. ${recorder.errorSamples.join(' | ')}` : ''}`,
    `floor errors: ${summary.floor.errors}`,
    `4xx by status: ${clientErrorLine(recorder.clientErrors)}`,
    '(not errors: a 429 is a limit refusing the call, a 409 a person acting on what another changed first)',
  ];
  return lines.join('\n');
}
