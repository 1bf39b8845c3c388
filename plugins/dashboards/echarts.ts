import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use as install } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Named imports, so that the bundle keeps only these charts and components: a namespace of
// 'echarts/charts' (as a dynamic import gives) carries every chart ECharts has.
install([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, SVGRenderer]);

export { init };
