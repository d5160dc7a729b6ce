/**
 * The product's one chart: chart.js drawn on a canvas, for the pages that need one (import it
 * from `@polaris/core/kit/chart/Chart`, never from the kit's index, so only their chunks carry
 * chart.js). Only the parts the product draws are registered: bar and line charts on category
 * and linear axes, with tooltips and a legend.
 *
 *     <Chart type="bar" data={{ labels, datasets }} options={…}
 *            label={t('mes.capacity.chart')} describedBy={tableId} height={320} />
 *
 * The canvas is an image named `label` and described by the page's table of the same numbers
 * (`describedBy`), so a screen reader reaches the numbers, not a picture of them. Colours come
 * from the antd theme (`useChartColors`); the chart follows its box as it resizes (chart.js
 * watches the box) and is destroyed when the component unmounts.
 */
import { theme } from 'antd';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJs,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { baseOptions, chartColors, type ChartColors } from './chart-theme';

ChartJs.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** The charts the product draws (a bar chart may hold line datasets too). */
export type ChartKind = 'bar' | 'line';

export interface ChartProps {
  type: ChartKind;
  data: ChartData<ChartKind>;
  /** Merged over the themed defaults (one level deep: `scales`, `plugins`). */
  options?: ChartOptions<ChartKind>;
  /** The chart's accessible name. */
  label: string;
  /** The id of the element holding the same numbers as text (the page's table). */
  describedBy?: string;
  /** Height of the box in pixels (the width is the container's). */
  height?: number;
}

/** The theme's chart colours, for a page's datasets. */
export function useChartColors(): ChartColors {
  const { token } = theme.useToken();
  return useMemo(() => chartColors(token), [token]);
}

function merged(
  base: ChartOptions<ChartKind>,
  own: ChartOptions<ChartKind> | undefined,
): ChartOptions<ChartKind> {
  if (!own) return base;
  return {
    ...base,
    ...own,
    scales: { ...base.scales, ...own.scales },
    plugins: { ...base.plugins, ...own.plugins },
  };
}

export function Chart({ type, data, options, label, describedBy, height = 300 }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<ChartJs<ChartKind> | null>(null);
  const { token } = theme.useToken();
  const config = useMemo(
    () => merged(baseOptions<ChartKind>(token, chartColors(token)), options),
    [token, options],
  );
  // the latest data and options, read when the chart is (re)created
  const latest = useRef({ data, config });
  latest.current = { data, config };

  useEffect(() => {
    if (!canvas.current) return undefined;
    const created = new ChartJs<ChartKind>(canvas.current, {
      type,
      data: latest.current.data,
      options: latest.current.config,
    });
    chart.current = created;
    return () => {
      created.destroy();
      chart.current = null;
    };
  }, [type]);

  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    current.data = data;
    current.options = config;
    current.update('none');
  }, [data, config]);

  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <canvas ref={canvas} role="img" aria-label={label} aria-describedby={describedBy}>
        {label}
      </canvas>
    </div>
  );
}
