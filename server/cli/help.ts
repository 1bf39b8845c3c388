import { INVOCATION, type Command, type OptionSpec } from './command';
import { HELP_OPTION } from './options';

const EXIT_STATUSES = 'Exit status: 0 done; 1 failed; 2 input refused. Whenever it is not 0, nothing was changed.';

/** `--help`: what the tool is and its commands. */
export function toolHelp(commands: readonly Command<never>[]): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  return [
    `Usage: ${INVOCATION} <command> [options]`,
    '',
    "Atrium's operators' tool. It works on the database the server is configured for, read from the same",
    'environment (DATA_DIR for SQLite, or DATABASE_URL), and migrates it first.',
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    `Run '${INVOCATION} <command> --help' for a command's options.`,
    EXIT_STATUSES,
  ].join('\n');
}

/** `<command> --help`: its usage line, its options and its details. */
export function commandHelp(command: Command<never>): string {
  const options = [...command.options, HELP_OPTION];
  const width = Math.max(...options.map((option) => optionLabel(option).length));
  const usage = command.options.map((option) => (option.required ? optionLabel(option) : `[${optionLabel(option)}]`));
  if (command.argument) usage.unshift(`<${command.argument.name}>`);
  return [
    `Usage: ${INVOCATION} ${command.name} ${usage.join(' ')}`,
    '',
    command.summary,
    '',
    ...(command.argument ? [`<${command.argument.name}>  ${command.argument.description}`, ''] : []),
    'Options:',
    ...options.map((option) => `  ${optionLabel(option).padEnd(width)}  ${option.description}${option.required ? ' Required.' : ''}`),
    '',
    ...command.details,
    '',
    EXIT_STATUSES,
  ].join('\n');
}

function optionLabel(option: OptionSpec): string {
  const label = option.value ? `--${option.name} <${option.value}>` : `--${option.name}`;
  return option === HELP_OPTION ? `-h, ${label}` : label;
}
