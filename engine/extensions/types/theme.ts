import type { Disposable, ReadableValue } from '../../core';
import type { ActiveTheme } from '../../theme';

/**
 * The theme the desktop shows (docs/features/theming.md#in-a-plugin), for what the design tokens
 * cannot reach: a chart library's own theme, colours drawn on a canvas. Stylesheets need none of
 * it: `var(--atrium-…)` follows the theme by itself.
 *
 * @example
 * ```tsx
 * const chart = echarts.init(element, ctx.theme.current.get().kind === 'dark' ? 'dark' : undefined);
 * ctx.theme.onDidChange((theme) => restyle(chart, theme.kind));
 * // In React content: const { kind } = useTheme(ctx.theme);
 * ```
 */
export interface PluginTheme {
  /** The theme shown now (`current.get()`), and each change of it: the user's choice, the system's look, the account's. */
  readonly current: ReadableValue<ActiveTheme>;
  /** Calls `listener` with each new theme; the subscription goes with the plugin, or sooner when disposed. */
  onDidChange(listener: (theme: ActiveTheme) => void): Disposable;
}
