// The one way a route reads its query string: from the raw URL, by a zod schema, called inside
// the handler so it runs after the guards (who you are before what you sent). Elysia's own
// `query:` option splits values at commas, so "Smith, John" or "Main St, Boulder" would arrive
// as lists and fail. A refusal is Elysia's own ValidationError, so the error handler renders it
// exactly as a bad body: `{ message, code: 'VALIDATION', issues }`.
import { ValidationError } from 'elysia';
import type { z } from 'zod';

export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  // One value per name (the last): no query of ours repeats a field. Read from the text after
  // `?` (no URL object: the polled lists call this on every request).
  const at = request.url.indexOf('?');
  const values = at < 0 ? {} : Object.fromEntries(new URLSearchParams(request.url.slice(at + 1)));
  const result = schema.safeParse(values);
  if (!result.success) throw new ValidationError('query', schema, values);
  return result.data;
}
