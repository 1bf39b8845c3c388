import { useValue, type ReadableValue } from '../core';

/**
 * A plugin's settings in a component, re-rendering when they change.
 *
 * @param settings - `ctx.settings`
 * @returns the plugin's saved values (an empty object until set)
 * @example
 * ```tsx
 * function Zoom({ ctx }: { ctx: PluginContext }) {
 *   const { zoom = 100 } = useSettings(ctx.settings) as { zoom?: number };
 *   return <button onClick={() => ctx.settings.set({ zoom: zoom + 10 })}>{zoom} %</button>;
 * }
 * ```
 */
export function useSettings(settings: { readonly values: ReadableValue<Readonly<Record<string, unknown>>> }): Readonly<Record<string, unknown>> {
  return useValue(settings.values);
}
