import type { CliIo } from '../../server/cli';

/** A terminal for one run: what is typed or piped in, and what the tool wrote. */
export function fakeIo(input: { stdin?: string; typed?: readonly string[] } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const typed = [...(input.typed ?? [])];
  const prompts: string[] = [];
  const io: CliIo = {
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
    interactive: input.typed !== undefined,
    readAll: () => Promise.resolve(input.stdin ?? ''),
    askSecret: (prompt) => {
      prompts.push(prompt);
      return Promise.resolve(typed.shift() ?? '');
    },
  };
  return { io, out, err, prompts, stdout: () => out.join('\n'), stderr: () => err.join('\n') };
}

