import { useValue } from '../../core';
import type { PluginTheme } from '../../extensions';
import type { ActiveTheme } from '../../theme';

/**
 * The theme the desktop shows, for React content: the component renders again when it changes.
 * @param theme - The plugin's `ctx.theme`.
 * @returns The theme shown now: its `name` and its `kind`, light or dark.
 *
 * @example
 * ```tsx
 * function Chart({ ctx }: { ctx: PluginContext }) {
 *   const { kind } = useTheme(ctx.theme);
 *   return <OrdersChart darkMode={kind === 'dark'} />;
 * }
 * ```
 */
export function useTheme(theme: Pick<PluginTheme, 'current'>): ActiveTheme {
  return useValue(theme.current);
}
