import type { Command } from './command';
import { createAdmin } from './createAdmin';

/** Every command of the operators' tool, in the order --help lists them. */
export const COMMANDS: readonly Command[] = [createAdmin];
