// The one error type of the API and the one place that renders errors as JSON. Every 4xx is
// `{ message, code }` (validation adds `issues`), so a client never parses error text.
import { Elysia } from 'elysia';
import { bodyRefusal } from './unreadable-body';

/** The code an error gets when its thrower named none. */
const DEFAULT_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/** Thrown by services and guards; the app turns it into `{ message, code }` with `status` (and `headers`). */
export class AppError extends Error {
  readonly code: string;

  constructor(
    readonly status: number,
    message: string,
    code?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.code = code ?? DEFAULT_CODES[status] ?? 'ERROR';
  }
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

interface Issue {
  path: string;
  message: string;
}

/** zod's issues as Elysia reports them, each with a dotted field path. */
function validationIssues(error: unknown): Issue[] {
  const all = (error as { all?: { path?: string; message?: string }[] }).all ?? [];
  return all.slice(0, 20).map((issue) => ({ path: issue.path?.replace(/^\//, '').replace(/\//g, '.') ?? '', message: issue.message ?? 'Invalid input' }));
}

function validationMessage(issues: Issue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid input';
  // zod's own messages name the problem; add the field when the message does not.
  return first.path && /^(Invalid input|Required|Expected)/.test(first.message) ? `${first.path}: ${first.message}` : first.message;
}

/** Global error renderer: AppError → its status; validation → 400; anything else → 500 without details. */
export const errorHandler = new Elysia({ name: 'error-handler' }).error({ AppError }).onError({ as: 'global' }, ({ code, error }) => {
  // Elysia wraps what a body parser throws (the request guard's 413 and JSON_TOO_DEEP) in its own error.
  const cause = code === 'PARSE' ? (error as Error).cause : undefined;
  const appError = error instanceof AppError ? error : cause instanceof AppError ? cause : null;
  if (appError) return jsonResponse(appError.status, { message: appError.message, code: appError.code }, appError.headers);
  switch (code) {
    case 'VALIDATION': {
      const unreadable = bodyRefusal((error as { value?: unknown }).value);
      if (unreadable) return jsonResponse(unreadable.status, { message: unreadable.message, code: unreadable.code });
      const issues = validationIssues(error);
      return jsonResponse(400, { message: validationMessage(issues), code: 'VALIDATION', issues });
    }
    case 'PARSE':
      return jsonResponse(400, { message: 'The request body is not valid JSON', code: 'INVALID_JSON' });
    case 'NOT_FOUND':
      return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    case 'INVALID_COOKIE_SIGNATURE':
      return jsonResponse(401, { message: 'Not authenticated', code: 'UNAUTHENTICATED' });
    default:
      console.error('Unhandled error', error);
      return jsonResponse(500, { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  }
});
