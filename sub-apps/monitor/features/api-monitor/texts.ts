/** Texts of the API Monitor page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hmnt.apiMonitor.title': 'API Monitor',
    'hmnt.apiMonitor.field.apiPath': 'API',
    'hmnt.apiMonitor.field.requestMethod': 'Method',
    'hmnt.apiMonitor.field.serviceName': 'Service',
    'hmnt.apiMonitor.field.count': 'Calls',
    'hmnt.apiMonitor.field.failedCount': 'Failed',
    'hmnt.apiMonitor.field.avgTime': 'Mean (ms)',
    'hmnt.apiMonitor.field.p95Time': 'P95 (ms)',
    'hmnt.apiMonitor.field.maxTime': 'Slowest (ms)',
    'hmnt.apiMonitor.field.lastCallTime': 'Last call',
    'hmnt.apiMonitor.chart': 'Time taken per API on this page, in milliseconds',
    'hmnt.apiMonitor.refresh': 'Refresh',
  },
  zh_CN: {
    'hmnt.apiMonitor.title': '接口监控',
    'hmnt.apiMonitor.field.apiPath': '接口',
    'hmnt.apiMonitor.field.requestMethod': '请求方式',
    'hmnt.apiMonitor.field.serviceName': '服务',
    'hmnt.apiMonitor.field.count': '调用次数',
    'hmnt.apiMonitor.field.failedCount': '失败次数',
    'hmnt.apiMonitor.field.avgTime': '平均耗时（毫秒）',
    'hmnt.apiMonitor.field.p95Time': 'P95 耗时（毫秒）',
    'hmnt.apiMonitor.field.maxTime': '最长耗时（毫秒）',
    'hmnt.apiMonitor.field.lastCallTime': '最近调用',
    'hmnt.apiMonitor.chart': '本页各接口的耗时（毫秒）',
    'hmnt.apiMonitor.refresh': '刷新',
  },
};
