import type { Kysely } from 'kysely';
import { systemClock, type Clock } from '../clock';
import { loadConfig, type Config, type Env } from '../config';
import { connectDatabase, migrateToLatest, type Database } from '../db';
import { DirectoryConflict } from '../users';
import { INVOCATION, InputError, Refusal, type CliIo, type Command, type Execution, type ToolContext } from './command';
import { COMMANDS, FILE_COMMANDS } from './commands';
import { commandHelp, toolHelp } from './help';
import { parseOptions } from './options';

/** The tool's exit statuses, as --help states them. */
export const EXIT = { done: 0, failed: 1, refused: 2 } as const;

/**
 * Runs one command line of the operators' tool (`argv` without node and the script) on the
 * database `env` configures (a file command on its files, opening no database), talking through `io`.
 * @returns the exit status: 0 done, 1 failed, 2 input refused; nothing is changed unless it is 0.
 */
export async function runCli(argv: readonly string[], io: CliIo, env: Env, clock: Clock = systemClock): Promise<number> {
  const [name, ...args] = argv;
  const listed: readonly Command<never>[] = [...COMMANDS, ...FILE_COMMANDS];
  if (name === '--help' || name === '-h' || name === 'help') {
    io.print(toolHelp(listed));
    return EXIT.done;
  }
  const fileCommand = FILE_COMMANDS.find((candidate) => candidate.name === name);
  const databaseCommand = COMMANDS.find((candidate) => candidate.name === name);
  const command: Command<never> | undefined = fileCommand ?? databaseCommand;
  if (!command) {
    io.printError(name === undefined ? toolHelp(listed) : `atrium: unknown command '${name}'. Run '${INVOCATION} --help' for the commands.`);
    return EXIT.refused;
  }
  const fail = (message: string) => io.printError(`atrium ${command.name}: ${message}`);

  let config: Config;
  let execution: Execution<ToolContext> | undefined;
  let databaseExecution: Execution | undefined;
  try {
    const options = parseOptions(command, args);
    if (options.help) {
      io.print(commandHelp(command));
      return EXIT.done;
    }
    // The configuration before the input: a bad variable stops the tool before it asks for a password.
    config = loadConfig(env);
    if (fileCommand) execution = await fileCommand.prepare(options, io);
    else databaseExecution = await databaseCommand?.prepare(options, io);
  } catch (error) {
    if (!(error instanceof InputError)) {
      fail(messageOf(error));
      return EXIT.failed;
    }
    fail(error.message);
    io.printError(`Run '${INVOCATION} ${command.name} --help' for its options.`);
    return EXIT.refused;
  }

  const context: ToolContext = { config, now: clock.now(), clock, print: (line) => io.print(line), printError: (line) => io.printError(line) };
  let db: Kysely<Database> | undefined;
  try {
    await execution?.(context);
    if (databaseExecution) {
      db = connectDatabase(config.database);
      await migrateToLatest(db);
      await databaseExecution({ ...context, db });
    }
    return EXIT.done;
  } catch (error) {
    fail(error instanceof DirectoryConflict || error instanceof Refusal ? `${error.message} Nothing was changed.` : messageOf(error));
    return EXIT.failed;
  } finally {
    await db?.destroy();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
