import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db';

/** How the operators' tool is invoked, for usage lines and hints. */
export const INVOCATION = 'npm run atrium --';

/** One option of a command: `--name <value>`, or a flag when it has no `value`. */
export interface OptionSpec {
  name: string;
  /** What the value is, for --help (`<name>`); absent for a flag. */
  value?: string;
  description: string;
  required?: boolean;
}

/** A command line's options by name: the text given, or true for a flag that is set. */
export type ParsedOptions = Readonly<Record<string, string | true | undefined>>;

/** The terminal the tool talks to; tests give their own. */
export interface CliIo {
  /** Writes a line to standard output: what the command did. */
  print(line: string): void;
  /** Writes a line to standard error: what went wrong. */
  printError(line: string): void;
  /** Whether standard input is a terminal with a person at it, rather than a pipe or a file. */
  readonly interactive: boolean;
  /** Reads standard input to its end. */
  readAll(): Promise<string>;
  /** Asks on the terminal, without showing what is typed. */
  askSecret(prompt: string): Promise<string>;
}

/** What every command works with once its input is accepted. */
export interface ToolContext {
  /** The server's configuration, read from the same environment (mail, links, PACKAGES_DIR). */
  config: Config;
  now: number;
  /** The time now and later, for work that issues what expires (a reset link). */
  clock: Clock;
  /** Writes a line to standard output: what the command did. */
  print: (line: string) => void;
  /** Writes a line to standard error: what went wrong. */
  printError: (line: string) => void;
}

/** What a command that works on the database has besides. */
export interface CommandContext extends ToolContext {
  /** The configured database, migrated to the latest schema. */
  db: Kysely<Database>;
}

/** The change a command makes: all of it in one transaction, or nothing. */
export type Execution<Context = CommandContext> = (context: Context) => Promise<void>;

/** The one value a command takes without an option name: `install-package <archive>`. */
export interface ArgumentSpec {
  /** The key it is read under, as an option's value would be. */
  name: string;
  description: string;
}

/**
 * A command of the operators' tool. Its work is split in two so that bad input changes nothing,
 * not even by creating a database: `prepare` checks everything first, `Execution` then changes.
 */
export interface Command<Context = CommandContext> {
  name: string;
  /** One line for the list of commands. */
  summary: string;
  /** Paragraphs for the command's --help, after its options: details and examples. */
  details: readonly string[];
  options: readonly OptionSpec[];
  /** Its required argument, if it takes one. */
  argument?: ArgumentSpec;
  /**
   * Checks the options and reads the rest of the command's input (a password); changes nothing.
   * @throws InputError naming what is wrong.
   */
  prepare(options: ParsedOptions, io: CliIo): Execution<Context> | Promise<Execution<Context>>;
}

/** A command on files only (a package, a plugin folder): no database is opened, none is created. */
export type FileCommand = Command<ToolContext>;

/** The operator's input is refused: the message says what to give instead. Nothing was changed. */
export class InputError extends Error {
  override readonly name = 'InputError';
}

/** The database stands in the way of the change (a taken username, an unknown account): nothing was changed. */
export class Refusal extends Error {
  override readonly name = 'Refusal';
}
