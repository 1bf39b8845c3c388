import type { ChartType, Column, WidgetData } from '../../server/contract';

/** The category and value columns a chart draws: the first of each role. */
export function axesOf(columns: readonly Column[]): { category: Column; value: Column } | null {
  const category = columns.find((column) => column.role === 'category' || column.role === 'date');
  const value = columns.find((column) => column.role === 'value');
  return category && value ? { category, value } : null;
}

export interface ChartOptionInput {
  chart: Exclude<ChartType, 'table'>;
  data: WidgetData;
  /** False in test mode and for users who ask for reduced motion. */
  animation: boolean;
  formatNumber: (value: number) => string;
  /** The series colours (the theme's chart tokens, see chartPalette); ECharts' own when empty. */
  palette: readonly string[];
}

/** The ECharts option of a widget: one series of the value over the category. */
export function chartOption({ chart, data, animation, formatNumber, palette }: ChartOptionInput): Record<string, unknown> {
  const axes = axesOf(data.columns);
  const categories = axes ? data.rows.map((row) => String(row[axes.category.key] ?? '')) : [];
  const values = axes ? data.rows.map((row) => Number(row[axes.value.key] ?? 0)) : [];
  const common = {
    animation,
    // The widget's card shows through, in every theme (ECharts' dark theme would paint its own).
    backgroundColor: 'transparent',
    ...(palette.length > 0 ? { color: palette } : {}),
    // Drawn in the chart itself: an HTML tooltip is markup with inline styles, which the page's CSP refuses.
    tooltip: { trigger: 'item', renderMode: 'richText', valueFormatter: (value: number) => formatNumber(value) },
  };
  if (chart === 'pie') {
    return {
      ...common,
      series: [
        {
          type: 'pie',
          name: axes?.value.label ?? '',
          radius: ['35%', '70%'],
          data: categories.map((name, index) => ({ name, value: values[index] })),
          label: { formatter: '{b}' },
        },
      ],
    };
  }
  return {
    ...common,
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatNumber(value) } },
    series: [{ type: chart, name: axes?.value.label ?? '', data: values, ...(chart === 'line' ? { symbolSize: 6 } : { barMaxWidth: 48 }) }],
  };
}

/** The chart in words: its kind, title and each category's value (the chart's accessible description). */
export function describeChart(kindLabel: string, title: string, data: WidgetData, formatNumber: (value: number) => string): string {
  const axes = axesOf(data.columns);
  if (!axes) return `${kindLabel}: ${title}.`;
  const points = data.rows.map((row) => `${String(row[axes.category.key] ?? '')} ${formatNumber(Number(row[axes.value.key] ?? 0))}`);
  return `${kindLabel}: ${title}. ${axes.category.label}, ${axes.value.label}: ${points.join('; ')}.`;
}
