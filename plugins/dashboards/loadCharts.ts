/**
 * ECharts, tree-shaken to what the dashboards draw (bar, line and pie charts with a grid and a
 * tooltip; the chart's description is ours, in the page) and loaded on the first chart: start-up does not carry it.
 * SVG rather than canvas: crisp at any zoom, the same pixels run to run, and nothing drawn
 * while the chart is still.
 */
export async function loadCharts() {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  core.use([charts.BarChart, charts.LineChart, charts.PieChart, components.GridComponent, components.TooltipComponent, renderers.SVGRenderer]);
  return core;
}

export type Charts = Awaited<ReturnType<typeof loadCharts>>;

let loading: Promise<Charts> | null = null;

/** The one load of ECharts this page makes; a failed load is tried again the next time. */
export function charts(): Promise<Charts> {
  loading ??= loadCharts().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
