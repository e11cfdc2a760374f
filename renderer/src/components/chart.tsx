import type * as echarts from 'echarts/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formatCompact, formatCount, formatShare } from '../format';
import type { Datum } from './chart-data';
import { loadChartEngine } from './chart-engine-loader';
import { useColorScheme } from './color-scheme';
import { CHART_FONT_FAMILY, CHART_FONT_SIZE, chartTextWidth } from './text-width';

type Kind = 'bar' | 'pie';

/** How a chart words its numbers. */
export interface Measure {
  /** What the numbers count, in the plural ("resumes"), shown on the axis and in tooltips. */
  unit: string;
  /** A value as a bar label and in the tooltip; grouped counts by default. */
  value?: (value: number) => string;
  /** A value as an axis tick; compact (2K, 1.5M) by default, so ticks never run into each other. */
  tick?: (value: number) => string;
  /** What shares are of: the tooltip gives value / total as a percent. Pies use their sum. */
  total?: number;
}

const BAR_ROW = 24;
/** A generous width per character of a 12px system font, to reserve room for the bars' end labels. */
const CHAR_WIDTH = 7.5;
/** The chart's own padding around the grid, and ECharts' gap between an axis and its labels. */
const PADDING = 4;
const AXIS_LABEL_MARGIN = 8;
/** ECharts' box of an axis label came out 2–3 px wider than the measured text: the same room. */
const LABEL_SLACK = 3;
/** The value axis's nameGap: from the axis line to the middle of its name (the unit). */
const AXIS_NAME_GAP = 26;
/** Below the grid: the tick labels and the unit, whose middle is AXIS_NAME_GAP below the axis. */
const VALUE_AXIS_HEIGHT = AXIS_NAME_GAP + 10;

/** The page's theme colours a chart draws with. */
interface Colors {
  text: string;
  muted: string;
  accent: string;
  border: string;
  background: string;
}

const colorsByScheme = new Map<string, Colors>();

/**
 * The theme's colours, read from the CSS once per colour scheme. Read per chart, each read after
 * another chart had drawn forced a style recalculation of the whole page (4–5 per chart, 15 charts).
 */
function themeColors(scheme: string): Colors {
  let colors = colorsByScheme.get(scheme);
  if (!colors) {
    const style = getComputedStyle(document.documentElement);
    const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    colors = {
      text: read('--fg', '#222'),
      muted: read('--muted', '#666'),
      accent: read('--accent', '#2563eb'),
      border: read('--border', '#ddd'),
      background: read('--bg', '#fff'),
    };
    colorsByScheme.set(scheme, colors);
  }
  return colors;
}

function tooltipText(
  datum: Datum,
  measure: Required<Pick<Measure, 'unit' | 'value'>>,
  total?: number,
): string {
  const share = total ? ` (${formatShare(datum.value / total)})` : '';
  return [`${datum.name}: ${measure.value(datum.value)} ${measure.unit}${share}`, datum.detail]
    .filter(Boolean)
    .join('\n');
}

/**
 * Bars carry their value at the end and read largest (or first) on top; pies name their slices in a
 * legend with each slice's share, because labels around a pie get cut at a dashboard tile's width.
 */
function optionFor(kind: Kind, data: Datum[], measure: Measure, colors: Colors): echarts.EChartsCoreOption {
  const { text, muted, accent } = colors;
  const value = measure.value ?? formatCount;
  const total = kind === 'pie' ? data.reduce((sum, d) => sum + d.value, 0) : measure.total;
  const byName = new Map(data.map((d) => [d.name, d]));
  const base = {
    animation: false,
    textStyle: { color: text, fontSize: CHART_FONT_SIZE, fontFamily: CHART_FONT_FAMILY },
    tooltip: {
      trigger: 'item',
      confine: true,
      // The name, the value with its unit and share, and the datum's detail; as text, never HTML.
      renderMode: 'richText',
      formatter: (p: { name: string; value: number }) =>
        tooltipText(
          byName.get(p.name) ?? { name: p.name, value: p.value },
          { unit: measure.unit, value },
          total,
        ),
    },
  };
  if (kind === 'pie') {
    return {
      ...base,
      legend: {
        bottom: 0,
        left: 'center',
        icon: 'circle',
        itemWidth: 10,
        itemHeight: 10,
        textStyle: { color: text, fontSize: CHART_FONT_SIZE, fontFamily: CHART_FONT_FAMILY },
        formatter: (name: string) => {
          const slice = byName.get(name);
          return slice && total ? `${name} ${formatShare(slice.value / total)}` : name;
        },
      },
      series: [
        {
          type: 'pie',
          center: ['50%', '42%'],
          radius: ['38%', '68%'],
          data,
          label: { show: false },
          labelLine: { show: false },
          emphasis: { label: { show: false }, scale: false },
          itemStyle: { borderColor: colors.background, borderWidth: 1 },
        },
      ],
    };
  }
  const rows = [...data].reverse(); // the first datum on top
  const widest = Math.max(...rows.map((d) => value(d.value).length), 1);
  const widestName = Math.max(...rows.map((d) => chartTextWidth(d.name)), 0);
  return {
    ...base,
    // The margins are worked out here from the labels, so ECharts lays the axes out once: asked to
    // keep them inside the box (outer bounds), it lays every axis out twice, first to find them
    // (about a quarter of a bar chart's setOption). Left: the names of the bars; right: the value
    // written at the end of the longest bar, wider than half a tick label (ticks are written with the
    // same or a more compact format); bottom: the tick labels and the unit under them.
    grid: {
      left: PADDING + Math.ceil(widestName) + LABEL_SLACK + AXIS_LABEL_MARGIN,
      top: PADDING,
      bottom: PADDING + VALUE_AXIS_HEIGHT,
      right: Math.ceil(widest * CHAR_WIDTH) + 12,
      outerBoundsMode: 'none',
    },
    xAxis: {
      type: 'value',
      name: measure.unit,
      nameLocation: 'middle',
      nameGap: AXIS_NAME_GAP,
      nameTextStyle: { color: muted },
      splitNumber: 4,
      axisLabel: { color: muted, formatter: measure.tick ?? formatCompact, hideOverlap: true },
      splitLine: { lineStyle: { color: colors.border } },
    },
    yAxis: {
      type: 'category',
      data: rows.map((d) => d.name),
      axisLabel: { color: text, interval: 0 },
      axisTick: { show: false },
    },
    series: [
      {
        type: 'bar',
        data: rows.map((d) => d.value),
        barMaxWidth: 16,
        itemStyle: { color: accent },
        label: {
          show: true,
          position: 'right',
          color: text,
          formatter: (p: { value: number }) => value(p.value),
        },
      },
    ],
  };
}

