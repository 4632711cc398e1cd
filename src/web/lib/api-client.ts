// The call conventions of spec 1 §7: cookies always, the demo identity when stored, JSON only
// when there is a body, and errors whose text is "{status}: {body}".
import type { QueryFunction } from '@tanstack/react-query';
import { getDemoUserId } from './demo-user';

/** Adds the stored demo identity as a `userId` query parameter. */
function withDemoUser(url: string, demoUserId: string | null): string {
  if (!demoUserId) return url;
  const target = new URL(url, window.location.origin);
  target.searchParams.set('userId', demoUserId);
  return target.origin === window.location.origin ? target.pathname + target.search + target.hash : target.toString();
}

async function send(method: string, url: string, body?: unknown): Promise<Response> {
  const demoUserId = getDemoUserId();
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (demoUserId) headers['x-user-id'] = demoUserId;
  return fetch(withDemoUser(url, demoUserId), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
}

/**
 * A non-OK answer. `message` stays the spec's "{status}: {body}"; screens read `status`, `code`
 * and `serverMessage` instead of parsing it (the server answers every 4xx as `{message, code}`).
 */
export class ApiError extends Error {
  readonly code: string | null;
  readonly serverMessage: string | null;

  constructor(
    readonly status: number,
    readonly body: unknown,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    const json = body && typeof body === 'object' ? (body as { message?: unknown; code?: unknown }) : {};
    this.code = typeof json.code === 'string' ? json.code : null;
    this.serverMessage = typeof json.message === 'string' && json.message ? json.message : null;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  throw new ApiError(response.status, body, text);
}

/** A write (or any call with a method): throws on a non-OK answer, returns the response. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await send(method, url, body);
  await throwIfNotOk(response);
  return response;
}

/** apiRequest, then the JSON answer. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The reads' query function: the query key's first element is the path, the rest only tell cache entries apart. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await send('GET', String(queryKey[0]));
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** The HTTP status of an error thrown by these calls; null when the call never got an answer. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The server's error `code` (e.g. PROFILE_REQUIRED), or null. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** The `message` of the server's JSON error body, or null when there is none. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

/** The server's message, else `fallback` (network failures, empty or non-JSON bodies). */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
