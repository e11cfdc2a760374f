/** The font every chart writes its labels in (chart.tsx sets it as the charts' text style). */
export const CHART_FONT_SIZE = 12;
export const CHART_FONT_FAMILY = 'sans-serif';

let context: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();

/**
 * The width in pixels of a line of chart text, measured as ECharts measures it (a canvas's
 * measureText in the charts' font). The bar charts size their label margin with it, which spares
 * ECharts a trial layout of every axis label per chart to find that margin itself (issue #12 item 9).
 * A generous estimate per character where there is no canvas (never in a browser).
 */
export function chartTextWidth(text: string): number {
  let width = widths.get(text);
  if (width === undefined) {
    if (context === undefined) {
      context = document.createElement('canvas').getContext('2d');
      if (context) context.font = `${CHART_FONT_SIZE}px ${CHART_FONT_FAMILY}`;
    }
    width = context ? context.measureText(text).width : text.length * CHART_FONT_SIZE * 0.65;
    widths.set(text, width);
  }
  return width;
}
