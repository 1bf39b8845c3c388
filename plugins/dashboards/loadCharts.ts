/**
 * ECharts, tree-shaken to what the dashboards draw (bar, line and pie charts with a grid and a
 * tooltip; the chart's description is ours, in the page), in SVG: crisp at any zoom, the same
 * pixels run to run, and nothing drawn while the chart is still. Loaded on the first chart, so
 * start-up does not carry it; a failed load is tried again the next time.
 */
export type Charts = typeof import('./echarts');

let loading: Promise<Charts> | null = null;

/** The one load of ECharts this page makes. */
export function charts(): Promise<Charts> {
  loading ??= import('./echarts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
