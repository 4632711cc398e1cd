// The caller's address, for rate limits. Behind TRUST_PROXY=n reverse proxies, each of which
// appends the address it was reached from to X-Forwarded-For, the client is the address the
// outermost trusted proxy added: the n-th entry from the right (Express's "trust proxy" hop
// count). Entries to its left were written by the client itself and mean nothing; the first
// entry, trusted before, let a script rotate its address at will.
import type { Server } from 'bun';

/**
 * The client's address: the socket's when `trustedHops` is 0; otherwise the entry the outermost
 * trusted proxy appended, or the left-most when fewer proxies than trusted took part.
 */
export function clientIp(request: Request, server: Server<unknown> | null, trustedHops: number): string {
  const socket = server?.requestIP(request)?.address ?? 'local';
  if (trustedHops <= 0) return socket;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Nearest first: the socket (the last proxy), then what each proxy appended, right to left.
  const chain = [socket, ...forwarded.reverse()];
  return chain[Math.min(trustedHops, chain.length - 1)]!;
}
