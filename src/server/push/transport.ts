// How an encrypted push leaves the process: one HTTPS POST to the subscription's endpoint. Kept
// behind a function so tests can trust their own local push service's certificate.
export interface PushRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

export interface PushResponse {
  status: number;
  /** The Retry-After header of a 429 or 503, as sent. */
  retryAfter: string | null;
}

/** Posts one push; rejects when the service cannot be reached or does not answer within timeoutMs. */
export type PushTransport = (request: PushRequest, timeoutMs: number) => Promise<PushResponse>;

/** fetch with a deadline; `tls` lets a test trust the certificate of its local push service. */
export function fetchPushTransport(tls?: { ca: string }): PushTransport {
  return async ({ endpoint, headers, body }, timeoutMs) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      ...(tls && { tls }),
    });
    // Nothing in the body matters; reading it frees the connection for the next push.
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  };
}
