// A real SMTP server (the `smtp-server` package) for browser tests: it keeps every message the
// binary delivers, and finds links in them.
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  port: number;
  messages: string[];
  /** The first link matching `pattern` in a message to `to`, waiting up to 10 s for it to arrive. */
  link(to: string, pattern: RegExp): Promise<string>;
  /** Waits up to 10 s for a message to `to` whose text matches `pattern`. */
  waitFor(to: string, pattern: RegExp): Promise<string>;
  close(): void;
}

/** A message's text with quoted-printable soft line breaks and `=3D` undone. */
function plain(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

const addressedTo = (raw: string, to: string) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(raw);

export function startMailbox(): Promise<Mailbox> {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString()));
      stream.on('end', () => {
        messages.push(raw);
        callback();
      });
    },
  });

  async function waitFor(to: string, pattern: RegExp): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const found = messages.map(plain).find((text) => addressedTo(text, to) && pattern.test(text));
      if (found) return found;
      await Bun.sleep(100);
    }
    throw new Error(`no message to ${to} matching ${pattern} among ${messages.length}`);
  }

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address() as { port: number };
      resolve({
        port: address.port,
        messages,
        waitFor,
        async link(to, pattern) {
          return (await waitFor(to, pattern)).match(pattern)![0];
        },
        close: () => server.close(),
      });
    });
  });
}
