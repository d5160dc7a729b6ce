// /__mock__: test-only control of the fake gateway (faults, reset, clock). Never faulted, never
// authenticated; it exists only in the mock, and answers only where the gateway was started with
// its test controls on (`testControls`, the default; `POLARIS_MOCK_CONTROLS=0` turns them off).
// Nothing the product runs needs it: only tests, the bench and people trying things out.
import { publicRoute, type ApiRoute } from '../context';
import { clientScriptRoutes } from './client-scripts';
import { messageControlRoutes } from './message-controls';
import { jsonObject } from '../http/body';
import { failed, json } from '../http/reply';
import { FaultSpecError, parseFaultSpec } from '../faults';

export const MOCK_PREFIX = '/__mock__/';

/** A path of the test controls (answered only when they are on). */
export function isMockPath(path: string): boolean {
  return path.startsWith(MOCK_PREFIX);
}

export const mockControlRoutes: ApiRoute[] = [
  publicRoute('GET', '/__mock__/faults', ({ state }) => json(state.faults.list())),
  publicRoute('POST', '/__mock__/faults', async ({ state, body }) => {
    try {
      const fault = state.faults.add(parseFaultSpec(jsonObject(await body())));
      return json({ id: fault.id });
    } catch (error) {
      if (error instanceof FaultSpecError) return failed('error.mock.fault', error.message, 400);
      throw error;
    }
  }),
  publicRoute('DELETE', '/__mock__/faults', ({ state }) => {
    state.faults.clear();
    return json({ success: true });
  }),
  publicRoute('DELETE', '/__mock__/faults/:id', ({ state, params }) =>
    json({ removed: state.faults.remove(params.id) }),
  ),
  publicRoute('POST', '/__mock__/reset', async ({ state, body }) => {
    const options = jsonObject(await body());
    state.reset({ tokens: options.tokens === true });
    return json({ success: true });
  }),
  publicRoute('GET', '/__mock__/clock', ({ state }) =>
    json({ now: state.clock.now(), offsetMs: state.clock.offset }),
  ),
  publicRoute('POST', '/__mock__/clock', async ({ state, body }) => {
    const { advanceMs } = jsonObject(await body());
    if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs)) {
      return failed('error.mock.clock', 'advanceMs must be a number', 400);
    }
    state.clock.advance(advanceMs);
    return json({ now: state.clock.now(), offsetMs: state.clock.offset });
  }),
  ...clientScriptRoutes,
  ...messageControlRoutes,
];
