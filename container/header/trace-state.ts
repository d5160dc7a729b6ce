/**
 * The header trace tool's part of the global model (spec section 3 "Global layout state":
 * traceStatus, traceGroupId, traceLogInfo; section 4 "Trace": status, start and end; end returns
 * the trace log info): `global/fetchTraceStatus`, `global/startTrace`, `global/endTrace`. A start
 * or end that fails rejects (the request client has told the user) and changes nothing.
 */
import type { EffectsCommandMap, ModelAction } from '@polaris/core/core/model';
import { endTrace, fetchTraceStatus, isTracing, startTrace } from './trace-calls';
import type {
  TraceLogInfoDto,
  TraceStartDto,
  TraceStatusDto,
} from '@polaris/core/services/monitor/types';
import type { ModelPart } from '../state/global-state';
import { useGlobalState } from '../state/use-global-state';

export interface TraceState {
  /** Whether a trace runs for this session; undefined until the status is known. */
  traceStatus?: boolean;
  traceGroupId?: string;
  /** What the last ended trace recorded. */
  traceLogInfo?: TraceLogInfoDto;
}

const update = (payload: Partial<TraceState>): ModelAction<Partial<TraceState>> => ({
  type: 'updateState',
  payload,
});

export const traceEffects = {
  /** Start-up (spec section 4 "Start-up" 5): a failure leaves the status unknown, silently. */
  *fetchTraceStatus(_action: ModelAction, { call, put }: EffectsCommandMap) {
    const status: TraceStatusDto = yield call(fetchTraceStatus, { silent: true });
    yield put(update({ traceStatus: isTracing(status) }));
    return isTracing(status);
  },
  *startTrace(_action: ModelAction, { call, put }: EffectsCommandMap) {
    const started: TraceStartDto = yield call(startTrace);
    yield put(update({ traceStatus: true, traceGroupId: started.traceGroupId }));
    return started;
  },
  *endTrace(_action: ModelAction, { call, put }: EffectsCommandMap) {
    const info: TraceLogInfoDto = yield call(endTrace);
    yield put(update({ traceStatus: false, traceGroupId: undefined, traceLogInfo: info }));
    return info;
  },
};

const initialTraceState: TraceState = {};

export function createTracePart<S extends TraceState>(): ModelPart<S, TraceState> {
  return { area: 'header/trace', state: initialTraceState, effects: traceEffects };
}

export function useTraceState<T>(select: (state: TraceState) => T): T {
  return useGlobalState(initialTraceState, select);
}
