/**
 * The report's chart and totals over everything the search found: output per day as bars (a day
 * below its target in the theme's warning colour) against the day's target as a line, the sums
 * of the lines shown. Described by the totals and the table below.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Chart, useChartColors } from '@polaris/core/kit/chart/Chart';
import { withAlpha } from '@polaris/core/kit/chart/chart-theme';
import { formatNumber } from '@polaris/core/kit/format/number';
import type { DailyProductionDto } from '@polaris/core/services/production/engineering-types';
import type { ChartData } from 'chart.js';
import { Col, Row, Statistic } from 'antd';
import { useId, useMemo } from 'react';
import { percent } from './daily-report-resource';
import { dailyTotals, totalsOf } from './report-totals';

export function DailyChart({ rows }: { rows: readonly DailyProductionDto[] }) {
  const { t, language } = useIntl();
  const colors = useChartColors();
  const totalsId = useId();
  const totals = useMemo(() => totalsOf(rows), [rows]);
  const data = useMemo((): ChartData<'bar' | 'line'> => {
    const days = dailyTotals(rows);
    const below = days.map((day) => day.outputQty < day.targetQty);
    return {
      labels: days.map((day) => day.day.slice(5)),
      datasets: [
        {
          type: 'bar',
          label: t('hrpt.daily.output'),
          data: days.map((day) => day.outputQty),
          backgroundColor: below.map((is) => withAlpha(is ? colors.warning : colors.primary, 0.7)),
          borderColor: below.map((is) => (is ? colors.warning : colors.primary)),
          borderWidth: 1,
          order: 2,
        },
        {
          type: 'line',
          label: t('hrpt.daily.target'),
          data: days.map((day) => day.targetQty),
          borderColor: colors.text,
          backgroundColor: colors.text,
          borderDash: [6, 4],
          pointRadius: 2,
          order: 1,
        },
      ],
    };
  }, [rows, colors, t]);
  const number = (value: number) => formatNumber(value, language);
  return (
    <section aria-label={t('hrpt.daily.chart')} style={{ marginTop: 24 }}>
      <Row gutter={16} id={totalsId} aria-label={t('hrpt.daily.totals')} role="group">
        <Col span={6}>
          <Statistic title={t('hrpt.daily.field.outputQty')} value={number(totals.outputQty)} />
        </Col>
        <Col span={6}>
          <Statistic title={t('hrpt.daily.field.targetQty')} value={number(totals.targetQty)} />
        </Col>
        <Col span={6}>
          <Statistic
            title={t('hrpt.daily.field.attainment')}
            value={percent(totals.attainment, language)}
          />
        </Col>
        <Col span={6}>
          <Statistic title={t('hrpt.daily.field.scrapQty')} value={number(totals.scrapQty)} />
        </Col>
      </Row>
      <Chart
        type="bar"
        data={data}
        label={t('hrpt.daily.chart')}
        describedBy={totalsId}
        height={300}
        options={{ interaction: { mode: 'index', intersect: false } }}
      />
    </section>
  );
}
