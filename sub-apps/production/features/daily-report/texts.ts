/** Texts of the Daily Production Report, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hrpt.daily.title': 'Daily Production Report',
    'hrpt.daily.field.period': 'Dates',
    'hrpt.daily.field.lineCode': 'Line',
    'hrpt.daily.field.reportDate': 'Day',
    'hrpt.daily.field.lineName': 'Line',
    'hrpt.daily.field.targetQty': 'Target',
    'hrpt.daily.field.outputQty': 'Output',
    'hrpt.daily.field.scrapQty': 'Scrap',
    'hrpt.daily.field.attainment': 'Attainment',
    'hrpt.daily.chart': 'Output against target per day',
    'hrpt.daily.output': 'Output',
    'hrpt.daily.target': 'Target',
    'hrpt.daily.below': 'Output below target',
    'hrpt.daily.totals': 'Totals of the search',
  },
  zh_CN: {
    'hrpt.daily.title': '生产日报',
    'hrpt.daily.field.period': '日期',
    'hrpt.daily.field.lineCode': '产线',
    'hrpt.daily.field.reportDate': '日期',
    'hrpt.daily.field.lineName': '产线',
    'hrpt.daily.field.targetQty': '目标产量',
    'hrpt.daily.field.outputQty': '实际产量',
    'hrpt.daily.field.scrapQty': '报废',
    'hrpt.daily.field.attainment': '达成率',
    'hrpt.daily.chart': '每日实际产量与目标',
    'hrpt.daily.output': '实际产量',
    'hrpt.daily.target': '目标产量',
    'hrpt.daily.below': '低于目标的产量',
    'hrpt.daily.totals': '查询合计',
  },
};
