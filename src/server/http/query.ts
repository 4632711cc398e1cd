// Query strings parsed from the raw URL by a zod schema. Elysia's own query parsing splits
// values at commas, which the spec's `practiceTypes=a,b` lists and typed addresses contain.
import type { z } from 'zod';
import { AppError } from './errors';

export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) throw new AppError(400, result.error.issues[0]?.message ?? 'Invalid query', 'INVALID_QUERY');
  return result.data;
}
