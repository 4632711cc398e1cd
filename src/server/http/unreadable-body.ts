// A JSON body that cannot be read is refused after the guards, not while parsing: the parser
// runs before a route's guard, and a visitor must hear 401 (or a vet 403) whatever it sent. So
// the parser hands on a marker in place of the body, and the refusal comes at validation (the
// error renderer recognises the marker) or, for a route that validates no body, just before
// its handler (see docs/decisions/0013).
import { AppError } from './errors';

// Messages only: errors.ts imports this file, so nothing here may build an AppError at load.
const MARKERS = {
  '\u0000unreadable-body:INVALID_JSON': 'The request body is not valid JSON',
  '\u0000unreadable-body:JSON_TOO_DEEP': 'The request body is nested too deeply',
} as const;

type Marker = keyof typeof MARKERS;

/** The marker that stands for a body refused with `error` (one of parseJsonBody's refusals). */
export function unreadableBody(error: AppError): Marker {
  const marker = `\u0000unreadable-body:${error.code}`;
  return marker in MARKERS ? (marker as Marker) : '\u0000unreadable-body:INVALID_JSON';
}

/** The refusal a body marker stands for, or null for a body that was read. */
export function bodyRefusal(body: unknown): AppError | null {
  if (typeof body !== 'string' || !(body in MARKERS)) return null;
  return new AppError(400, MARKERS[body as Marker], body.slice(body.indexOf(':') + 1));
}
