/** The theme's chart tokens (docs/features/theming.md), in series order. */
const CHART_PROPERTIES = ['--atrium-chart1', '--atrium-chart2', '--atrium-chart3', '--atrium-chart4', '--atrium-chart5', '--atrium-chart6', '--atrium-chart7', '--atrium-chart8'];

/**
 * The series colours of the theme that applies to an element: ECharts draws with concrete colours
 * (it lightens them for emphasis), so the tokens are read as values rather than passed as var().
 * Empty where no theme stylesheet applies.
 */
export function chartPalette(style: Pick<CSSStyleDeclaration, 'getPropertyValue'>): string[] {
  return CHART_PROPERTIES.map((property) => style.getPropertyValue(property).trim()).filter((value) => value !== '');
}
