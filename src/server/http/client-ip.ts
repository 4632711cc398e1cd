// The caller's address, for rate limits. Behind a reverse proxy (TRUST_PROXY=1) it is the
// first X-Forwarded-For entry; otherwise the socket's address.
import type { Server } from 'bun';

export function clientIp(request: Request, server: Server<unknown> | null, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for');
    if (forwarded) return forwarded.split(',')[0]!.trim();
  }
  return server?.requestIP(request)?.address ?? 'local';
}
