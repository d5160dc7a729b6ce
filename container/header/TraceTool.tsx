/**
 * The header's trace tool, where the deployment enables the trace log setting (runtime config
 * `traceLog`): it asks the trace status when it first shows (start-up), starts a trace, ends it
 * and shows the returned log in a drawer. The drawer is its own chunk, so the shell's first load
 * carries only this button.
 */
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { useModelDispatch } from '@polaris/core/core/model/react';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ignoreReported } from '@polaris/core/request/client';
import { useRuntime } from '@polaris/core/runtime/RuntimeProvider';
import { Button } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTraceState } from './trace-state';

// a dot, red while recording (the words say it too); no antd Badge in the shell's first load
const IDLE = {
  display: 'inline-block',
  width: 8,
  height: 8,
  borderRadius: 4,
  background: '#bfbfbf',
};
const RECORDING = { ...IDLE, background: '#ff4d4f' };

const TraceLogDrawer = retryableLazy(() => import('./trace/TraceLogDrawer'));

export function TraceTool() {
  const enabled = useRuntime().config.traceLog;
  return enabled ? <TraceButton /> : null;
}

function TraceButton() {
  const { t } = useIntl();
  const dispatch = useModelDispatch();
  const tracing = useTraceState((state) => state.traceStatus);
  const info = useTraceState((state) => state.traceLogInfo);
  const [busy, setBusy] = useState(false);
  const [showLog, setShowLog] = useState(false);

  const known = tracing !== undefined;
  useEffect(() => {
    if (!known)
      void Promise.resolve(dispatch({ type: 'global/fetchTraceStatus' })).catch(ignoreReported);
  }, [known, dispatch]);

  const toggle = async () => {
    setBusy(true);
    try {
      await dispatch({ type: tracing ? 'global/endTrace' : 'global/startTrace' });
      setShowLog(Boolean(tracing));
    } catch {
      // the request client has told the user; the trace stays as it was
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        type="text"
        className="polaris-header-item polaris-trace-tool"
        loading={busy}
        aria-pressed={Boolean(tracing)}
        title={t(tracing ? 'hzero.common.trace.on' : 'hzero.common.trace.off')}
        onClick={() => void toggle()}
        icon={<span aria-hidden style={tracing ? RECORDING : IDLE} />}
      >
        {t(tracing ? 'hzero.common.trace.end' : 'hzero.common.trace.start')}
      </Button>
      {showLog && info && (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <TraceLogDrawer info={info} onClose={() => setShowLog(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
