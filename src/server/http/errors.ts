// The one error type of the API and the one place that renders errors as JSON.
import { Elysia } from 'elysia';

/** Thrown by services and guards; the app turns it into `{ message, code? }` with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

function validationMessage(error: unknown): string {
  const first = (error as { all?: { path?: string; message?: string }[] }).all?.[0];
  if (!first?.message) return 'Invalid input';
  const field = first.path?.replace(/^\//, '').replace(/\//g, '.');
  // zod's own messages name the problem; add the field when the message does not.
  return field && /^(Invalid input|Required|Expected)/.test(first.message) ? `${field}: ${first.message}` : first.message;
}

/** Global error renderer: AppError → its status; validation → 400; anything else → 500 without details. */
export const errorHandler = new Elysia({ name: 'error-handler' }).error({ AppError }).onError({ as: 'global' }, ({ code, error }) => {
  if (error instanceof AppError) {
    return jsonResponse(error.status, error.code ? { message: error.message, code: error.code } : { message: error.message });
  }
  switch (code) {
    case 'VALIDATION':
      return jsonResponse(400, { message: validationMessage(error) });
    case 'PARSE':
      return jsonResponse(400, { message: 'The request body is not valid JSON' });
    case 'NOT_FOUND':
      return jsonResponse(404, { message: 'Not found' });
    case 'INVALID_COOKIE_SIGNATURE':
      return jsonResponse(401, { message: 'Not authenticated' });
    default:
      console.error('Unhandled error', error);
      return jsonResponse(500, { message: 'Something went wrong on our side. Please try again.' });
  }
});