/**
 * One chart. It sets data-ready once drawn, which the end-to-end tests and the UI benchmark wait
 * for, and redraws with the OS theme.
 */
export function Chart({
  title,
  kind,
  data,
  measure,
}: {
  title: string;
  kind: Kind;
  data: Datum[];
  measure: Measure;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<echarts.ECharts>();
  const scheme = useColorScheme();
  // Bars: one row per datum plus the value axis; pies: the ring plus up to two lines of legend.
  const height = kind === 'bar' ? Math.max(140, data.length * BAR_ROW + 56) : 280;

  // What the chart shows, for draw(): the resize observer's callback draws a new chart at once, with
  // the latest of these, rather than after a React render for setChart (a task, and often a frame,
  // later: 15 charts at once on the dashboard). drawn: what the chart shows now, so the render
  // for setChart (or any other) does not redraw the same thing.
  const latest = useRef({ kind, data, measure, scheme });
  // Committed props only (a render React discards never reaches the chart); before any effect reads them.
  useLayoutEffect(() => {
    latest.current = { kind, data, measure, scheme };
  });
  const drawn = useRef<typeof latest.current>(undefined);
  const draw = useRef((instance: echarts.ECharts, element: HTMLElement) => {
    const next = latest.current;
    const shown = drawn.current;
    if (
      !shown ||
      shown.kind !== next.kind ||
      shown.data !== next.data ||
      shown.measure !== next.measure ||
      shown.scheme !== next.scheme
    ) {
      instance.setOption(optionFor(next.kind, next.data, next.measure, themeColors(next.scheme)), true);
      drawn.current = next;
    }
    // Set only when it changes: the tests take any write to it for a redraw.
    if (element.dataset.ready !== 'true') element.dataset.ready = 'true';
  }).current;

  // The chart is created at the size the resize observer reports, and resized with it: asking the
  // element for its size instead (ECharts' default) forces a layout per chart, 15 on the dashboard.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let instance: echarts.ECharts | undefined;
    let disposed = false;
    // The latest size: it may change again while the engine loads (a window resized at once).
    let size = { width: 0, height: 0 };
    const observer = new ResizeObserver(([entry]) => {
      size = { width: entry.contentRect.width, height: entry.contentRect.height };
      if (instance) instance.resize(size);
      else if (size.width > 0)
        void loadChartEngine().then((e) => {
          if (disposed || instance) return;
          instance = e.createChart(element, size.width, size.height);
          if (latest.current.data.length > 0) draw(instance, element);
          setChart(instance);
        });
    });
    observer.observe(element);
    return () => {
      disposed = true;
      observer.disconnect();
      instance?.dispose();
      drawn.current = undefined; // a chart created again (a remount) starts blank
    };
  }, [draw]);

  // The scheme picks the colours (CSS variables) the option is drawn with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: draw reads them through latest; a change of any redraws
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Nothing to draw (the element is hidden, so no chart is created): that is drawn as it is.
    if (data.length === 0) {
      element.dataset.ready = 'true';
      return;
    }
    if (chart) draw(chart, element);
    else element.dataset.ready = 'false';
  }, [chart, kind, data, measure, scheme, draw]);

  const format = measure.value ?? formatCount;
  const summary = data.map((d) => `${d.name}: ${format(d.value)}`).join(', ');
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      {data.length === 0 ? <p className="muted">No data for these filters.</p> : null}
      <div
        ref={ref}
        className="chart-canvas"
        role="img"
        aria-label={`${title}, in ${measure.unit}. ${summary}`}
        data-chart={title}
        style={{ height, display: data.length === 0 ? 'none' : 'block' }}
      />
    </figure>
  );
}
