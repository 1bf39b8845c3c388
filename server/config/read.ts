import { invalid, type Variable } from './kinds';
import type { Env } from './types';

export type Schema = Readonly<Record<string, Variable<unknown>>>;

/** Each variable's value, as its declaration reads it. */
export type Values<S extends Schema> = { [K in keyof S]: S[K] extends Variable<infer T> ? T : never };

/** A variable's trimmed text; blank is unset. */
function textOf(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * Reads every variable `schema` declares from `env`, in the declarations' order, and applies the
 * rules between variables: a condition unmet reads as unset, a required one missing, a refused
 * flag, half a pair.
 * @throws Error naming the first variable that is wrong.
 */
export function readEnvironment<S extends Schema>(schema: S, env: Env, cwd: string): Values<S> {
  const values: Record<string, unknown> = {};
  for (const [name, declared] of Object.entries(schema)) {
    const condition = declared.onlyWith;
    const applies = condition === undefined || condition.holds(textOf(env, condition.variable));
    const text = applies ? textOf(env, name) : undefined;
    if (applies && text === undefined && declared.required !== undefined) {
      throw new Error(`${name} is required${condition ? ` with ${condition.shown}` : ''}: expected ${declared.required}`);
    }
    const value = declared.read(text, { name, cwd });
    const refusal = declared.refusedWith;
    if (refusal && value === true && refusal.condition.holds(textOf(env, refusal.condition.variable))) {
      throw invalid(name, text ?? '', refusal.expected);
    }
    const pair = declared.goesWith;
    if (pair && (values[pair.variable] === undefined) !== (value === undefined)) {
      // Neither value is printed: the pair is a credential.
      throw new Error(`${pair.variable} and ${name} go together: set both, or neither ${pair.neither}`);
    }
    values[name] = value;
  }
  return values as Values<S>;
}

/** A required variable's value where its condition holds: readEnvironment has checked it is there. */
export function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('A required variable was not read: its condition and the code using it disagree');
  return value;
}
