// How often one user may download their data: an export reads everything the user has, so a
// script asking in a loop would be a cheap way to load the server. A token bucket per user
// (http/rate-limit.ts): three at once, then three an hour. In memory, like the message budgets:
// a restart forgets it, which only ever lets a user through.
import { AppError } from '../http/errors';
import { createTokenBuckets, type TokenBuckets } from '../http/rate-limit';

export const EXPORTS_PER_HOUR = 3;

export type ExportBudget = TokenBuckets;

export function createExportBudget(now: () => number = Date.now): ExportBudget {
  return createTokenBuckets(EXPORTS_PER_HOUR, EXPORTS_PER_HOUR, now);
}

/** Counts one export of `userId`, or throws 429 with Retry-After (counting nothing) when the budget is spent. */
export function chargeExport(budget: ExportBudget, userId: number): void {
  const key = String(userId);
  const waitMs = budget.waitMs(key);
  if (waitMs > 0) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      429,
      `You can download your data ${EXPORTS_PER_HOUR} times an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      'EXPORT_RATE_LIMITED',
      { 'retry-after': String(seconds) },
    );
  }
  budget.take(key);
}
