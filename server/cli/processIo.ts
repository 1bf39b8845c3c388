import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { isatty } from 'node:tty';
import type { CliIo } from './command';

/** The tool's terminal: this process's standard streams. */
export function processIo(): CliIo {
  return {
    print: (line) => process.stdout.write(`${line}\n`),
    printError: (line) => process.stderr.write(`${line}\n`),
    interactive: isatty(process.stdin.fd),
    async readAll() {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    askSecret,
  };
}

/** Reads a line from the terminal with the echo off: readline edits the line and writes nowhere. */
function askSecret(prompt: string): Promise<string> {
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: silent, terminal: true });
  // Only now, with the terminal in raw mode: whatever is typed after the prompt is never echoed.
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    // In raw mode Ctrl+C reaches readline, not the process.
    lines.on('SIGINT', () => {
      lines.close();
      process.stderr.write('\n');
      reject(new Error('cancelled'));
    });
    lines.question('', (answer) => {
      lines.close();
      process.stderr.write('\n');
      resolve(answer);
    });
  });
}
