import { SMTPServer } from 'smtp-server';
import { resetCodeIn } from '../server/mail';

/** A mail server of a test's own on 127.0.0.1: what it receives, until the test stops it. */
export interface TestSmtp {
  /** SMTP_URL for the Atrium server that should send to it. */
  url: string;
  /** The raw messages received so far. */
  received: string[];
  /** The reset code of the newest message to `to`, once one has arrived. */
  resetCodeFor(to: string): string | undefined;
  stop(): Promise<void>;
}

/** Starts a real SMTP server (the smtp-server package) on a free port of 127.0.0.1, without TLS on the loopback. */
export async function startSmtp(): Promise<TestSmtp> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    resetCodeFor(to) {
      const message = received.findLast((raw) => new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm').test(raw));
      return message === undefined ? undefined : resetCodeIn(message);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
