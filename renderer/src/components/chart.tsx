import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useColorScheme } from './color-scheme';

// Only what the dashboard draws: bars and pies, drawn as SVG (crisp, and its labels are real text).
echarts.use([BarChart, PieChart, GridComponent, TooltipComponent, SVGRenderer]);

export interface Datum {
  name: string;
  value: number;
  /** More about the bar or slice, shown in its tooltip (e.g. a category's top skills). */
  detail?: string;
}

type Kind = 'bar' | 'pie';

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Bars carry their value at the end and pies their name and value, so no legend is needed. */
function optionFor(kind: Kind, data: Datum[], unit: string): echarts.EChartsCoreOption {
  const text = cssVar('--fg') || '#222';
  const muted = cssVar('--muted') || '#666';
  const accent = cssVar('--accent') || '#2563eb';
  const details = new Map(data.map((d) => [d.name, d.detail]));
  const base = {
    animation: false,
    textStyle: { color: text },
    tooltip: {
      trigger: 'item',
      // The name, the value with its unit, and the datum's detail when it has one; as text, never HTML.
      renderMode: 'richText',
      formatter: (p: { name: string; value: number }) =>
        [`${p.name}: ${p.value.toLocaleString()} ${unit}`, details.get(p.name)].filter(Boolean).join('\n'),
    },
  };
  if (kind === 'pie') {
    return {
      ...base,
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          data,
          label: { formatter: '{b}: {c}', color: text },
          itemStyle: { borderColor: cssVar('--bg') || '#fff', borderWidth: 1 },
        },
      ],
    };
  }
  const rows = [...data].reverse(); // the largest on top
  return {
    ...base,
    grid: { left: 8, right: 48, top: 8, bottom: 24, containLabel: true },
    xAxis: {
      type: 'value',
      name: unit,
      nameLocation: 'middle',
      nameGap: 22,
      nameTextStyle: { color: muted },
      axisLabel: { color: muted },
      splitLine: { lineStyle: { color: cssVar('--border') || '#ddd' } },
    },
    yAxis: {
      type: 'category',
      data: rows.map((d) => d.name),
      axisLabel: { color: text, width: 160, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        data: rows.map((d) => d.value),
        itemStyle: { color: accent },
        label: { show: true, position: 'right', color: text },
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
  unit = 'count',
  height,
}: {
  title: string;
  kind: Kind;
  data: Datum[];
  unit?: string;
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const scheme = useColorScheme();
  const rowsHeight = kind === 'bar' ? Math.max(160, data.length * 22 + 48) : 260;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scheme changes the CSS variables the option reads
  useEffect(() => {
    const instance = chart.current;
    const element = ref.current;
    if (!instance || !element) return;
    element.dataset.ready = 'false';
    instance.setOption(optionFor(kind, data, unit), true);
    element.dataset.ready = 'true';
  }, [kind, data, unit, scheme]);

  const summary = data.map((d) => `${d.name}: ${d.value}`).join(', ');
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      {data.length === 0 ? <p className="muted">No data for these filters.</p> : null}
      <div
        ref={ref}
        className="chart-canvas"
        role="img"
        aria-label={`${title}. ${summary}`}
        data-chart={title}
        style={{ height: height ?? rowsHeight, display: data.length === 0 ? 'none' : 'block' }}
      />
    </figure>
  );
}

/** A record of counts as chart rows, largest first, zeros kept (closed key sets read complete). */
export function toData(counts: Record<string, number>, limit = 25): Datum[] {
  return Object.entries(counts)
    .map(([name, value]) => ({ name, value }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
    .slice(0, limit);
}
