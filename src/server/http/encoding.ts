// Content negotiation of compressed answers: embedded assets and the app's page.
import Negotiator from 'negotiator';

// negotiator 1.x's `preferred` option (brotli before gzip when a browser accepts both equally, as
// they all do) is newer than @types/negotiator 0.6.
type EncodingNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };

/** The encoding the client takes best among `available` (brotli before gzip at equal preference), or null for none. */
export function bestEncoding(available: readonly ('br' | 'gzip')[], acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding || !available.length) return null;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as unknown as EncodingNegotiator;
  const chosen = negotiator.encoding(['identity', ...available], { preferred: [...available, 'identity'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}
