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

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
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
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** The `message` of the server's JSON error body ("{status}: {json}"), or null when there is none. */
export function serverMessage(error: unknown): string | null {
  const match = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message) : null;
  if (!match) return null;
  try {
    const parsed = JSON.parse(match[1] ?? '') as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : null;
  } catch {
    return null;
  }
}

/** The server's message, else `fallback` (network failures, empty or non-JSON bodies). */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
