import type { Plugin } from './types';

/** Whether a module's default export looks like what definePlugin returns. */
export function isPlugin(value: unknown): value is Plugin {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as Partial<Record<keyof Plugin, unknown>>;
  return typeof candidate.id === 'string' && candidate.id !== '' && typeof candidate.activate === 'function';
}
