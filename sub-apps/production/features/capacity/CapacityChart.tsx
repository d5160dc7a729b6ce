/**
 * The board's chart: for each work centre, its load per day as bars (an overloaded day's bar in
 * the theme's error colour) and its capacity as a dashed step line of the same hue. Described by
 * the table below it, which holds the same numbers.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Chart, useChartColors } from '@polaris/core/kit/chart/Chart';
import { withAlpha, type ChartColors } from '@polaris/core/kit/chart/chart-theme';
import type { ChartData } from 'chart.js';
import { useMemo } from 'react';
import { isOverloaded, type BoardLayout } from './capacity-rules';

type Translate = ReturnType<typeof useIntl>['t'];

export function capacityChartData(
  layout: BoardLayout,
  colors: ChartColors,
  t: Translate,
): ChartData<'bar' | 'line'> {
  return {
    labels: layout.days.map((day) => day.slice(5)),
    datasets: layout.centres.flatMap((centre, index) => {
      const hue = colors.series[index % colors.series.length];
      const rows = layout.days.map((day) => layout.at(centre.code, day));
      const over = rows.map((row) => Boolean(row && isOverloaded(row)));
      return [
        {
          type: 'bar' as const,
          label: t('mes.capacity.load', { name: centre.name }),
          data: rows.map((row) => row?.loadHours ?? 0),
          backgroundColor: over.map((is) => (is ? colors.error : withAlpha(hue, 0.55))),
          borderColor: over.map((is) => (is ? colors.error : hue)),
          borderWidth: over.map((is) => (is ? 2 : 1)),
          order: 2,
        },
        {
          type: 'line' as const,
          label: t('mes.capacity.capacity', { name: centre.name }),
          data: rows.map((row) => row?.capacityHours ?? 0),
          borderColor: hue,
          backgroundColor: hue,
          borderDash: [6, 4],
          borderWidth: 2,
          stepped: 'middle' as const,
          pointRadius: 0,
          order: 1,
        },
      ];
    }),
  };
}

export function CapacityChart({ layout, tableId }: { layout: BoardLayout; tableId: string }) {
  const { t } = useIntl();
  const colors = useChartColors();
  const data = useMemo(() => capacityChartData(layout, colors, t), [layout, colors, t]);
  return (
    <Chart
      type="bar"
      data={data}
      label={t('mes.capacity.chart')}
      describedBy={tableId}
      height={320}
      options={{ interaction: { mode: 'index', intersect: false } }}
    />
  );
}
