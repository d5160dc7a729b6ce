/**
 * Trace (spec section 4 "Trace": status, start and end; end returns the trace log info). The
 * call table writes `/v1/trace/...` without a service; HZERO serves it from the monitor service.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  TraceLogInfoDto,
  TraceStartDto,
  TraceStatusDto,
} from '@polaris/core/services/monitor/types';

const traceUrl = (action: string) => v1('monitor', 'site', `trace/${action}`);

/** Whether a status answer means a trace is running. */
export function isTracing(status: TraceStatusDto | undefined): boolean {
  if (typeof status === 'boolean') return status;
  return Boolean(status && typeof status === 'object' && status.traceStatus);
}

/** `GET /v1/trace/status`. */
export function fetchTraceStatus(options?: CallOptions): Promise<TraceStatusDto> {
  return request<TraceStatusDto>(traceUrl('status'), { method: 'GET', ...options });
}

/** `POST /v1/trace/start`: the trace group id. */
export function startTrace(options?: CallOptions): Promise<TraceStartDto> {
  return request<TraceStartDto>(traceUrl('start'), { method: 'POST', ...options });
}

/** `POST /v1/trace/end`: the trace log info (the calls made while it ran). */
export function endTrace(options?: CallOptions): Promise<TraceLogInfoDto> {
  return request<TraceLogInfoDto>(traceUrl('end'), { method: 'POST', ...options });
}
