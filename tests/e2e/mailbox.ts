// A real SMTP server (the `smtp-server` package) for browser tests: it keeps every message the
// binary delivers, and finds links in them.
import { startTestSmtpServer } from '../../src/server/testing/smtp-server';

export interface Mailbox {
  port: number;
  messages: string[];
  /** Every accepted recipient address, in arrival order. */
  recipients: string[];
  /** The first link matching `pattern` in a message to `to`, waiting up to 10 s for it to arrive. */
  link(to: string, pattern: RegExp): Promise<string>;
  /** Waits up to `timeoutMs` (10 s) for a message to `to` whose text matches `pattern`. */
  waitFor(to: string, pattern: RegExp, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/** A message's text with quoted-printable soft line breaks and `=3D` undone. */
function plain(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

const addressedTo = (raw: string, to: string) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(raw);

/** Listens on `port` (0: any free port; a fixed one lets a test start the mailbox late). */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const messages: string[] = [];
  const recipients: string[] = [];
  const server = await startTestSmtpServer({
    port,
    keepNothing: true,
    onMessage: (message) => {
      messages.push(message.raw);
      recipients.push(...message.to);
    },
  });

  async function waitFor(to: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
    for (let i = 0; i < timeoutMs / 100; i++) {
      const found = messages.map(plain).find((text) => addressedTo(text, to) && pattern.test(text));
      if (found) return found;
      await Bun.sleep(100);
    }
    throw new Error(`no message to ${to} matching ${pattern} among ${messages.length}`);
  }

  return {
    port: server.port,
    messages,
    recipients,
    waitFor,
    async link(to, pattern) {
      return (await waitFor(to, pattern)).match(pattern)![0];
    },
    close: server.close,
  };
}
