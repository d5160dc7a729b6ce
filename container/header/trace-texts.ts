/** Texts of the header's trace tool and its log (the shell's texts; the server's override them). */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const traceTexts: Record<string, TextMap> = {
  en_US: {
    'hzero.common.trace.start': 'Start trace',
    'hzero.common.trace.end': 'End trace',
    'hzero.common.trace.off': 'Trace: off. Start recording the calls this session makes',
    'hzero.common.trace.on': 'Trace: recording. End it and show the calls made',
    'hzero.common.trace.title': 'Trace log',
    'hzero.common.trace.group': 'Trace {id}',
    'hzero.common.trace.period': 'From {start} to {end}',
    'hzero.common.trace.method': 'Method',
    'hzero.common.trace.path': 'Path',
    'hzero.common.trace.status': 'Status',
    'hzero.common.trace.duration': 'Duration (ms)',
    'hzero.common.trace.empty': 'No calls were made while the trace ran.',
  },
  zh_CN: {
    'hzero.common.trace.start': '开始跟踪',
    'hzero.common.trace.end': '结束跟踪',
    'hzero.common.trace.off': '跟踪：未开启。开始记录本会话发出的请求',
    'hzero.common.trace.on': '跟踪：记录中。结束并查看期间的请求',
    'hzero.common.trace.title': '跟踪日志',
    'hzero.common.trace.group': '跟踪 {id}',
    'hzero.common.trace.period': '从 {start} 到 {end}',
    'hzero.common.trace.method': '方法',
    'hzero.common.trace.path': '路径',
    'hzero.common.trace.status': '状态',
    'hzero.common.trace.duration': '耗时（毫秒）',
    'hzero.common.trace.empty': '跟踪期间没有请求。',
  },
};
