import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendPlainComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what the dashboard draws: bars and pies, drawn as SVG (crisp, and its labels are real text),
// with the plain legend (the pies' legends fit their tile; the scroll legend's code is not needed).
// The canvas renderer draws no cheaper: on the 100k-resume dashboard it took 771 ms of main-thread
// CPU against SVG's 695 (medians of 7 loads, issue #12 item 9), rasterising on the main thread.
// A chunk of its own (about half of the app's JavaScript), loaded by chart.tsx when a chart is
// about to draw, or at start when the app opens on the dashboard: other screens never parse it.
echarts.use([BarChart, PieChart, GridComponent, LegendPlainComponent, TooltipComponent, SVGRenderer]);

declare global {
  interface Window {
    /** The chart drawn in an element: the end-to-end tests read its label layout through it. */
    talentChartOf?: (element: HTMLElement) => echarts.ECharts | undefined;
  }
}
window.talentChartOf = (element) => echarts.getInstanceByDom(element);

/** A chart of the given size in element: the size the caller observed, so init forces no layout. */
export function createChart(element: HTMLElement, width: number, height: number): echarts.ECharts {
  return echarts.init(element, undefined, { renderer: 'svg', width, height });
}
