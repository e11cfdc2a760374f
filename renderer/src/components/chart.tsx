import type * as echarts from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { formatCompact, formatCount, formatShare } from '../format';
import type { Datum } from './chart-data';
import { loadChartEngine } from './chart-engine-loader';
import { useColorScheme } from './color-scheme';

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
const FONT_SIZE = 12;
/** A generous width per character of a 12px system font, to reserve room for the bars' end labels. */
const CHAR_WIDTH = 7.5;

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
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
function optionFor(kind: Kind, data: Datum[], measure: Measure): echarts.EChartsCoreOption {
  const text = cssVar('--fg') || '#222';
  const muted = cssVar('--muted') || '#666';
  const accent = cssVar('--accent') || '#2563eb';
  const value = measure.value ?? formatCount;
  const total = kind === 'pie' ? data.reduce((sum, d) => sum + d.value, 0) : measure.total;
  const byName = new Map(data.map((d) => [d.name, d]));
  const base = {
    animation: false,
    textStyle: { color: text, fontSize: FONT_SIZE },
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
        textStyle: { color: text, fontSize: FONT_SIZE },
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
          itemStyle: { borderColor: cssVar('--bg') || '#fff', borderWidth: 1 },
        },
      ],
    };
  }
  const rows = [...data].reverse(); // the first datum on top
  const widest = Math.max(...rows.map((d) => value(d.value).length), 1);
  return {
    ...base,
    // The axis labels and the axis name are kept inside the grid's box ('same' outer bounds); the
    // right margin leaves room for the value written at the end of the longest bar.
    grid: {
      left: 4,
      top: 4,
      bottom: 4,
      right: Math.ceil(widest * CHAR_WIDTH) + 12,
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    xAxis: {
      type: 'value',
      name: measure.unit,
      nameLocation: 'middle',
      nameGap: 26,
      nameTextStyle: { color: muted },
      splitNumber: 4,
      axisLabel: { color: muted, formatter: measure.tick ?? formatCompact, hideOverlap: true },
      splitLine: { lineStyle: { color: cssVar('--border') || '#ddd' } },
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
          setChart(instance);
        });
    });
    observer.observe(element);
    return () => {
      disposed = true;
      observer.disconnect();
      instance?.dispose();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scheme changes the CSS variables the option reads
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Nothing to draw (the element is hidden, so no chart is created): that is drawn as it is.
    if (data.length === 0) {
      element.dataset.ready = 'true';
      return;
    }
    element.dataset.ready = 'false';
    if (!chart) return;
    chart.setOption(optionFor(kind, data, measure), true);
    element.dataset.ready = 'true';
  }, [chart, kind, data, measure, scheme]);

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
