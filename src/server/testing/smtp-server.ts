// A real plaintext SMTP server (the `smtp-server` package) on 127.0.0.1 for tests and benches:
// it keeps every message it accepts, or refuses every recipient, or takes its time to accept.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  from: string;
  to: string[];
  /** The message as sent: headers and body. */
  raw: string;
}

export interface TestSmtpOptions {
  /** 0 (the default): any free port; a fixed one lets a test start the server late. */
  port?: number;
  /** Answer 550 to every recipient. */
  refuse?: boolean;
  /** Wait this long before accepting each message. */
  acceptDelayMs?: number;
  /** Called for each accepted message (a bench streams them instead of keeping them). */
  onMessage?: (message: ReceivedMessage) => void;
  /** Keep no copy in `received` (a caller that keeps its own, or a bench that counts thousands). */
  keepNothing?: boolean;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMessage[];
  close(): Promise<void>;
}

export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse) return callback();
      callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        if (!options.keepNothing) received.push(message);
        options.onMessage?.(message);
        if (options.acceptDelayMs) setTimeout(callback, options.acceptDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
