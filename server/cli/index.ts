export type { CliIo } from './command';
export { COMMANDS } from './commands';
export { processIo } from './processIo';
export { EXIT, runCli } from './run';
