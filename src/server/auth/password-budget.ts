// The sign-in budget, shared by every door that checks a password (the two sign-in calls and the
// account settings' current-password checks), so more doors never mean more guesses.
import type { AppDeps } from '../context';
import { clientIp } from '../http/client-ip';
import { AppError } from '../http/errors';

/** The codes of a wrong password: only these count against the e-mail's budget. */
const WRONG_PASSWORD_CODES = new Set(['INVALID_CREDENTIALS', 'WRONG_PASSWORD']);

/**
 * Runs a password check under the login budget. Only failures count against an e-mail, and once
 * its budget is spent only the addresses that failed for it are refused: a guesser cannot lock
 * the owner out, and the owner's correct password from a clean address still gets in (and
 * clears the count). An attacker spreading guesses over many addresses gets one guess per
 * address per window beyond the budget, and each address stays under its own limit.
 */
export async function withinPasswordBudget<T>(
  deps: Pick<AppDeps, 'config' | 'limiter'>,
  request: Request,
  server: Parameters<typeof clientIp>[1],
  email: string,
  check: () => Promise<T>,
): Promise<T> {
  const { config, limiter } = deps;
  const ip = clientIp(request, server, config.TRUST_PROXY);
  limiter.hit(`login:ip:${ip}`, config.RATE_LIMIT_PER_IP);
  const emailKey = `login:failed:${email.trim().toLowerCase()}`;
  const pairKey = `${emailKey}:from:${ip}`;
  if (limiter.count(emailKey) >= config.RATE_LIMIT_PER_EMAIL && limiter.count(pairKey) > 0) throw limiter.refusal(emailKey);
  try {
    const result = await check();
    limiter.clear(emailKey);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.code && WRONG_PASSWORD_CODES.has(error.code)) {
      limiter.add(emailKey);
      limiter.add(pairKey);
    }
    throw error;
  }
}
