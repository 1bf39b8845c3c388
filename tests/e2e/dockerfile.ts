import { readFileSync } from 'node:fs';
import path from 'node:path';

// The Dockerfile's production install, read as the production-install test runs it outside
// Docker: one source for both, so the image and the test cannot drift apart.

/** The checkout: the Docker build's context. */
export const ROOT = path.join(import.meta.dirname, '../..');

/** Where the image's stages work (their WORKDIR). */
const WORKDIR = '/app';

/** One instruction: its keyword and the rest of its (joined) line. */
interface Instruction {
  keyword: string;
  args: string;
}

/** A file or folder the runtime image gets: from the checkout (`from`, relative to it) to `to` (relative to WORKDIR). */
export interface Copied {
  from: string;
  to: string;
}

export interface ProductionInstall {
  /** What the runtime image holds besides node_modules, each from the checkout (dist/ as the build stage makes it). */
  copies: Copied[];
  /** The command that installs node_modules (the deps stage's npm ci), as argv. */
  install: string[];
  /** The command the image starts (CMD), as argv. */
  start: string[];
  /** The runtime image's environment (ENV). */
  env: Record<string, string>;
  /** The runtime image's user. */
  user: string | undefined;
  /** The runtime image's HEALTHCHECK command, as argv. */
  healthcheck: string[];
  /** The build stage's commands (RUN), as written. */
  build: string[];
}

/** The instructions of each stage, by the stage's name (`FROM … AS name`). */
function stages(text: string): Map<string, Instruction[]> {
  const joined = text.replace(/\\\n/g, ' ');
  const byStage = new Map<string, Instruction[]>();
  let current: Instruction[] | undefined;
  for (const line of joined.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(trimmed) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const name = /\bAS\s+(\S+)$/i.exec(args)?.[1];
      if (name === undefined) throw new Error(`Dockerfile: every stage is named (FROM … AS name): ${trimmed}`);
      current = [];
      byStage.set(name, current);
    } else if (current) {
      current.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return byStage;
}

/** A RUN, CMD or HEALTHCHECK command: exec form (a JSON array) or shell form (split on spaces), BuildKit's --flags left out. */
function argv(args: string): string[] {
  const command = args.replace(/^(--\S+\s+)+/, '');
  if (command.startsWith('[')) return JSON.parse(command) as string[];
  return command.split(/\s+/);
}

function stage(byStage: Map<string, Instruction[]>, name: string): Instruction[] {
  const found = byStage.get(name);
  if (!found) throw new Error(`Dockerfile: no stage named ${name}`);
  return found;
}

function only(instructions: Instruction[], keyword: string): Instruction {
  const found = instructions.filter((instruction) => instruction.keyword === keyword);
  if (found.length !== 1) throw new Error(`Dockerfile: expected one ${keyword} in the stage, found ${found.length}`);
  return found[0] as Instruction;
}

/** Reads the Dockerfile of the checkout: stages deps (production install), build and runtime. */
export function readProductionInstall(file = path.join(ROOT, 'Dockerfile')): ProductionInstall {
  const byStage = stages(readFileSync(file, 'utf8'));
  const deps = stage(byStage, 'deps');
  const runtime = stage(byStage, 'runtime');
  const installs = deps.filter((instruction) => instruction.keyword === 'RUN' && /\bnpm ci\b/.test(instruction.args));
  if (installs.length !== 1) throw new Error(`Dockerfile: expected one npm ci in stage deps, found ${installs.length}`);

  const copies: Copied[] = [];
  for (const { args } of runtime.filter((instruction) => instruction.keyword === 'COPY')) {
    const from = /--from=(\S+)/.exec(args)?.[1];
    const [to = '', ...sources] = args
      .split(/\s+/)
      .filter((part) => !part.startsWith('--'))
      .reverse();
    // node_modules is what the install makes; every other source is the checkout's (the build stage's copy of it, with dist/ built).
    if (from === 'deps') continue;
    for (const source of sources.reverse()) {
      const relative = from === undefined ? source : path.posix.relative(WORKDIR, source);
      const target = to.endsWith('/') ? path.posix.join(to, path.posix.basename(source)) : to;
      copies.push({ from: relative, to: path.posix.normalize(target) });
    }
  }

  const env: Record<string, string> = {};
  for (const { args } of runtime.filter((instruction) => instruction.keyword === 'ENV')) {
    for (const [, name = '', value = ''] of args.matchAll(/(\w+)=(\S+)/g)) env[name] = value;
  }
  return {
    copies,
    install: argv((installs[0] as Instruction).args),
    start: argv(only(runtime, 'CMD').args),
    env,
    user: runtime.filter((instruction) => instruction.keyword === 'USER').at(-1)?.args,
    healthcheck: argv(only(runtime, 'HEALTHCHECK').args.replace(/^.*?\bCMD\s+/, '')),
    build: stage(byStage, 'build')
      .filter((instruction) => instruction.keyword === 'RUN')
      .map((instruction) => instruction.args),
  };
}
