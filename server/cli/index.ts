export type { CliIo, Command, CommandContext, Execution, OptionSpec, ParsedOptions } from './command';
export { INVOCATION, InputError } from './command';
export { COMMANDS } from './commands';
export { processIo } from './processIo';
export { EXIT, runCli } from './run';
