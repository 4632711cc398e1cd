// The live socket a signed-in page's boot script opened before the app ran
// (src/web/signed-in-boot.ts), with the frames it heard meanwhile: the app's live connection takes
// it over rather than open a second one, and hears those frames first, so nothing is missed. Kept
// on `window`: the boot script and the app are separate bundles.
export interface EarlySocket {
  socket: WebSocket;
  /** Frames (raw text) heard before the app took the socket over, oldest first. */
  frames: string[];
}

const KEY = '__vetreliefEarlySocket';
type Holder = { [KEY]?: EarlySocket };

/** Leaves `early` for the app to take. */
export function keepEarlySocket(early: EarlySocket): void {
  (window as Holder)[KEY] = early;
}

/** The socket the boot script left, once: open or still opening, or null. */
export function takeEarlySocket(): EarlySocket | null {
  if (typeof window === 'undefined') return null;
  const early = (window as Holder)[KEY] ?? null;
  delete (window as Holder)[KEY];
  if (!early || early.socket.readyState > WebSocket.OPEN) return null;
  return early;
}
